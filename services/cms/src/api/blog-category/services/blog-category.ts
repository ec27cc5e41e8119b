import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::blog-category.blog-category");
