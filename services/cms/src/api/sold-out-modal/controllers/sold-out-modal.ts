import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::sold-out-modal.sold-out-modal");
