import type { Core } from "@strapi/strapi";
import { PUBLIC_ACTIONS } from "./public-access";

/**
 * The storefront's API token, named "Storefront", whose access key is exactly the storefront's
 * CONTENT_API_TOKEN, so one value set on both sides (npm start makes one per run) is all the wiring
 * there is. The storefront needs it to read drafts for the editor's preview (the CMS refuses
 * `status=draft` to anonymous readers, access/private-drafts.ts) and to send its visitors'
 * forms as itself, so the CMS's per-address form limit does not count the whole shop as one visitor.
 * It may do exactly what the public role may: a custom token with those actions, not a read-only
 * one (which the form route refuses) nor a full-access one.
 *
 * Strapi's api-token service only ever invents its own keys (create and regenerate take none), so
 * the token is created through the service and its key then replaced the way regenerate replaces
 * one: the HMAC of the key under apiToken.salt (what requests are looked up by) and the key
 * encrypted for the admin to show. Done on every start, so a new value replaces the old key and
 * the token is put back to these actions and unexpiring if someone changed it in the admin.
 * Unset, the token is left alone: an owner may manage it in the admin and copy its key by hand.
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
