import { readdirSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const BLOCK_STYLESHEETS = '@import "../blocks/*/*.css";';
const blocksDirectory = path.resolve(import.meta.dirname, "app/blocks");

/**
 * Expands the blocks' `@import` pattern in app/styles/app.css into one @import per block stylesheet,
 * so adding a block needs no stylesheet line and the site still serves one stylesheet.
 */
function blockStylesheets(): Plugin {
  return {
    name: "bedsmade:block-stylesheets",
    enforce: "pre",
    transform(code, id) {
      if (!code.includes(BLOCK_STYLESHEETS)) return null;
      this.addWatchFile(blocksDirectory);
      const imports = readdirSync(blocksDirectory, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".css"))
        .map((entry) => path.relative(path.dirname(id.split("?")[0] ?? id), path.join(entry.parentPath, entry.name)))
        .sort()
        .map((file) => `@import "${file}";`);
      return code.replace(BLOCK_STYLESHEETS, imports.join("\n"));
    },
  };
}

export default defineConfig({
  plugins: [blockStylesheets(), reactRouter()],
  build: {
    commonjsOptions: {
      // A wrapped CommonJS module is compiled at its first `require`, in one long task; unwrapping React
      // DOM cut the app's start-up task from 61–117 ms to 34–63 ms at 4× CPU slowdown (bench/REPORT.md).
      strictRequires: "auto",
    },
  },
});
