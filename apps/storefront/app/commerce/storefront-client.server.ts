import { isIP } from "node:net";
import { z } from "zod";
import { requestIdHeader } from "../http/access-log.server.js";
import { createUpstreamBreaker, describeFailure, type UpstreamProbe } from "../http/upstream.server.js";

/**
 * The HTTP client for the Storefront API (Shopify's, or the local shop service). The only module
 * that performs requests to the shop. The envelope is validated here; `data` follows the
 * operation's selection set by GraphQL's own contract and is typed by the generated types.
 */

/** An action waits out at most two time limits in a row, so a shopper hears of an outage within 8 s. */
/** Our copy for any shop outage: calm, and the shopper's selection is kept by the caller. */
export const SHOP_UNAVAILABLE_MESSAGE =
  "We can't reach our shop right now. Your selection is safe, so please try again in a moment.";

/** The shop answered, but refused the operation (GraphQL `errors`, a bad token, a rejected request). */
export class ShopError extends Error {
  override name = "ShopError";
  constructor(
    message: string,
    /** `extensions.code` of each GraphQL error, or the HTTP status as text. */
    readonly codes: string[],
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The shop could not be reached in time, or is down (network failure, timeout, 5xx, throttling). */
export class ShopUnavailableError extends Error {
  override name = "ShopUnavailableError";
  readonly shopperMessage = SHOP_UNAVAILABLE_MESSAGE;
  constructor(detail: string, options?: ErrorOptions) {
    super(`Shop unavailable: ${detail}`, options);
  }
}

export type StorefrontClientOptions = {
  /** The full graphql.json URL. */
  apiUrl: string;
  storefrontToken?: string | undefined;
  /** Shopify's token for a shop's own server: sent with the shopper's address, so Shopify counts shoppers, not us. */
  privateToken?: string | undefined;
  /** The address of the shopper a request is made for; undefined when it is made for nobody in particular. */
  buyerAddress?: () => string | undefined;
  /** SHOP_TIMEOUT_MS; its default is in config.server.ts. */
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /**
   * The buyer's context (ISO country, e.g. "AU"; language, e.g. "en"), sent as `$country` and
   * `$language` to every operation that declares them for its `@inContext` directive.
   */
  inContext?: { country: string; language: string };
};

export type StorefrontClient = {
  /** Sends one operation; resolves to its `data`, or throws ShopError / ShopUnavailableError. */
  request<Data, Variables extends Record<string, unknown> = Record<string, never>>(
    query: string,
    variables?: Variables,
  ): Promise<Data>;
  readonly apiUrl: string;
};

const graphqlErrors = z.array(
  z.looseObject({ message: z.string(), extensions: z.looseObject({ code: z.string().optional() }).optional() }),
);
const envelope = z.looseObject({ data: z.unknown().optional(), errors: graphqlErrors.optional() });

/** The headers that say who is asking: as Shopify documents it, the shopper is named only beside the private token. */
function callerHeaders(
  options: Pick<StorefrontClientOptions, "storefrontToken" | "privateToken">,
  buyerAddress: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
    ...requestIdHeader(),
  };
  if (options.privateToken) {
    headers["Shopify-Storefront-Private-Token"] = options.privateToken;
    if (buyerAddress && isIP(buyerAddress)) headers["Shopify-Storefront-Buyer-IP"] = buyerAddress;
  } else if (options.storefrontToken) {
    headers["X-Shopify-Storefront-Access-Token"] = options.storefrontToken;
  }
  return headers;
}

/** Throttling and server trouble are temporary: the shopper should simply try again. */
const isTemporary = (status: number) => status === 429 || status === 430 || status >= 500;

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs;
  const breaker = createUpstreamBreaker();

  const contextVariables: Record<string, string> = options.inContext
    ? {
        country: options.inContext.country.toUpperCase(),
        // The API's LanguageCode is the bare language ("EN"), whatever region the locale names.
        language: (options.inContext.language.split(/[-_]/)[0] ?? "").toUpperCase(),
      }
    : {};

  function request<Data>(query: string, operationVariables: Record<string, unknown> = {}): Promise<Data> {
    const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    const label = operationName ?? "operation";
    return breaker.run(
      () => send<Data>(query, operationVariables, operationName, label),
      (error) => error instanceof ShopUnavailableError,
      () => new ShopUnavailableError(`${label} skipped: the shop is down (a probe just failed)`),
    );
  }

  async function send<Data>(
    query: string,
    operationVariables: Record<string, unknown>,
    operationName: string | undefined,
    label: string,
  ): Promise<Data> {
    const variables = { ...contextFor(query, contextVariables), ...operationVariables };
    let response: Response;
    try {
      response = await fetchImpl(options.apiUrl, {
        method: "POST",
        headers: callerHeaders(options, options.buyerAddress?.()),
        body: JSON.stringify({ query, variables, operationName }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const description = describeFailure(cause, timeoutMs);
      const reason =
        cause instanceof Error && cause.name === "TimeoutError"
          ? `${label} ${description}`
          : `${label} failed: ${description}`;
      throw new ShopUnavailableError(reason, { cause });
    }

    if (isTemporary(response.status)) {
      throw new ShopUnavailableError(`${label} answered HTTP ${response.status}`);
    }
    let body: z.infer<typeof envelope>;
    try {
      body = envelope.parse(await response.json());
    } catch (cause) {
      // A shop that stalls halfway through the body is as down as one that never answers.
      if (cause instanceof Error && cause.name === "TimeoutError") {
        throw new ShopUnavailableError(`${label} ${describeFailure(cause, timeoutMs)}`, { cause });
      }
      throw new ShopError(
        `${label} answered HTTP ${response.status} without a GraphQL body`,
        [String(response.status)],
        response.status,
      );
    }
    if (body.errors && body.errors.length > 0) {
      const codes = body.errors.map((error) => error.extensions?.code ?? "UNKNOWN");
      const messages = body.errors.map((error) => error.message || error.extensions?.code || "unnamed error");
      if (codes.includes("THROTTLED") || codes.includes("SERVICE_UNAVAILABLE")) {
        throw new ShopUnavailableError(`${label}: ${messages.join("; ")}`);
      }
      throw new ShopError(`${label}: ${messages.join("; ")}`, codes, response.status);
    }
    if (!response.ok || body.data === undefined || body.data === null) {
      throw new ShopError(
        `${label} answered HTTP ${response.status} without data`,
        [String(response.status)],
        response.status,
      );
    }
    return body.data as Data;
  }

  return { request: request as StorefrontClient["request"], apiUrl: options.apiUrl };
}

/** Only the context variables the operation declares: an undeclared variable is an error to a strict server. */
function contextFor(query: string, context: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(context).filter(([name]) => query.includes(`$${name}:`)));
}

/**
 * Asks the shop whether it answers, for the health endpoint: the smallest valid Storefront API
 * operation. Bypasses the breaker: it reports the shop as it is now.
 */
export async function probeShop(
  options: Pick<StorefrontClientOptions, "apiUrl" | "storefrontToken" | "privateToken" | "fetch"> & {
    timeoutMs: number;
  },
): Promise<UpstreamProbe> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const response = await (options.fetch ?? fetch)(options.apiUrl, {
      method: "POST",
      headers: callerHeaders(options, undefined),
      body: JSON.stringify({ query: "query HealthProbe { __typename }" }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = envelope.safeParse(await response.json().catch(() => null));
    if (response.ok && body.success && body.data.data) return { ok: true, latencyMs: latencyMs() };
    return { ok: false, latencyMs: latencyMs(), error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, latencyMs: latencyMs(), error: describeFailure(error, options.timeoutMs) };
  }
}
