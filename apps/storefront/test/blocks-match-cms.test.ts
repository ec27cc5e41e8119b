import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { BlockComponent, BlockOf } from "../app/blocks/block";
import { blockRenderers } from "../app/blocks/registry";
import { blockSchemas } from "../app/blocks/schemas.server";
import { fieldsRead } from "./support/schema-fields";

/**
 * The CMS and the storefront cannot drift apart: every Strapi block component has its folder, schema
 * and renderer here, and every field an editor can fill in is either read or knowingly left aside.
 */

const cmsBlocksDirectory = path.resolve(import.meta.dirname, "../../../services/cms/src/components/blocks");
const blocksDirectory = path.resolve(import.meta.dirname, "../app/blocks");

const cmsBlockNames = readdirSync(cmsBlocksDirectory)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();

const cmsComponent = z.object({ attributes: z.record(z.string(), z.unknown()) });

function cmsFields(name: string): string[] {
  const json: unknown = JSON.parse(readFileSync(path.join(cmsBlocksDirectory, `${name}.json`), "utf8"));
  return Object.keys(cmsComponent.parse(json).attributes);
}

type BlockSchemaModule = { block: { uid: string; schema: z.ZodType }; ignoredFields?: readonly string[] };
const schemaModules = import.meta.glob<BlockSchemaModule>("../app/blocks/*/schema.ts", { eager: true });

function schemaModule(name: string): BlockSchemaModule {
  const module = schemaModules[`../app/blocks/${name}/schema.ts`];
  if (!module) throw new Error(`app/blocks/${name}/schema.ts is missing`);
  return module;
}

/** The uids whose registered renderer does not take that uid's block: none may exist. */
type MisregisteredUid = { [Uid in BlockComponent]: [BlockOf<Uid>] extends [never] ? Uid : never }[BlockComponent];

describe("the storefront's blocks match the CMS's block components", () => {
  it("has a folder with a schema.ts for every CMS block component, and nothing else", () => {
    const folders = readdirSync(blocksDirectory, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual(cmsBlockNames);
    for (const name of cmsBlockNames)
      expect(existsSync(path.join(blocksDirectory, name, "schema.ts")), name).toBe(true);
  });

  it.each(cmsBlockNames)(
    "names the uid blocks.%s in its schema, in the registry and in the server's schema set",
    (name) => {
      const uid = `blocks.${name}`;
      expect(schemaModule(name).block.uid).toBe(uid);
      expect(Object.keys(blockRenderers)).toContain(uid);
      expect(blockSchemas.has(uid)).toBe(true);
    },
  );

  it("registers exactly the uids the server can parse", () => {
    expect([...blockSchemas.keys()].sort()).toEqual(Object.keys(blockRenderers).sort());
  });

  it("registers each renderer under a uid whose block it takes", () => {
    expectTypeOf<MisregisteredUid>().toBeNever();
  });

  it.each(cmsBlockNames)("reads every field of the CMS component %s, or names it in ignoredFields", (name) => {
    const { block, ignoredFields = [] } = schemaModule(name);
    const handled = new Set([...fieldsRead(block.schema), ...ignoredFields]);
    expect(cmsFields(name).filter((field) => !handled.has(field))).toEqual([]);
  });
});
