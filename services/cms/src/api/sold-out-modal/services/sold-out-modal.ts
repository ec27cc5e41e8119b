import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::sold-out-modal.sold-out-modal");
