import { describe, expect, it } from "vitest";
import { cmsInstallEnvironment } from "./cms-install-environment.js";

describe("the CMS's own install", () => {
  const rootInstall = {
    PATH: "/usr/bin",
    HTTPS_PROXY: "http://proxy.example:3128",
    npm_config_registry: "https://registry.example/",
    NPM_CONFIG_NODEDIR: "/opt/node-22",
    npm_config_https_proxy: "http://proxy.example:3128",
    npm_config_cafile: "/etc/ssl/company.pem",
    npm_config_workspace: "apps/storefront",
    npm_config_local_prefix: "/work/shop",
    npm_config_omit: "dev",
    npm_lifecycle_event: "postinstall",
    npm_package_name: "bedsmade",
    npm_command: "install",
  };

  it("keeps where packages come from and how native modules build, as set for the root install", () => {
    expect(cmsInstallEnvironment(rootInstall)).toEqual({
      PATH: "/usr/bin",
      HTTPS_PROXY: "http://proxy.example:3128",
      npm_config_registry: "https://registry.example/",
      NPM_CONFIG_NODEDIR: "/opt/node-22",
      npm_config_https_proxy: "http://proxy.example:3128",
      npm_config_cafile: "/etc/ssl/company.pem",
    });
  });
});
