import {
  GraphQLError,
  specifiedRules,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";

/** Codes in the style Shopify's GraphQL server gives its static validation errors. */
const CODE_BY_RULE: Record<string, string> = {
  FieldsOnCorrectTypeRule: "undefinedField",
  KnownArgumentNamesRule: "argumentNotAccepted",
  ProvidedRequiredArgumentsRule: "missingRequiredArguments",
  KnownTypeNamesRule: "undefinedType",
  VariablesInAllowedPositionRule: "variableMismatch",
  ValuesOfCorrectTypeRule: "argumentLiteralsIncompatible",
  NoUndefinedVariablesRule: "variableNotDefined",
  NoUnusedVariablesRule: "variableNotUsed",
  ScalarLeafsRule: "selectionMismatch",
  KnownDirectivesRule: "undefinedDirective",
  PossibleFragmentSpreadsRule: "fragmentSpreadTypeMismatch",
  NoUnusedFragmentsRule: "useAndDefineFragment",
  KnownFragmentNamesRule: "useAndDefineFragment",
};

function codeForRule(rule: ValidationRule): string {
  const fallback = rule.name.replace(/Rule$/, "");
  return CODE_BY_RULE[rule.name] ?? fallback.charAt(0).toLowerCase() + fallback.slice(1);
}

/** The path Shopify reports for a validation error: operation, then fields and arguments down to the node. */
function pathTo(document: DocumentNode, target: ASTNode | undefined): string[] | undefined {
  if (!target) return undefined;
  let found: string[] | undefined;
  visit(document, {
    enter(node, _key, _parent, _path, ancestors) {
      if (node !== target) return undefined;
      found = [...ancestors, node].flatMap((ancestor): string[] => {
        if (Array.isArray(ancestor) || !("kind" in ancestor)) return [];
        switch (ancestor.kind) {
          case "OperationDefinition":
            return [ancestor.name ? `${ancestor.operation} ${ancestor.name.value}` : ancestor.operation];
          case "FragmentDefinition":
            return [`fragment ${ancestor.name.value}`];
          case "InlineFragment":
            return [ancestor.typeCondition ? `... on ${ancestor.typeCondition.name.value}` : "..."];
          case "Field":
          case "Argument":
          case "ObjectField":
            return [ancestor.name.value];
          case "VariableDefinition":
            return [`$${ancestor.variable.name.value}`];
          default:
            return [];
        }
      });
      return false;
    },
  });
  return found;
}

/** On failure each rule runs alone, since graphql-js does not say which rule an error came from and it needs a code. */
export function validateDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[] = specifiedRules,
): GraphQLError[] {
  if (validate(schema, document, rules).length === 0) return [];
  return rules.flatMap((rule) =>
    validate(schema, document, [rule]).map(
      (error) =>
        new GraphQLError(error.message, {
          nodes: error.nodes,
          path: pathTo(document, error.nodes?.[0]),
          extensions: { code: codeForRule(rule) },
        }),
    ),
  );
}
