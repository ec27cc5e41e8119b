import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { shopError } from "./errors.js";

/**
 * Checked before validation, whose cost grows with these (8,000 aliases took 1.4 s). The largest honest
 * operation has under 100 fields, no alias, one mutation.
 */
export const MAX_DOCUMENT_FIELDS = 1_000;
export const MAX_DOCUMENT_ALIASES = 100;
export const MAX_MUTATIONS_PER_OPERATION = 10;

/**
 * Guards against queries that are cheap to send and expensive to answer. Complexity counts every
 * field once per object it is resolved on, so a connection multiplies its children by its page size.
 */
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 100_000;

interface Measure {
  depth: number;
  complexity: number;
}

function pageSize(field: FieldNode, variables: Record<string, unknown>): number {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== "first" && argument.name.value !== "last") continue;
    const value = argument.value;
    if (value.kind === Kind.INT) return Math.max(1, Number(value.value));
    if (value.kind === Kind.VARIABLE) {
      const given = variables[value.name.value];
      if (typeof given === "number") return Math.max(1, given);
    }
  }
  return 1;
}

export function measureOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk = (
    selectionSet: SelectionSetNode,
    depth: number,
    multiplier: number,
    inFragments: ReadonlySet<string>,
  ): Measure => {
    let result: Measure = { depth, complexity: 0 };
    const absorb = (inner: Measure) => {
      result = { depth: Math.max(result.depth, inner.depth), complexity: result.complexity + inner.complexity };
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        absorb({ depth: depth + 1, complexity: multiplier });
        if (selection.selectionSet)
          absorb(walk(selection.selectionSet, depth + 1, multiplier * pageSize(selection, variables), inFragments));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        absorb(walk(selection.selectionSet, depth, multiplier, inFragments));
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !inFragments.has(fragment.name.value)) {
          absorb(walk(fragment.selectionSet, depth, multiplier, new Set([...inFragments, fragment.name.value])));
        }
      }
    }
    return result;
  };
  return walk(operation.selectionSet, 0, 1, new Set());
}

export function checkQueryLimits(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
) {
  const { depth, complexity } = measureOperation(document, operation, variables);
  if (depth > MAX_QUERY_DEPTH) {
    return shopError(
      `Query has depth of ${depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`,
      "MAX_DEPTH_EXCEEDED",
    );
  }
  if (complexity > MAX_QUERY_COMPLEXITY) {
    return shopError(
      `Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_QUERY_COMPLEXITY}`,
      "MAX_COMPLEXITY_EXCEEDED",
    );
  }
  return null;
}

interface SelectionCount {
  fields: number;
  aliases: number;
  /** Fields at this level (through fragments), which for a mutation are the mutations it runs. */
  topLevelFields: number;
}

const EMPTY: SelectionCount = { fields: 0, aliases: 0, topLevelFields: 0 };

function addCount(total: { fields: number; aliases: number }, more: SelectionCount): void {
  total.fields += more.fields;
  total.aliases += more.aliases;
}

/** Counted as executed (once per spread), each fragment's count remembered so nested spreads stay linear. */
function selectionCounter(document: DocumentNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const counted = new Map<string, SelectionCount>();
  const count = (selectionSet: SelectionSetNode | undefined): SelectionCount => {
    const total = { ...EMPTY };
    for (const selection of selectionSet?.selections ?? []) {
      const inner =
        selection.kind === Kind.FRAGMENT_SPREAD ? countFragment(selection.name.value) : count(selection.selectionSet);
      addCount(total, inner);
      if (selection.kind === Kind.FIELD) {
        total.fields += 1;
        total.topLevelFields += 1;
        if (selection.alias) total.aliases += 1;
      } else {
        total.topLevelFields += inner.topLevelFields;
      }
    }
    return total;
  };
  const countFragment = (name: string): SelectionCount => {
    const known = counted.get(name);
    if (known) return known;
    // A spread cycle counts as empty here; validation rejects it.
    counted.set(name, EMPTY);
    const result = count(fragments.get(name)?.selectionSet);
    counted.set(name, result);
    return result;
  };
  /** Fragments no operation spreads are validated all the same, so each counts once. */
  const unspreadFragments = (): SelectionCount => {
    const total = { ...EMPTY };
    for (const name of fragments.keys()) {
      if (!counted.has(name)) addCount(total, countFragment(name));
    }
    return total;
  };
  return { count, unspreadFragments };
}

/** Refuses a document too large to be worth validating; runs before validation. */
export function checkDocumentSize(document: DocumentNode) {
  const { count, unspreadFragments } = selectionCounter(document);
  const total = { fields: 0, aliases: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const measured = count(definition.selectionSet);
    if (definition.operation === "mutation" && measured.topLevelFields > MAX_MUTATIONS_PER_OPERATION) {
      const message = `Mutation has ${measured.topLevelFields} root fields, which exceeds max mutations of ${MAX_MUTATIONS_PER_OPERATION}`;
      return shopError(message, "MAX_COMPLEXITY_EXCEEDED");
    }
    addCount(total, measured);
  }
  addCount(total, unspreadFragments());
  if (total.fields > MAX_DOCUMENT_FIELDS) {
    return shopError(
      `Query has ${total.fields} fields, which exceeds max fields of ${MAX_DOCUMENT_FIELDS}`,
      "MAX_COMPLEXITY_EXCEEDED",
    );
  }
  if (total.aliases > MAX_DOCUMENT_ALIASES) {
    return shopError(
      `Query has ${total.aliases} aliases, which exceeds max aliases of ${MAX_DOCUMENT_ALIASES}`,
      "MAX_COMPLEXITY_EXCEEDED",
    );
  }
  return null;
}
