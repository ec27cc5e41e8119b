import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "../app/http/client-address";
import { clientKeyOf } from "../app/http/client-address.server";

const keyOf = (address: string | null) =>
  clientKeyOf(
    new Request("http://shop.test/api/forms", address ? { headers: { [CLIENT_ADDRESS_HEADER]: address } } : {}),
  );

describe("the key a visitor's requests are limited by", () => {
  it("is their IPv4 address, however Node writes it", () => {
    expect(keyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(keyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is their IPv6 /64, so picking another address in their block does not reset the limit", () => {
    const block = "2001:db8:85a3:42::/64";
    for (const address of ["2001:db8:85a3:42::1", "2001:0db8:85a3:0042:ffff:1:2:3", "2001:db8:85a3:42:0:0:0:9%eth0"]) {
      expect(keyOf(address), address).toBe(block);
    }
    expect(keyOf("2001:db8:85a3:43::1")).not.toBe(block);
    expect(keyOf("::1")).toBe("0:0:0:0::/64");
  });

  it("is one shared key when the server named no address", () => {
    expect(keyOf(null)).toBe("unknown");
  });
});
