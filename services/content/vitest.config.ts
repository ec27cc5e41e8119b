import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // scripts/artwork holds the seed artwork generator and its own tests
    include: ["test/**/*.test.ts", "scripts/**/*.test.ts"],
    // sharp and SQLite are native: separate processes keep their threads apart between files.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
