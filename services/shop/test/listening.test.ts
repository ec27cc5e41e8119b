import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { configFromEnv } from "../src/config.js";
import { startShop, type TestShop } from "./helpers.js";

/** This machine's own address on its network, which a neighbour would use to reach the stand-in. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.stop();
  shop = undefined;
});

const answers = (host: string, port: number) =>
  fetch(`http://${host}:${port}/api/2026-04/graphql.json`, { method: "OPTIONS" }).then(
    () => true,
    () => false,
  );

describe("where the shop stand-in listens", () => {
  it("on this machine only, unless HOST says otherwise", async () => {
    expect(configFromEnv({}).host).toBe("127.0.0.1");
    expect(networkAddress).toBeDefined();
    shop = await startShop();
    expect(await answers("127.0.0.1", shop.service.port)).toBe(true);
    expect(await answers(networkAddress ?? "", shop.service.port)).toBe(false);
  });

  it("on every interface with HOST=0.0.0.0, as a container sets it", async () => {
    shop = await startShop({ host: configFromEnv({ HOST: "0.0.0.0" }).host });
    expect(await answers(networkAddress ?? "", shop.service.port)).toBe(true);
  });
});
