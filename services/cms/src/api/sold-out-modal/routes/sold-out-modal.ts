import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::sold-out-modal.sold-out-modal");
