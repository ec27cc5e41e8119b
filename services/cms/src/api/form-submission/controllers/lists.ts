import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { z } from "zod";
import { toCsv } from "../../../forms/csv";

/** Sign-ups as CSV for the owner's mailing tool; one row per address, since forms/store.ts de-duplicates. */

const SUBMISSIONS = "api::form-submission.form-submission";
const query = z.object({ formType: z.enum(["subscribe", "sold-out"]) });

type Context = {
  query: unknown;
  body: unknown;
  set(field: string, value: string): void;
};
type Row = { email: string; formName: string | null; createdAt: string; updatedAt: string };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async exportCsv(ctx: Context) {
    const parsed = query.safeParse(ctx.query);
    if (!parsed.success) throw new errors.ValidationError("formType must be subscribe or sold-out");
    const { formType } = parsed.data;
    const rows = (await strapi.db.query(SUBMISSIONS).findMany({
      // A sold-out request that has been told its set is back is still on the owner's list.
      where: { formType, deliveryStatus: { $ne: "spam" } },
      select: ["email", "formName", "createdAt", "updatedAt"],
      orderBy: { createdAt: "asc" },
    })) as Row[];
    const iso = (date: string) => new Date(date).toISOString();
    ctx.set("Content-Type", "text/csv; charset=utf-8");
    ctx.set("Content-Disposition", `attachment; filename="bedsmade-${formType}.csv"`);
    ctx.body = toCsv(
      ["email", "form", "first_signed_up", "last_signed_up"],
      rows.map((row) => [row.email, row.formName ?? formType, iso(row.createdAt), iso(row.updatedAt)]),
    );
  },
});
