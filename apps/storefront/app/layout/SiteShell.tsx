import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { NavigationMenu } from "./NavigationMenu";
import { useShell } from "./shell-context";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The purchase flow has its own top bar: no header, menu or footer there. */
function isPurchaseFlow(pathname: string): boolean {
  return pathname === "/buy" || pathname.startsWith("/buy/");
}

/** The default layout: header, main, footer and bottom footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const shell = useShell();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  if (isPurchaseFlow(pathname)) return <>{children}</>;

  return (
    <>
      <SiteHeader
        header={shell.header}
        hasMenu={shell.navigation !== null}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onCloseMenu={() => setMenuOpen(false)}
      />
      {shell.navigation ? (
        <NavigationMenu
          navigation={shell.navigation}
          logo={shell.header?.logo ?? null}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
        />
      ) : null}
      {children}
      <SiteFooter footer={shell.footer} subscribeModal={shell.subscribeModal} />
    </>
  );
}
