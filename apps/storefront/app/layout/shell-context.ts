import { useRouteLoaderData } from "react-router";
import type { Shell } from "../content/types";

/** Shown to an editor previewing content from the CMS: which version they are looking at. */
export type PreviewView = { status: "draft" | "published" };

/** What the root loader gives every page; `preview` is set for an editor only. */
export type RootData = { shell: Shell; appKey: string; preview: PreviewView | null };

const EMPTY_SHELL: Shell = {
  header: null,
  navigation: null,
  footer: null,
  subscribeModal: null,
  soldOutModal: null,
  degraded: true,
};
const DEFAULT_APP_KEY = "bedsmade";

function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** The site chrome's content; empty parts (null) when the content service could not supply them. */
export function useShell(): Shell {
  return useRootData()?.shell ?? EMPTY_SHELL;
}

/** The APP_KEY cookie prefix, for the browser's own preference cookies. */
export function useAppKey(): string {
  return useRootData()?.appKey ?? DEFAULT_APP_KEY;
}

/** The editor's preview, or null for every shopper. */
export function usePreview(): PreviewView | null {
  return useRootData()?.preview ?? null;
}
