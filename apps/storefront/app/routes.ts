import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("api/revalidate", "routes/api.revalidate.ts"),
  route("api/preview", "routes/api.preview.ts"),
  route("api/preview/exit", "routes/api.preview.exit.ts"),
  route("api/cart", "routes/api.cart.ts"),
  route("api/forms", "routes/api.forms.tsx"),
  route("buy", "routes/buy.tsx"),
  route("account", "routes/account.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Last: every other path is a content page, a blog article, an old path to redirect, or the 404 page.
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
