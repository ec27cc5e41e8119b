import { ContentRequestError } from "./client.server";

/**
 * Form submissions to the ezforms plugin (POST /api/ezforms/submit, body `{ formData }`).
 * Real ezforms neither validates nor rate-limits: app/forms does both before anything reaches here.
 */

const SUBMIT_PATH = "/api/ezforms/submit";
const TIMEOUT_MS = 8000;

export type EzformsOptions = {
  baseUrl: string;
  token?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type SubmitToEzforms = (formData: Record<string, string>) => Promise<void>;

export function createEzformsSubmitter(options: EzformsOptions): SubmitToEzforms {
  const fetchImpl = options.fetch ?? fetch;
  const target = new URL(SUBMIT_PATH, `${options.baseUrl}/`).toString();
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  return async (formData) => {
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method: "POST",
        headers,
        body: JSON.stringify({ formData }),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (cause) {
      throw new ContentRequestError(`Form submission POST ${target} failed: ${String(cause)}`, target, undefined, {
        cause,
      });
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 200);
      throw new ContentRequestError(
        `Form submission POST ${target} answered ${response.status}: ${detail}`,
        target,
        response.status,
      );
    }
  };
}
