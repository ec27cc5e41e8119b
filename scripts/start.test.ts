import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { needsBuild, portIsFree, repoRoot, stackEnvironment, stackServices } from "./stack.js";

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function occupyPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      servers.push(server);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

describe("npm start", () => {
  it("refuses to start, naming the service and the variable, when a port is taken", async () => {
    const port = await occupyPort();
    const result = spawnSync("npx", ["tsx", path.join("scripts", "start.ts")], {
      cwd: repoRoot,
      env: { ...process.env, SHOP_PORT: String(port) },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Port ${port} is already in use, so the shop service cannot start`);
    expect(result.stderr).toContain("SHOP_PORT=<port>");
  });

  it("reports a free port as free and a taken one as taken", async () => {
    const port = await occupyPort();
    expect(await portIsFree(port)).toBe(false);
    const spare = await occupyPort();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await portIsFree(spare)).toBe(true);
  });

  it("wires the services to each other's ports when only the ports change", () => {
    const saved = { ...process.env };
    Object.assign(process.env, { PORT: "3100", CONTENT_PORT: "1437", SHOP_PORT: "4100" });
    Object.assign(process.env, {
      CONTENT_API_URL: "",
      SHOP_API_URL: "",
      STOREFRONT_URL: "",
      PUBLIC_URL: "",
      SHOP_WEBHOOK_URL: "",
    });
    try {
      const env = stackEnvironment(stackServices());
      expect(env.PUBLIC_URL).toBe("http://localhost:3100");
      expect(env.CONTENT_API_URL).toBe("http://localhost:1437");
      expect(env.SHOP_API_URL).toBe("http://localhost:4100/api/2026-04/graphql.json");
      expect(env.STOREFRONT_URL).toBe("http://localhost:3100");
      expect(env.SHOP_WEBHOOK_URL).toBe("http://localhost:1437/api/shop-webhooks");
    } finally {
      process.env = saved;
    }
  });

  it("gives the content service and storefront one webhook secret unless the operator chose one", () => {
    const saved = { ...process.env };
    try {
      process.env.REVALIDATE_SECRET = "";
      const generated = stackEnvironment(stackServices()).REVALIDATE_SECRET;
      expect(generated).toMatch(/^[0-9a-f]{48}$/);
      expect(stackEnvironment(stackServices()).REVALIDATE_SECRET).not.toBe(generated);
      process.env.REVALIDATE_SECRET = "operator-secret";
      expect(stackEnvironment(stackServices()).REVALIDATE_SECRET).toBe("operator-secret");
    } finally {
      process.env = saved;
    }
  });

  it("gives the shop and the storefront one private Storefront API token unless the operator chose one", () => {
    const saved = { ...process.env };
    try {
      process.env.SHOP_PRIVATE_TOKEN = "";
      const generated = stackEnvironment(stackServices()).SHOP_PRIVATE_TOKEN;
      expect(generated).toMatch(/^[0-9a-f]{64}$/);
      expect(stackEnvironment(stackServices()).SHOP_PRIVATE_TOKEN).not.toBe(generated);
      process.env.SHOP_PRIVATE_TOKEN = "operator-token";
      expect(stackEnvironment(stackServices()).SHOP_PRIVATE_TOKEN).toBe("operator-token");
    } finally {
      process.env = saved;
    }
  });

  it("gives the shop and the CMS one stock-webhook secret unless the operator chose one", () => {
    const saved = { ...process.env };
    try {
      process.env.SHOP_WEBHOOK_SECRET = "";
      const generated = stackEnvironment(stackServices()).SHOP_WEBHOOK_SECRET;
      expect(generated).toMatch(/^[0-9a-f]{48}$/);
      expect(stackEnvironment(stackServices()).SHOP_WEBHOOK_SECRET).not.toBe(generated);
      process.env.SHOP_WEBHOOK_SECRET = "operator-shop-secret";
      expect(stackEnvironment(stackServices()).SHOP_WEBHOOK_SECRET).toBe("operator-shop-secret");
    } finally {
      process.env = saved;
    }
  });

  it("runs the local inbox and points the CMS's SMTP at it, on ports of the operator's choosing, unless SMTP is configured", () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { SMTP_HOST: "", SMTP_PORT: "2525", MAIL_WEB_PORT: "1180", MAIL_SMTP_PORT: "1125" });
      const services = stackServices();
      const inbox = services.find((service) => service.name === "mail");
      expect(inbox).toMatchObject({ port: 1180, secondPort: { port: 1125, portVariable: "MAIL_SMTP_PORT" } });
      expect(stackEnvironment(services)).toMatchObject({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: "1125",
        MAILDEV_SMTP_PORT: "1125",
        MAILDEV_WEB_PORT: "1180",
        MAILDEV_IP: "127.0.0.1",
      });

      Object.assign(process.env, { SMTP_HOST: "smtp.example.com", SMTP_PORT: "587" });
      const configured = stackServices();
      expect(configured.map((service) => service.name)).not.toContain("mail");
      expect(stackEnvironment(configured)).toMatchObject({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "587" });
    } finally {
      process.env = saved;
    }
  });

  it("rejects a port that is not a number", () => {
    const saved = process.env.PORT;
    process.env.PORT = "three thousand";
    try {
      expect(() => stackServices()).toThrow(/PORT must be a port number/);
    } finally {
      process.env.PORT = saved;
    }
  });

  it("asks for a build when a workspace has never been built", () => {
    for (const service of stackServices()) {
      expect(needsBuild({ ...service, outputs: ["does-not-exist.js"] })).toBe(true);
    }
  });
});
