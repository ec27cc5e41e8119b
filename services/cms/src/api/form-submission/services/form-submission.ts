import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::form-submission.form-submission");
