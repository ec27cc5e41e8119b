import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::subscribe-modal.subscribe-modal");
