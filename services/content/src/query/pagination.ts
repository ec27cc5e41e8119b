import { validationError } from "../rest/errors.js";

export const DEFAULT_PAGE_SIZE = 25;
/** Strapi's api.rest.maxLimit in the standard project config. */
export const MAX_PAGE_SIZE = 100;

type PaginationMeta = Partial<Record<"page" | "pageSize" | "pageCount" | "start" | "limit" | "total", number>>;

export interface Pagination {
  offset: number;
  limit: number;
  meta: (total: number) => PaginationMeta;
}

const positiveInteger = (value: unknown, name: string, allowZero = false): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) {
    throw validationError(
      `Invalid '${name}' parameter. Expected an integer ${allowZero ? ">= 0" : "> 0"}, received: ${String(value)}`,
    );
  }
  return number;
};

/** Strapi v4's pagination: page/pageSize or start/limit (not both), clamped to maxLimit. */
export function parsePagination(value: unknown): Pagination {
  const params = (value ?? {}) as Record<string, unknown>;
  if (typeof params !== "object" || Array.isArray(params)) throw validationError("Invalid pagination parameter");
  const withCount = params.withCount === undefined || !["false", "0", false].includes(params.withCount as string);
  const pageBased = params.page !== undefined || params.pageSize !== undefined;
  const offsetBased = params.start !== undefined || params.limit !== undefined;
  if (pageBased && offsetBased) {
    throw validationError("Invalid pagination attributes. You cannot use page and offset pagination in the same query");
  }
  if (offsetBased) {
    const start = params.start === undefined ? 0 : positiveInteger(params.start, "start", true);
    // limit=-1 asks for everything, which maxLimit turns into one full page
    const limit =
      params.limit === undefined
        ? DEFAULT_PAGE_SIZE
        : Number(params.limit) === -1
          ? MAX_PAGE_SIZE
          : Math.min(positiveInteger(params.limit, "limit"), MAX_PAGE_SIZE);
    return {
      offset: start,
      limit,
      meta: (total) => (withCount ? { start, limit, total } : { start, limit }),
    };
  }
  const page = params.page === undefined ? 1 : positiveInteger(params.page, "page");
  const pageSize = Math.min(
    params.pageSize === undefined ? DEFAULT_PAGE_SIZE : positiveInteger(params.pageSize, "pageSize"),
    MAX_PAGE_SIZE,
  );
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    meta: (total) =>
      withCount ? { page, pageSize, pageCount: Math.ceil(total / pageSize), total } : { page, pageSize },
  };
}
