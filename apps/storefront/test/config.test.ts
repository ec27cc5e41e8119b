import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../app/config.server";
import { PRODUCTION_ENVIRONMENT } from "./support/production-environment";

describe("parseConfig", () => {
  it("runs the local stack with no environment at all", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.content).toEqual({ apiUrl: "http://localhost:1337", token: undefined, mediaOrigins: [] });
    expect(config.shop.apiUrl).toBe("http://localhost:4000/api/2026-04/graphql.json");
    expect(config.appKey).toBe("bedsmade");
    expect(config.locale).toEqual({ language: "en", currency: "AUD", country: "AU" });
  });

  it("names every locale field that is set empty", () => {
    const attempt = () => parseConfig({ LOCALE: "", CURRENCY: " ", COUNTRY: "AU" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow("Missing locale settings: LOCALE, CURRENCY.");
    expect(attempt).not.toThrow(/COUNTRY/);
  });

  it("names all three when all are empty", () => {
    expect(() => parseConfig({ LOCALE: "", CURRENCY: "", COUNTRY: "" })).toThrow(
      "Missing locale settings: LOCALE, CURRENCY, COUNTRY.",
    );
  });

  it("refuses a production start without the upstreams, the shop's token, the webhook secret or PUBLIC_URL, naming each", () => {
    const attempt = () => parseConfig({ NODE_ENV: "production" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      "Missing production settings: PUBLIC_URL, CONTENT_API_URL, SHOP_API_URL, SHOP_PRIVATE_TOKEN or SHOP_STOREFRONT_TOKEN, REVALIDATE_SECRET.",
    );
    for (const name of ["PUBLIC_URL", "CONTENT_API_URL", "SHOP_API_URL", "REVALIDATE_SECRET"])
      expect(() => parseConfig({ ...PRODUCTION_ENVIRONMENT, [name]: " " })).toThrow(
        `Missing production settings: ${name}.`,
      );
    const { SHOP_PRIVATE_TOKEN: _, ...withoutToken } = PRODUCTION_ENVIRONMENT;
    expect(() => parseConfig(withoutToken)).toThrow(/SHOP_PRIVATE_TOKEN or SHOP_STOREFRONT_TOKEN/);
    expect(parseConfig({ ...withoutToken, SHOP_STOREFRONT_TOKEN: "public" }).shop.storefrontToken).toBe("public");
  });

  it("reads PUBLIC_URL as an origin, and refuses what is not an http(s) address", () => {
    expect(() => parseConfig({ ...PRODUCTION_ENVIRONMENT, PUBLIC_URL: "bedsmade.com.au" })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ ...PRODUCTION_ENVIRONMENT, PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    expect(parseConfig({ ...PRODUCTION_ENVIRONMENT, PUBLIC_URL: "https://bedsmade.com.au/shop/" }).publicOrigin).toBe(
      "https://bedsmade.com.au",
    );
  });

  it("refuses a production start whose webhook or preview secret is shorter than 32 characters, naming it", () => {
    const attempt = () =>
      parseConfig({ ...PRODUCTION_ENVIRONMENT, REVALIDATE_SECRET: "short-secret", PREVIEW_SECRET: "x".repeat(31) });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow("Production secrets shorter than 32 characters: REVALIDATE_SECRET, PREVIEW_SECRET.");
    const long = "k".repeat(32);
    expect(
      parseConfig({ ...PRODUCTION_ENVIRONMENT, REVALIDATE_SECRET: long, PREVIEW_SECRET: long }).revalidateSecret,
    ).toBe(long);
    expect(parseConfig({ REVALIDATE_SECRET: "dev" }).revalidateSecret).toBe("dev");
  });

  it("lets development build absolute URLs from each request's origin", () => {
    expect(parseConfig({ NODE_ENV: "development" }).publicOrigin).toBeUndefined();
  });

  it("treats blank tokens as unset and trims the content URL's trailing slash", () => {
    const config = parseConfig({
      CONTENT_API_URL: "https://cms.example.com/",
      CONTENT_API_TOKEN: "  ",
      SHOP_STOREFRONT_TOKEN: "",
    });
    expect(config.content).toEqual({ apiUrl: "https://cms.example.com", token: undefined, mediaOrigins: [] });
    expect(config.shop.storefrontToken).toBeUndefined();
  });

  it("reads media origins as origins, and refuses anything but http(s)", () => {
    const config = parseConfig({
      CONTENT_MEDIA_ORIGINS: "https://storage.googleapis.com/bedsmade-media, https://cdn.example.com",
    });
    expect(config.content.mediaOrigins).toEqual(["https://storage.googleapis.com", "https://cdn.example.com"]);
    expect(() => parseConfig({ CONTENT_MEDIA_ORIGINS: "javascript:alert(1)" })).toThrow(/CONTENT_MEDIA_ORIGINS/);
  });

  it("rejects a malformed URL or port with the variable's name", () => {
    expect(() => parseConfig({ CONTENT_API_URL: "not a url" })).toThrow(/CONTENT_API_URL/);
    expect(() => parseConfig({ PORT: "70000" })).toThrow(/PORT/);
  });
});
