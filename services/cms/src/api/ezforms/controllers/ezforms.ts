import type { Core } from "@strapi/strapi";
import { storeSubmission } from "../../../forms/store";
import { readSubmission } from "../../../forms/submission";
import { deliverMessage } from "../../../messages/delivery";

type Context = { request: { body?: unknown }; body: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks the submission (a bad one is a 400 ValidationError in Strapi's envelope), stores it, and
   * only then answers as ezforms does: the formData echoed, not wrapped in `data`. A failed write is
   * Strapi's 500, so the storefront tells the visitor it did not go through. A contact message is
   * emailed after the answer: the visitor does not wait on the mail server, and a send that fails is
   * tried again later (messages/delivery.ts).
   */
  async submit(ctx: Context) {
    const { entry, formData } = readSubmission(ctx.request.body);
    const stored = await storeSubmission(strapi, entry);
    ctx.body = formData;
    // A repeat is already on its way (or delivered): sending it again would email it twice.
    if (stored.deliveryStatus === "pending" && !stored.repeated) {
      void deliverMessage(strapi, stored.id).catch((error: unknown) =>
        strapi.log.error(`[messages] Contact message ${stored.id} was stored but not tried: ${String(error)}`),
      );
    }
  },
});
