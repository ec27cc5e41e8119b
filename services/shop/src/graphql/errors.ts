import { GraphQLError, type GraphQLResolveInfo } from "graphql";

/** An error Shopify reports in the top-level `errors[]`, with a code clients can branch on. */
export function shopError(message: string, code: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function notImplemented(info: GraphQLResolveInfo): GraphQLError {
  return shopError(
    `Field ${info.parentType.name}.${info.fieldName} is not implemented by the local shop service`,
    "NOT_IMPLEMENTED",
  );
}

export function inputNotImplemented(typeName: string, fieldName: string): GraphQLError {
  return shopError(`Input ${typeName}.${fieldName} is not implemented by the local shop service`, "NOT_IMPLEMENTED");
}

/** Shopify's message for a list argument over its limit (lines, line ids, codes, attributes). */
export function inputTooLarge(size: number, maximum: number): GraphQLError {
  return shopError(
    `The input array size of ${size} is greater than the maximum allowed of ${maximum}.`,
    "MAX_INPUT_SIZE_EXCEEDED",
  );
}

export const INTERNAL_ERROR_MESSAGE = "Internal error. Looks like something went wrong on our end.";
