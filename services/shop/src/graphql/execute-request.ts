import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import type { CartCreationLimit } from "./cart-creation-limit.js";
import type { ShopContext } from "./context.js";
import { INTERNAL_ERROR_MESSAGE, notImplemented, shopError } from "./errors.js";
import { checkDocumentSize, checkQueryLimits } from "./query-limits.js";
import { rootValue } from "./root.js";
import { validateDocument } from "./validation.js";

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphQLResponseBody {
  data?: unknown;
  errors?: unknown[];
}

type FieldFunction = (args: Record<string, unknown>, context: ShopContext, info: GraphQLResolveInfo) => unknown;

/** Own properties only, so a field this service does not implement says so instead of answering null. */
const strictFieldResolver: GraphQLFieldResolver<unknown, ShopContext> = (source, args, context, info) => {
  if (typeof source === "object" && source !== null && Object.hasOwn(source, info.fieldName)) {
    const value: unknown = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === "function" ? (value as FieldFunction)(args, context, info) : value;
  }
  throw notImplemented(info);
};

/** Presenters tag every object that can stand for an abstract type (Node, Merchandise, …). */
const typenameResolver: GraphQLTypeResolver<unknown, ShopContext> = (value, _context, info) => {
  if (typeof value === "object" && value !== null && "__typename" in value && typeof value.__typename === "string")
    return value.__typename;
  throw shopError(`No concrete type for a ${info.returnType.toString()} value`, "INTERNAL_SERVER_ERROR");
};

function errorBody(errors: readonly GraphQLError[]): GraphQLResponseBody {
  return { errors: errors.map((error) => error.toJSON()) };
}

/** Keeps errors that carry a code (ours and graphql-js's); hides the details of anything unexpected. */
function publicError(error: GraphQLError, log: (error: unknown) => void): GraphQLError {
  if (error.extensions.code !== undefined) return error;
  log(error.originalError ?? error);
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}

export function createExecutor(
  schema: GraphQLSchema,
  log: (error: unknown) => void,
  limitCartCreation: CartCreationLimit,
) {
  return async function run(request: GraphQLRequest, context: ShopContext): Promise<GraphQLResponseBody> {
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return errorBody([
        new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { code: "syntaxError" },
        }),
      ]);
    }
    const sizeError = checkDocumentSize(document);
    if (sizeError) return errorBody([sizeError]);
    const validationErrors = validateDocument(schema, document);
    if (validationErrors.length > 0) return errorBody(validationErrors);

    const operation = getOperationAST(document, request.operationName ?? undefined);
    if (!operation) {
      const message = request.operationName
        ? `No operation named "${request.operationName}"`
        : "An operation name is required";
      return errorBody([shopError(message, "OPERATION_NOT_FOUND")]);
    }
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, {
      maxErrors: 50,
    });
    if (coerced.errors) {
      return errorBody(
        coerced.errors.map(
          (error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: "INVALID_VARIABLE" } }),
        ),
      );
    }
    const limitError = checkQueryLimits(document, operation, coerced.coerced);
    if (limitError) return errorBody([limitError]);
    const throttled = await limitCartCreation(document, operation, context.clientAddress);
    if (throttled) return errorBody([throttled]);

    const result = await execute({
      schema,
      document,
      rootValue,
      contextValue: context,
      variableValues: request.variables ?? {},
      operationName: request.operationName ?? undefined,
      fieldResolver: strictFieldResolver,
      typeResolver: typenameResolver,
    });
    const body: GraphQLResponseBody = { data: result.data ?? null };
    if (result.errors?.length) body.errors = result.errors.map((error) => publicError(error, log).toJSON());
    return body;
  };
}
