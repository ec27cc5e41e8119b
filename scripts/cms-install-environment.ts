/**
 * The environment of the CMS's own `npm ci` (install-cms.ts). The root install's npm_* variables
 * describe that install — its workspaces, its lifecycle, its prefix — and would send the CMS's
 * install astray, but the settings that say where packages come from and how native modules are
 * built belong to the machine and are kept: a registry or proxy set for `npm install`, a CA, the
 * Node headers better-sqlite3 is compiled against.
 */
const MACHINE_SETTINGS = new Set([
  "registry",
  "proxy",
  "https_proxy",
  "noproxy",
  "ca",
  "cafile",
  "strict_ssl",
  "nodedir",
  "python",
  "cache",
  "userconfig",
  "globalconfig",
  "fetch_retries",
  "fetch_timeout",
]);

export function cmsInstallEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => {
      if (!name.toLowerCase().startsWith("npm_")) return true;
      const setting = /^npm_config_(.+)$/i.exec(name)?.[1]?.toLowerCase().replaceAll("-", "_");
      return setting !== undefined && MACHINE_SETTINGS.has(setting);
    }),
  );
}
