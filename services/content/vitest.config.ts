import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // sharp and SQLite are native: separate processes keep their threads apart between files.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
