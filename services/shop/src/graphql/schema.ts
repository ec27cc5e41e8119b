import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";

const require = createRequire(import.meta.url);

/** The official Storefront API 2026-04 schema, as shipped in the pinned @shopify/hydrogen-react. */
export const storefrontSchemaFile = require.resolve("@shopify/hydrogen-react/storefront.schema.json");

export function loadStorefrontSchema(): GraphQLSchema {
  const introspection = JSON.parse(readFileSync(storefrontSchemaFile, "utf8")) as IntrospectionQuery;
  return buildClientSchema(introspection);
}
