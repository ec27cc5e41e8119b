import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::info-modal.info-modal");
