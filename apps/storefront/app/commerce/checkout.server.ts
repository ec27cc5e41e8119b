/**
 * Where a shopper may be sent to pay: only a checkoutUrl on the configured shop's host, or on a
 * host the operator listed in SHOP_CHECKOUT_HOSTS. Anything else (a tampered or compromised shop
 * answer) would make the storefront an open redirect.
 */

function hostMatches(url: URL, allowed: string): boolean {
  return allowed.includes(":") ? url.host === allowed : url.hostname === allowed;
}

export function isAllowedCheckoutUrl(checkoutUrl: string, shopApiUrl: string, extraHosts: string[]): boolean {
  let url: URL;
  let shop: URL;
  try {
    url = new URL(checkoutUrl);
    shop = new URL(shopApiUrl);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== shop.protocol) return false;
  if (url.username || url.password) return false;
  return url.host === shop.host || extraHosts.some((host) => hostMatches(url, host.toLowerCase()));
}
