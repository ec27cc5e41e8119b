import type { Core, UID } from "@strapi/strapi";
import { clearLedger } from "./import";

/**
 * `npm run seed -- --reset`: the shop's content and media library back to the seed. Every entry of
 * the shop's content types and every uploaded file goes, and the ledger is cleared so the import
 * brings everything back. Form submissions are the shop's records, not content: they stay.
 */
const KEEP: readonly string[] = ["api::form-submission.form-submission"];

export async function resetContent(strapi: Core.Strapi): Promise<void> {
  const contentTypes = Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith("api::") && !KEEP.includes(uid));
  for (const uid of contentTypes as UID.ContentType[]) {
    const documents = await strapi
      .documents(uid)
      .findMany({ status: "draft", fields: ["documentId"], limit: -1 } as never);
    for (const { documentId } of documents as { documentId: string }[]) {
      await strapi.documents(uid).delete({ documentId } as never);
    }
  }
  const upload = strapi.plugin("upload").service("upload");
  for (const file of await strapi.db.query("plugin::upload.file").findMany()) await upload.remove(file);
  await clearLedger(strapi);
}
