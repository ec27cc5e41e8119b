import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::form-submission.form-submission");
