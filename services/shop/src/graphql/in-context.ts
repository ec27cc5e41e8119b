import { getDirectiveValues, type GraphQLResolveInfo } from "graphql";

/** `ZZ` is the schema's "Unknown Region", the country hydrogen-react sends when it knows none. */
const UNKNOWN_REGION = "ZZ";

/** The country of the operation's `@inContext(country:)`, if it names one. */
export function inContextCountry(info: GraphQLResolveInfo): string | null {
  const directive = info.schema.getDirective("inContext");
  const country = directive ? getDirectiveValues(directive, info.operation, info.variableValues)?.country : undefined;
  return typeof country === "string" && country !== UNKNOWN_REGION ? country : null;
}
