import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::blog-article.blog-article");
