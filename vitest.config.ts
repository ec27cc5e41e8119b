import { defineConfig } from "vitest/config";

// Root-level tests cover the scripts that tie the workspaces together; each workspace has its own config.
export default defineConfig({
  test: { include: ["scripts/**/*.test.ts"], testTimeout: 30_000 },
});
