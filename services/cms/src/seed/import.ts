import type { Core, UID } from "@strapi/strapi";
import { readEntries, readMediaLibrary } from "./seed-files";
import { convertFields, relationTargets } from "./to-document";
import { uploadMedia } from "./upload-media";

/**
 * A ledger in Strapi's store records what was imported, so a restart imports only what is missing and
 * an entry the owner deleted stays deleted.
 */

type Ledger = { media: Record<string, number>; entries: Record<string, string> };
const LEDGER = { type: "plugin", name: "bedsmade", key: "seed-ledger" } as const;

async function readLedger(strapi: Core.Strapi): Promise<Ledger> {
  const stored = (await strapi.store.get(LEDGER)) as Ledger | null;
  return stored ?? { media: {}, entries: {} };
}

export async function clearLedger(strapi: Core.Strapi): Promise<void> {
  await strapi.store.delete(LEDGER);
}

/** The shop's content types, each after the types its entries point at. */
/** Strapi's types give a union of content types no `publish`; the import checks `draftAndPublish` itself. */
type SeedDocuments = {
  create(params: { data: unknown }): Promise<{ documentId: string }>;
  publish(params: { documentId: string }): Promise<unknown>;
};

function importOrder(strapi: Core.Strapi): UID.ContentType[] {
  const shopTypes = Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith("api::")) as UID.ContentType[];
  const ordered: UID.ContentType[] = [];
  const visit = (uid: UID.ContentType, path: string[]) => {
    if (ordered.includes(uid) || path.includes(uid)) return;
    for (const target of relationTargets(strapi, uid)) {
      if (target !== uid) visit(target as UID.ContentType, [...path, uid]);
    }
    ordered.push(uid);
  };
  shopTypes.sort().forEach((uid) => visit(uid, []));
  return ordered;
}

export async function importSeed(strapi: Core.Strapi): Promise<{ media: number; entries: number }> {
  const ledger = await readLedger(strapi);
  const save = () => strapi.store.set({ ...LEDGER, value: ledger });
  let mediaAdded = 0;
  let entriesAdded = 0;

  for (const item of readMediaLibrary()) {
    if (ledger.media[item.file] !== undefined) continue;
    ledger.media[item.file] = await uploadMedia(strapi, item);
    mediaAdded += 1;
    await save();
  }

  const refs = {
    media(file: string) {
      const id = ledger.media[file];
      if (id === undefined) throw new Error(`media "${file}" is not in media/media.yaml`);
      return id;
    },
    document(target: string, key: string) {
      const documentId = ledger.entries[`${target}:${key}`];
      if (documentId === undefined) throw new Error(`no ${target} entry "${key}" in the seed`);
      return documentId;
    },
  };

  for (const uid of importOrder(strapi)) {
    const contentType = strapi.contentTypes[uid];
    for (const entry of readEntries(contentType.kind, contentType.info)) {
      const ledgerKey = `${uid}:${entry.key}`;
      if (ledger.entries[ledgerKey] !== undefined) continue;
      const data = convertFields(strapi, uid, entry.data, refs, entry.file);
      const documents = strapi.documents(uid) as unknown as SeedDocuments;
      const created = await documents.create({ data });
      if (entry.published && contentType.options?.draftAndPublish !== false) {
        await documents.publish({ documentId: created.documentId });
      }
      ledger.entries[ledgerKey] = created.documentId;
      entriesAdded += 1;
      await save();
    }
  }
  return { media: mediaAdded, entries: entriesAdded };
}
