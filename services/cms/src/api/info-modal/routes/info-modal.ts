import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::info-modal.info-modal");
