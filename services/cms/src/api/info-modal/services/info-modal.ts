import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::info-modal.info-modal");
