import { z } from "zod";

/**
 * The HTTP client for the content service (Strapi v4 REST, or v5). The only module that
 * performs requests to it; everything above works with parsed JSON.
 */

const DEFAULT_TIMEOUT_MS = 5000;

export type ContentClientOptions = {
  /** Base URL of the Strapi server, without a trailing slash. */
  baseUrl: string;
  /** Strapi API token; sent as a Bearer token when set. */
  token?: string | undefined;
  timeoutMs?: number;
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
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  async function get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const target = contentRequestUrl(options.baseUrl, path, query);

    let response: Response;
    try {
      response = await fetchImpl(target, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      const reason =
        cause instanceof Error && cause.name === "TimeoutError"
          ? `timed out after ${timeoutMs} ms`
          : `failed: ${cause instanceof Error ? cause.message : String(cause)}`;
      throw new ContentRequestError(`Content request GET ${target} ${reason}`, target, undefined, { cause });
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
      throw new ContentRequestError(`Content request GET ${target} returned invalid JSON`, target, response.status, {
        cause,
      });
    }
  }

  return { get, baseUrl: options.baseUrl };
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
