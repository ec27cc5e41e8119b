import type { Core } from "@strapi/strapi";
import { storeSubmission } from "../../../forms/store";
import { readSubmission } from "../../../forms/submission";
import { deliverMessage } from "../../../messages/delivery";

type Context = { request: { body?: unknown }; body: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Answers as ezforms does, only once stored, so a failed write is a 500 the visitor hears of. Emailed
   * after the answer: the visitor never waits on the mail server.
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
