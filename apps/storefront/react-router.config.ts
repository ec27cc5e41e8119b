import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is rendered on the server: content must be crawlable and fast without JavaScript.
  ssr: true,
} satisfies Config;
