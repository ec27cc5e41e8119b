/** An error answered with Strapi's error envelope: { data: null, error: { status, name, message, details } }. */
export class StrapiError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  envelope() {
    return { data: null, error: { status: this.status, name: this.name, message: this.message, details: this.details } };
  }
}

export const notFound = () => new StrapiError(404, "NotFoundError", "Not Found");
export const forbidden = () => new StrapiError(403, "ForbiddenError", "Forbidden");
export const unauthorized = () => new StrapiError(401, "UnauthorizedError", "Missing or invalid credentials");
export const validationError = (message: string, details: Record<string, unknown> = {}) =>
  new StrapiError(400, "ValidationError", message, details);
export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new StrapiError(400, "BadRequestError", message, details);

/** Strapi's answer to an unknown field in a query parameter. */
export const invalidKey = (param: string, key: string, path: string[]) =>
  validationError(`Invalid key ${key}`, { key, path: [...path, key].join("."), source: "query", param });
