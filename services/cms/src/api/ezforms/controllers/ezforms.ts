import type { Core } from "@strapi/strapi";
import { readSubmission } from "../../../forms/submission";

type Context = { request: { body?: unknown }; body: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks the submission (a bad one is a 400 ValidationError in Strapi's envelope), stores it, and
   * only then answers as ezforms does: the formData echoed, not wrapped in `data`. A failed write is
   * Strapi's 500, so the storefront tells the visitor it did not go through.
   */
  async submit(ctx: Context) {
    const { entry, formData } = readSubmission(ctx.request.body);
    await strapi.documents("api::form-submission.form-submission").create({ data: entry });
    ctx.body = formData;
  },
});
