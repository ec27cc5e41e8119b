import type { Core, UID } from "@strapi/strapi";
import { clearLedger } from "./import";

/** Content and media back to the seed; form submissions stay, being the shop's records, not content. */
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
