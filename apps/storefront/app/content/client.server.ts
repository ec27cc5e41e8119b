import { z } from "zod";
import { requestIdHeader } from "../http/access-log.server.js";
import { createUpstreamBreaker, describeFailure, type UpstreamProbe } from "../http/upstream.server.js";

/** The only module that sends requests to the CMS (Strapi 4 or 5); everything above works with JSON. */

export type ContentClientOptions = {
  /** Base URL of the Strapi server, without a trailing slash. */
  baseUrl: string;
  /** Strapi API token; sent as a Bearer token when set. */
  token?: string | undefined;
  /** CONTENT_TIMEOUT_MS; its default is in config.server.ts. */
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/** A failed content request, carrying what an operator needs to find the cause. */
export class ContentRequestError extends Error {
  override name = "ContentRequestError";
  constructor(
    message: string,
    readonly url: string,
    /** The HTTP status when the service answered; undefined for network errors and timeouts. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type ContentClient = {
  /** GETs a path such as `/api/header` with query parameters and returns the parsed JSON body. */
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  /** The base URL, used to resolve relative media URLs. */
  readonly baseUrl: string;
};

/** The full URL of a content read; it is also the read's cache key. */
export function contentRequestUrl(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${baseUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs;
  const headers = requestHeaders(options.token);
  const breaker = createUpstreamBreaker();

  function get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const target = contentRequestUrl(options.baseUrl, path, query);
    return breaker.run(
      () => read(target),
      (error) => error instanceof ContentRequestError && (error.status === undefined || error.status >= 500),
      () =>
        new ContentRequestError(
          `Content request GET ${target} skipped: the content service is down (a probe just failed)`,
          target,
        ),
    );
  }

  async function read(target: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(target, {
        headers: { ...headers, ...requestIdHeader() },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ContentRequestError(
        `Content request GET ${target} ${failureReason(cause, timeoutMs)}`,
        target,
        undefined,
        {
          cause,
        },
      );
    }

    if (!response.ok) {
      const detail = await readErrorMessage(response);
      throw new ContentRequestError(
        `Content request GET ${target} answered ${response.status}${detail ? `: ${detail}` : ""}`,
        target,
        response.status,
      );
    }
    try {
      return await response.json();
    } catch (cause) {
      // A service that stalls halfway through the body is as down as one that never answers.
      if (cause instanceof Error && cause.name === "TimeoutError") {
        throw new ContentRequestError(
          `Content request GET ${target} ${failureReason(cause, timeoutMs)}`,
          target,
          undefined,
          {
            cause,
          },
        );
      }
      throw new ContentRequestError(`Content request GET ${target} returned invalid JSON`, target, response.status, {
        cause,
      });
    }
  }

  return { get, baseUrl: options.baseUrl };
}

function requestHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** For the health endpoint: bypasses the breaker and the cache to report the CMS as it is now. */
export async function probeContentService(
  options: Pick<ContentClientOptions, "baseUrl" | "token" | "fetch"> & { timeoutMs: number },
): Promise<UpstreamProbe> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const response = await (options.fetch ?? fetch)(`${options.baseUrl}/_health`, {
      headers: requestHeaders(options.token),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel();
    return response.ok
      ? { ok: true, latencyMs: latencyMs() }
      : { ok: false, latencyMs: latencyMs(), error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, latencyMs: latencyMs(), error: describeFailure(error, options.timeoutMs) };
  }
}

function failureReason(cause: unknown, timeoutMs: number): string {
  const description = describeFailure(cause, timeoutMs);
  return cause instanceof Error && cause.name === "TimeoutError" ? description : `failed: ${description}`;
}

const strapiErrorBody = z.object({ error: z.object({ message: z.string() }) });

/** Strapi errors carry `{ error: { message } }`; anything else is summarised by its first characters. */
async function readErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = strapiErrorBody.safeParse(JSON.parse(text));
    if (body.success) return body.data.error.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200);
}
