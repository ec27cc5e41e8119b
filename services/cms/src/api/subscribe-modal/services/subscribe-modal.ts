import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::subscribe-modal.subscribe-modal");
