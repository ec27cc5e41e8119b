import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import {
  Kind,
  NoDeprecatedCustomRule,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { checkDocumentSize } from "../src/graphql/query-limits.js";
import { loadStorefrontSchema } from "../src/graphql/schema.js";
import { packageRoot } from "../src/package-root.js";

/*
 * Every GraphQL operation in the repository must pass the official Storefront API 2026-04 schema
 * with no deprecated field, so a typo added anywhere fails here.
 */

const repositoryRoot = resolve(packageRoot, "..", "..");
const SEARCHED = ["apps", "services", "e2e"];
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  "build",
  ".react-router",
  ".data",
  "coverage",
  "test-results",
  "playwright-report",
]);

function* sourceFiles(folder: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* sourceFiles(path);
    } else if (/\.(graphql|tsx?)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      yield path;
    }
  }
}

/** The GraphQL text of each marked template literal; `${…}` parts (interpolated fragments) are dropped. */
function graphqlTemplates(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const literalText = (node: ts.TemplateLiteral) =>
    ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("\n");
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /^(graphql|gql)$/.test(node.tag.getText(source))) {
      found.push(literalText(node.template));
    } else if (
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      !ts.isTaggedTemplateExpression(node.parent)
    ) {
      const content = literalText(node);
      if (content.trimStart().startsWith("#graphql")) found.push(content);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface FoundDocument {
  file: string;
  document: DocumentNode;
}

function findDocuments(): { documents: FoundDocument[]; parseFailures: string[] } {
  const documents: FoundDocument[] = [];
  const parseFailures: string[] = [];
  for (const folder of SEARCHED) {
    for (const path of sourceFiles(join(repositoryRoot, folder))) {
      const text = readFileSync(path, "utf8");
      const file = relative(repositoryRoot, path);
      const bodies = path.endsWith(".graphql") ? [text] : graphqlTemplates(path, text);
      for (const body of bodies) {
        try {
          documents.push({ file, document: parse(body) });
        } catch (error) {
          parseFailures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  return { documents, parseFailures };
}

const schema = loadStorefrontSchema();
const rules = [...specifiedRules, NoDeprecatedCustomRule];
const { documents, parseFailures } = findDocuments();

const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  definition.kind === Kind.OPERATION_DEFINITION;
const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode =>
  definition.kind === Kind.FRAGMENT_DEFINITION;

/** Fragments by name: those of the same document first, then any in the repository (interpolated ones). */
const repositoryFragments = new Map<string, FragmentDefinitionNode>();
for (const { document } of documents) {
  for (const fragment of document.definitions.filter(isFragment)) {
    if (!repositoryFragments.has(fragment.name.value)) repositoryFragments.set(fragment.name.value, fragment);
  }
}

function withFragments(root: DefinitionNode, own: DocumentNode): DocumentNode {
  const local = new Map(own.definitions.filter(isFragment).map((fragment) => [fragment.name.value, fragment]));
  const included = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [root];
  while (pending.length > 0) {
    const next = pending.pop() as DefinitionNode;
    const spreads = JSON.stringify(next).matchAll(/"kind":"FragmentSpread","name":\{"kind":"Name","value":"([^"]+)"/g);
    for (const [, name = ""] of spreads) {
      const fragment = local.get(name) ?? repositoryFragments.get(name);
      if (fragment && !included.has(name)) {
        included.set(name, fragment);
        pending.push(fragment);
      }
    }
  }
  return { kind: Kind.DOCUMENT, definitions: [root, ...included.values()] };
}

const operations = documents.flatMap(({ file, document }) =>
  document.definitions.filter(isOperation).map((operation) => ({
    label: `${file}: ${operation.operation} ${operation.name?.value ?? "(anonymous)"}`,
    document: withFragments(operation, document),
  })),
);
const usedFragments = new Set(
  operations.flatMap(({ document }) => document.definitions.filter(isFragment).map((fragment) => fragment.name.value)),
);
const unusedFragments = [...repositoryFragments.values()].filter((fragment) => !usedFragments.has(fragment.name.value));

describe("GraphQL operations in the repository", () => {
  it("finds the operations, including this service's own test operations", () => {
    const labels = operations.map((operation) => operation.label);
    expect(labels).toContain("services/shop/test/operations/cart.graphql: mutation CartLinesUpdate");
    expect(labels).toContain("services/shop/test/operations/catalogue.graphql: query ProductsPage");
  });

  it("parses every GraphQL document", () => {
    expect(parseFailures).toEqual([]);
  });

  for (const { label, document } of operations) {
    it(`${label} is valid against the Storefront API 2026-04 schema`, () => {
      expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    });
    it(`${label} fits the shop's limits on fields, aliases and mutations`, () => {
      expect(checkDocumentSize(document)).toBeNull();
    });
  }

  for (const fragment of unusedFragments) {
    it(`fragment ${fragment.name.value} is valid on its own`, () => {
      const document = withFragments(fragment, { kind: Kind.DOCUMENT, definitions: [] });
      const fragmentRules = rules.filter((rule) => rule !== NoUnusedFragmentsRule);
      expect(validate(schema, document, fragmentRules).map((error) => error.message)).toEqual([]);
    });
  }

  it("catches a deprecated field", () => {
    const document = parse(
      'query Old { product(handle: "x") { variants(first: 1) { nodes { priceV2 { amount } } } } }',
    );
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([
      "The field ProductVariant.priceV2 is deprecated. Use `price` instead.",
    ]);
  });
});
