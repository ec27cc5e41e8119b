import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::subscribe-modal.subscribe-modal");
