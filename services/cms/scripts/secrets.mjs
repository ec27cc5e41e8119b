// Strapi needs six secrets. A developer's first start makes them, into the git-ignored .env that
// Strapi reads at start; a production start never invents them: it names the missing ones and stops.
import { shortSecrets, shortSecretsSentence } from "@bedsmade/form-rules";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";

const envFile = path.join(import.meta.dirname, "..", ".env");
const secret = () => randomBytes(24).toString("base64");
const SECRETS = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(","),
  API_TOKEN_SALT: secret,
  ADMIN_JWT_SECRET: secret,
  TRANSFER_TOKEN_SALT: secret,
  JWT_SECRET: secret,
  ENCRYPTION_KEY: secret,
};

function definedInFile() {
  if (!existsSync(envFile)) return new Set();
  const names = readFileSync(envFile, "utf8")
    .split("\n")
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*\S/.exec(line)?.[1])
    .filter(Boolean);
  return new Set(names);
}

// The secrets shared with the storefront must be long too: a short one is guessed from one signed link.
if (process.env.NODE_ENV === "production" && shortSecrets(process.env).length > 0) {
  console.error(`[cms] ${shortSecretsSentence(shortSecrets(process.env))}`);
  process.exit(1);
}

// A production start reads its secrets from the environment only: an image built with the development
// .env inside it would otherwise run on secrets anyone with the image can read.
const unset = Object.keys(SECRETS).filter((name) => !process.env[name]);
if (process.env.NODE_ENV === "production" && unset.length > 0) {
  console.error(`[cms] These secrets must be set in the environment in production, not in .env: ${unset.join(", ")}.`);
  process.exit(1);
}

const inFile = definedInFile();
const missing = unset.filter((name) => !inFile.has(name));
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${SECRETS[name]()}`);
  appendFileSync(envFile, `# Generated for local development on first start; never commit.\n${lines.join("\n")}\n`, {
    mode: 0o600,
  });
  console.log(`[cms] Generated ${missing.join(", ")} into ${path.relative(process.cwd(), envFile) || envFile}.`);
}
