// `npm run seed [-- --reset]`. Stop a running CMS first: two Strapis on one SQLite file would each
// hold their own idea of it.
import { createRequire } from "node:module";
import path from "node:path";

// Strapi's ESM build does not load under Node's own ESM resolver (it imports `lodash/fp`, a folder).
const { compileStrapi, createStrapi } = createRequire(import.meta.url)("@strapi/strapi");

const reset = process.argv.includes("--reset");
process.env.CMS_SEED_ON_START = "false";
process.env.STRAPI_TELEMETRY_DISABLED = "true";

const app = await createStrapi(await compileStrapi()).load();
try {
  const dist = (module) => path.join(app.dirs.dist.src, "seed", module);
  if (reset) {
    const { resetContent } = await import(dist("reset.js"));
    await resetContent(app);
    console.log("[seed] Emptied the shop's content and media library.");
  }
  const { importSeed } = await import(dist("import.js"));
  const added = await importSeed(app);
  console.log(`[seed] Imported ${added.media} media files and ${added.entries} entries.`);
} finally {
  await app.destroy();
}
