import { describe, expect, it } from "vitest";
import { cmsInstallEnvironment } from "./cms-install-environment.js";

describe("the CMS's own install", () => {
  /** Where packages come from and how native modules build: the machine's, whichever install runs. */
  const machine = {
    PATH: "/usr/bin",
    HTTPS_PROXY: "http://proxy.example:3128",
    npm_config_registry: "https://registry.example/",
    NPM_CONFIG_NODEDIR: "/opt/node-22",
    npm_config_https_proxy: "http://proxy.example:3128",
    npm_config_cafile: "/etc/ssl/company.pem",
  };
  /** What npm sets for the root install itself. */
  const rootInstallsOwn = {
    npm_config_workspace: "apps/storefront",
    npm_config_local_prefix: "/work/shop",
    npm_config_omit: "dev",
    npm_lifecycle_event: "postinstall",
    npm_package_name: "bedsmade",
    npm_command: "install",
  };

  it("keeps where packages come from and how native modules build, and leaves out the root install's own settings", () => {
    expect(cmsInstallEnvironment({ ...machine, ...rootInstallsOwn })).toEqual(machine);
  });
});
