import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { shopError } from "./errors.js";

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

export function measureOperation(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk = (selectionSet: SelectionSetNode, depth: number, multiplier: number, inFragments: ReadonlySet<string>): Measure => {
    let result: Measure = { depth, complexity: 0 };
    const absorb = (inner: Measure) => {
      result = { depth: Math.max(result.depth, inner.depth), complexity: result.complexity + inner.complexity };
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        absorb({ depth: depth + 1, complexity: multiplier });
        if (selection.selectionSet) absorb(walk(selection.selectionSet, depth + 1, multiplier * pageSize(selection, variables), inFragments));
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

export function checkQueryLimits(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  const { depth, complexity } = measureOperation(document, operation, variables);
  if (depth > MAX_QUERY_DEPTH) {
    return shopError(`Query has depth of ${depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`, "MAX_DEPTH_EXCEEDED");
  }
  if (complexity > MAX_QUERY_COMPLEXITY) {
    return shopError(`Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_QUERY_COMPLEXITY}`, "MAX_COMPLEXITY_EXCEEDED");
  }
  return null;
}
