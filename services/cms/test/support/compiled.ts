import { createRequire } from "node:module";
import path from "node:path";
import { cmsDir, prepareCms } from "../../../../test-support/cms.js";

/**
 * A module of the CMS as Strapi runs it, compiled (the CMS is CommonJS, these tests are ES modules
 * typechecked apart from it): the caller names the part of its surface the test uses.
 */
export function compiledCmsModule<Surface>(sourcePath: string): Surface {
  prepareCms();
  const compiled = path.join(cmsDir, "dist", sourcePath.replace(/\.ts$/, ".js"));
  return createRequire(import.meta.url)(compiled) as Surface;
}
