import { createRequire } from "node:module";
import path from "node:path";
import { cmsDir, prepareCms } from "../../../../test-support/cms.js";

/** The compiled module, as Strapi runs it: the CMS is CommonJS and these tests are ES modules typechecked apart. */
export function compiledCmsModule<Surface>(sourcePath: string): Surface {
  prepareCms();
  const compiled = path.join(cmsDir, "dist", sourcePath.replace(/\.ts$/, ".js"));
  return createRequire(import.meta.url)(compiled) as Surface;
}
