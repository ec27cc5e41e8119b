/**
 * The start-up loading screen with the animated logo. It never delays or covers the first
 * paint: the server-rendered page is readable at once, and CSS only fades this in when the app is
 * still not interactive 2 s later (a slow phone or network), then removes it once React has
 * hydrated (html[data-hydrated]). It gives up after 12 s so a failed script never traps the page,
 * and script-less visitors never see it (the noscript style).
 */
export function AppLoadingOverlay() {
  return (
    <>
      <noscript>
        <style>{".app-loading{display:none}"}</style>
      </noscript>
      <div className="app-loading" aria-hidden="true">
        <svg className="app-loading__logo" viewBox="0 0 64 64" width="64" height="64">
          <rect x="8" y="14" width="48" height="8" rx="4" />
          <rect x="8" y="28" width="48" height="8" rx="4" />
          <rect x="8" y="42" width="48" height="8" rx="4" />
        </svg>
      </div>
    </>
  );
}
