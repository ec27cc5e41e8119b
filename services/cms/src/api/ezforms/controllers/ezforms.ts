import type { Core, Schema } from "@strapi/strapi";
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
    // The formData came from a parsed JSON body, so it is JSON, which is what the `data` column holds; a field
    // the form does not have is left out (Strapi stores it as null).
    const data = {
      ...entry,
      mobile: entry.mobile ?? undefined,
      message: entry.message ?? undefined,
      data: entry.data as Schema.Attribute.JsonValue,
    };
    await strapi.documents("api::form-submission.form-submission").create({ data });
    ctx.body = formData;
  },
});
