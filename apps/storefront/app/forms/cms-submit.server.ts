/** Form submissions to the CMS's form endpoint (POST /api/ezforms/submit, body `{ formData }`). */

const SUBMIT_PATH = "/api/ezforms/submit";
const TIMEOUT_MS = 8000;

/** A submission the CMS did not take: the shopper is told calmly and keeps what they typed. */
export class FormSubmitError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "FormSubmitError";
  }
}

export type CmsSubmitOptions = {
  baseUrl: string;
  token?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type SubmitToCms = (formData: Record<string, string>) => Promise<void>;

export function createCmsSubmitter(options: CmsSubmitOptions): SubmitToCms {
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
      throw new FormSubmitError(`Form submission POST ${target} failed: ${String(cause)}`, undefined, { cause });
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 200);
      throw new FormSubmitError(
        `Form submission POST ${target} answered ${response.status}: ${detail}`,
        response.status,
      );
    }
  };
}
