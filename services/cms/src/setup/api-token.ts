import type { Core } from "@strapi/strapi";
import { PUBLIC_ACTIONS } from "./public-access";

/**
 * The storefront's token, keyed by CONTENT_API_TOKEN at every start so one value wires both sides.
 * Why it exists and how its key is set: docs/cms.md, "The storefront's API token".
 */

export const STOREFRONT_TOKEN_NAME = "Storefront";
const DESCRIPTION =
  "Used by the storefront to read content (drafts too, for the editor's preview) and to send its visitors' forms. Its key is set by CONTENT_API_TOKEN at every start.";
/** Strapi's own keys are 256 hex characters; anything much shorter is guessable. */
const SHORTEST_SAFE_KEY = 32;

type TokenRow = { id: number; accessKey: string; type: string; expiresAt: string | null };

export async function ensureStorefrontToken(strapi: Core.Strapi): Promise<void> {
  const key = process.env.CONTENT_API_TOKEN?.trim();
  if (!key) return;
  if (key.length < SHORTEST_SAFE_KEY) {
    strapi.log.warn(
      `[setup] CONTENT_API_TOKEN is shorter than ${SHORTEST_SAFE_KEY} characters: use a long random value.`,
    );
  }
  const tokens = strapi.service("admin::api-token-content-api");
  const rows = strapi.db.query("admin::api-token");
  let token = (await rows.findOne({
    where: { name: STOREFRONT_TOKEN_NAME },
    select: ["id", "accessKey", "type", "expiresAt"],
  })) as TokenRow | null;
  if (!token) {
    const created = (await tokens.create({
      name: STOREFRONT_TOKEN_NAME,
      description: DESCRIPTION,
      type: "custom",
      permissions: PUBLIC_ACTIONS,
      lifespan: null,
    })) as { id: number };
    token = { id: created.id, accessKey: "", type: "custom", expiresAt: null };
    strapi.log.info(`[setup] Created the API token "${STOREFRONT_TOKEN_NAME}" with the key from CONTENT_API_TOKEN.`);
  } else {
    // Through the service, which replaces the token's permission rows with exactly these.
    await tokens.update(token.id, { type: "custom", permissions: PUBLIC_ACTIONS });
  }
  const accessKey = tokens.hash(key) as string;
  if (token.accessKey === accessKey && token.expiresAt === null) return;
  await rows.update({
    where: { id: token.id },
    data: {
      accessKey,
      encryptedKey: strapi.service("admin::encryption").encrypt(key),
      lifespan: null,
      expiresAt: null,
    },
  });
}
