import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin expects a full app build, not a test run.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
