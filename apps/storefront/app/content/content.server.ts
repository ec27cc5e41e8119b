import { data } from "react-router";
import { config } from "../config.server";
import { createContentApi } from "./api.server";
import { ContentRequestError, createContentClient } from "./client.server";

/** The content service as configured for this process; routes import this, tests build their own. */
export const content = createContentApi(
  createContentClient({ baseUrl: config.content.apiUrl, token: config.content.token }),
);

export const CONTENT_UNAVAILABLE_MESSAGE = "Our pages are taking a short rest. Please try again in a minute.";

/**
 * Runs a loader's content reads. When the content service cannot be reached or answers badly,
 * the cause is logged for the operator and the shopper gets a calm 503 page (no stack trace).
 */
export async function loadContent<Result>(load: () => Promise<Result>): Promise<Result> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ContentRequestError)) throw error;
    console.error(`[content] ${error.message}`);
    throw data(CONTENT_UNAVAILABLE_MESSAGE, { status: 503, headers: { "Retry-After": "60" } });
  }
}
