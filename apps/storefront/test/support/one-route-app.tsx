import type { ReactNode } from "react";
import { createRequestHandler, type EntryContext, Outlet, Scripts, type ServerBuild, ServerRouter } from "react-router";

/** How the build differs from the plainest one: the ways React Router's module script can be written. */
export type BuildShape = {
  /** "lazy" (the storefront's) inlines a partial manifest; "initial" imports the whole one. */
  routeDiscovery?: "initial" | "lazy";
  /** Development's hot reload, imported first. */
  hmrRuntime?: string;
  /** The page's client action in a chunk of its own (React Router's split route modules). */
  splitPage?: boolean;
  /** What the document's body ends with; React Router's `<Scripts />` unless told. */
  scripts?: ReactNode;
};

type DocumentRequestHandler = ServerBuild["entry"]["module"]["default"];

/** A one-route app served by React Router's own request handler, its document rendered by `entry`. */
export function serveOneRoute(
  page: () => ReactNode,
  entry: (app: ReactNode, context: EntryContext) => Promise<string>,
  shape: BuildShape = {},
) {
  return serveOneRouteWith(
    page,
    async (request, status, headers, context) =>
      new Response(await entry(<ServerRouter context={context} url={request.url} />, context), { status, headers }),
    shape,
  );
}

/** The same app, its documents answered by a whole document request handler (the storefront's entry.server). */
export function serveOneRouteWith(
  page: () => ReactNode,
  handleRequest: DocumentRequestHandler,
  shape: BuildShape = {},
) {
  function Root() {
    return (
      <html lang="en-AU">
        <head />
        <body>
          <Outlet />
          {shape.scripts ?? <Scripts />}
        </body>
      </html>
    );
  }
  const route = (id: string, parentId: string | undefined, path: string | undefined) => ({
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/${id}.js`,
    imports: [],
  });
  const pageRoute = { ...route("page", "root", undefined), index: true };
  const build = {
    entry: { module: { default: handleRequest } },
    routes: {
      root: { id: "root", path: "", module: { default: Root, loader: () => ({ shop: "Bedsmade" }) } },
      page: {
        id: "page",
        parentId: "root",
        index: true,
        module: { default: page, loader: () => ({ sheets: ["Classic 400", "Premium 600"], price: 18900 }) },
      },
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: {
        root: route("root", undefined, ""),
        page: shape.splitPage ? { ...pageRoute, clientActionModule: "/page-client-action.js" } : pageRoute,
      },
      url: "/manifest.js",
      version: "test",
      ...(shape.hmrRuntime ? { hmr: { runtime: shape.hmrRuntime } } : {}),
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: shape.routeDiscovery ?? "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}
