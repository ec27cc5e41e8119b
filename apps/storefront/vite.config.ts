import { readdirSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const BLOCK_STYLESHEETS = '@import "../blocks/*/*.css";';
const blocksDirectory = path.resolve(import.meta.dirname, "app/blocks");

/**
 * Expands `@import "../blocks/*\/*.css";` in app/styles/app.css into one @import per block folder's
 * stylesheet, so adding a block needs no stylesheet line while the site still serves one
 * render-blocking stylesheet (root.tsx links it with a precedence, ahead of the scripts).
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
      // React and React DOM ship as CommonJS. By default each such module is wrapped in a function
      // run at its first `require`, and V8 compiles a function's body only when it is first called,
      // on the main thread: React DOM's 180 KB were compiled and run in one task as the app started
      // (61–117 ms at 4× CPU slowdown on `/`). "auto" wraps only modules in a require cycle or
      // required conditionally; React DOM's code becomes the chunk's own top level, compiled with
      // it: that task fell to 34–63 ms (bench/REPORT.md).
      strictRequires: "auto",
    },
  },
});
