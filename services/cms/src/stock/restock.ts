import { productLineOf, restockPath, sizeKeyOf, type SoldOutSet } from "@bedsmade/form-rules";
import type { Core, Data } from "@strapi/strapi";
import { z } from "zod";
import { deliverMessage } from "../messages/delivery";
import type { RestockNotice } from "../messages/restock-email";

/**
 * Each waiting sold-out request for a set back on sale is claimed in one conditional update, so two
 * deliveries of the same news never email twice (docs/cms.md, "Back in stock").
 */

const SUBMISSIONS = "api::form-submission.form-submission";

const variantSchema = z.object({
  id: z.union([z.number().int(), z.string()]).transform(String),
  title: z.string(),
  option1: z.string().nullish(),
  option2: z.string().nullish(),
  option3: z.string().nullish(),
  inventory_quantity: z.number().int().nullish(),
  inventory_policy: z.string().nullish(),
  inventory_management: z.string().nullish(),
});

export const productsUpdateSchema = z.object({
  title: z.string(),
  handle: z.string(),
  options: z.array(z.object({ name: z.string(), position: z.number().int().min(1).max(3) })),
  variants: z.array(variantSchema),
});

type Variant = z.infer<typeof variantSchema>;
type Back = { set: SoldOutSet; notice: RestockNotice };

/** As Shopify decides: untracked stock, selling past zero, or some left. */
function onSale(variant: Variant): boolean {
  if (variant.inventory_management == null || variant.inventory_policy === "continue") return true;
  return (variant.inventory_quantity ?? 0) > 0;
}

/** The sets a products/update shows on sale, as the storefront names them (line, size key, variant key). */
export function setsOnSale(product: z.infer<typeof productsUpdateSchema>): Back[] {
  const line = productLineOf(product.handle, product.title);
  const sizePosition = product.options.find((option) => option.name.trim().toLowerCase() === "size")?.position ?? 1;
  if (!line) return [];
  return product.variants.filter(onSale).flatMap((variant) => {
    const sizeLabel = variant[`option${sizePosition}` as "option1"];
    if (!sizeLabel) return [];
    const set = { line, size: sizeKeyOf(sizeLabel), depth: variant.id };
    return [{ set, notice: { setName: `${product.title}, ${variant.title}`, path: restockPath(set) } }];
  });
}

async function claimWaiting(strapi: Core.Strapi, { set, notice }: Back, now: Date): Promise<Data.ID[]> {
  const waiting = {
    formType: "sold-out",
    deliveryStatus: "listed",
    restockStatus: "waiting",
    line: set.line,
    size: set.size,
    depth: { $in: [set.depth, ""] },
  };
  const rows = (await strapi.db.query(SUBMISSIONS).findMany({ where: waiting, select: ["id"] })) as { id: Data.ID }[];
  const claimed: Data.ID[] = [];
  for (const { id } of rows) {
    const { count } = await strapi.db.query(SUBMISSIONS).updateMany({
      where: { id, ...waiting },
      data: {
        restockStatus: "notified",
        notifiedAt: now,
        restockNotice: notice,
        deliveryStatus: "pending",
        nextDeliveryAt: null,
        deliveryAttempts: 0,
        deliveryError: null,
      },
    });
    if (count === 1) claimed.push(id);
  }
  return claimed;
}

/** Claims every waiting request the update answers and starts their emails; resolves with how many. */
export async function tellWaitingShoppers(strapi: Core.Strapi, product: z.infer<typeof productsUpdateSchema>) {
  const now = new Date();
  const claimed: Data.ID[] = [];
  for (const back of setsOnSale(product)) claimed.push(...(await claimWaiting(strapi, back, now)));
  // The shop waits on the answer, not on the mail server; a send that fails is tried again by the checker.
  for (const id of claimed) {
    void deliverMessage(strapi, id).catch((error: unknown) =>
      strapi.log.error(`[stock] Request ${id} was marked notified but not tried: ${String(error)}`),
    );
  }
  return claimed.length;
}
