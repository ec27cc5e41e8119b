/**
 * The root install's npm_* variables (workspaces, prefix) would send the CMS's own `npm ci` astray; only
 * the machine's settings are kept: registry, proxy, CA and the Node headers native modules build against.
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
