import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { EVERYTHING, tagsOfPaths } from "./cache-tags.server";
import { log as logger } from "../log.server";

/**
 * Each model's paths include the answers that embed it; form submissions purge nothing, so contact
 * messages cannot empty the caches (docs/content.md, "What a webhook purges").
 */

const PATHS_BY_MODEL: Record<string, readonly string[]> = {
  page: ["/api/pages", "/api/footer"],
  "blog-article": ["/api/blog-articles", "/api/pages"],
  "blog-category": ["/api/blog-articles", "/api/pages"],
  testimonial: ["/api/pages"],
  expert: ["/api/pages"],
  header: ["/api/header"],
  navigation: ["/api/navigation"],
  footer: ["/api/footer"],
  "subscribe-modal": ["/api/subscribe-modal"],
  "sold-out-modal": ["/api/sold-out-modal"],
  "info-modal": ["/api/info-modal"],
  redirect: ["/api/redirects"],
  "form-submission": [],
};

export const webhookBody = z.object({
  event: z.string().min(1),
  createdAt: z.string().optional(),
  model: z.string().min(1).optional(),
  uid: z.string().optional(),
  entry: z.record(z.string(), z.unknown()).nullish(),
  media: z.record(z.string(), z.unknown()).nullish(),
});
export type WebhookBody = z.infer<typeof webhookBody>;

/** The API paths a change touches, or `["*"]` for all of them. */
export function pathsTouchedBy(body: WebhookBody): readonly string[] {
  if (!body.event.startsWith("entry.") || !body.model) return [EVERYTHING];
  return PATHS_BY_MODEL[body.model] ?? [EVERYTHING];
}

/** Both sides are hashed first, so the comparison takes the same time whatever the guess. */
export function carriesSecret(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization?.startsWith("Bearer ")) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(secret));
}

const NO_STORE = { "Cache-Control": "no-store" };

export type RevalidateOptions = {
  secret: string | undefined;
  /** The tag every cached read and page carries (APP_KEY). */
  everything: string;
  /** Empties what carries these tags, on every instance and in a CDN (content.server.ts). */
  purge: (tags: readonly string[]) => Promise<void>;
  log?: (message: string) => void;
};

/** POST /api/revalidate: Strapi's webhook, authenticated by the shared secret. */
export async function handleRevalidate(request: Request, options: RevalidateOptions): Promise<Response> {
  const log = options.log ?? ((message: string) => logger.info(`[content] ${message}`));
  if (request.method !== "POST") {
    return Response.json({ error: "Use POST" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  }
  if (!carriesSecret(request.headers.get("Authorization"), options.secret)) {
    return Response.json(
      { error: "Missing or invalid revalidation secret" },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } },
    );
  }
  // Its size was checked before it was read (http/body-limit.server.ts).
  const text = await request.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ error: "The body is not JSON" }, { status: 400, headers: NO_STORE });
  }
  const body = webhookBody.safeParse(json);
  if (!body.success) {
    return Response.json(
      { error: `The body is not a Strapi webhook: ${z.prettifyError(body.error)}` },
      { status: 400, headers: NO_STORE },
    );
  }
  const revalidated = pathsTouchedBy(body.data);
  if (revalidated.length === 0) return new Response(null, { status: 204, headers: NO_STORE });
  const tags = tagsOfPaths(revalidated, options.everything);
  await options.purge(tags);
  log(`webhook ${body.data.event}${body.data.model ? ` (${body.data.model})` : ""}: purged ${tags.join(", ")}`);
  return Response.json({ revalidated, tags }, { headers: NO_STORE });
}
