import { BlockList, isIP } from "node:net";
import { routePathOf } from "../access/route-path";

/**
 * CMS_ADMIN_ALLOW (`203.0.113.4, 10.0.0.0/8`): when set, other addresses reach only the public REST
 * API and media; the admin and its APIs are refused, however the path is spelled.
 */

type Context = { path: string; request: { ip: string }; status: number; body: unknown; type: string };

const OPEN_TO_ALL = ["/api", "/uploads", "/favicon.ico", "/_health"];

function allowListOf(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (isIP(address) === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`CMS_ADMIN_ALLOW holds "${entry}", which is not an address or a network such as 10.0.0.0/8.`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function allows(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (mapped) return list.check(mapped, "ipv4") || list.check(ip, "ipv6");
  return isIP(ip) !== 0 && list.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");
}

export default () => {
  const setting = process.env.CMS_ADMIN_ALLOW?.trim();
  if (!setting) return async (_ctx: Context, next: () => Promise<void>) => next();
  const list = allowListOf(setting);
  return async (ctx: Context, next: () => Promise<void>) => {
    const path = routePathOf(ctx.path);
    const open = OPEN_TO_ALL.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (open || allows(list, ctx.request.ip)) return next();
    ctx.status = 403;
    ctx.type = "text/plain";
    ctx.body = "The CMS's admin is not open to this address. Ask the shop's engineer to add it to CMS_ADMIN_ALLOW.";
  };
};
