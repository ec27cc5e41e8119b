import { APP_VERSIONS, useAppVersion } from "./app-version";

/** A preference the purchase flow reads: V1.1 starts /buy at the product choice. */
export function VersionToggle() {
  const [version, setVersion] = useAppVersion();
  return (
    <div className="version-toggle" role="group" aria-label="App version">
      {APP_VERSIONS.map((option) => (
        <button
          key={option}
          type="button"
          className="version-toggle__option"
          aria-pressed={version === option}
          onClick={() => setVersion(option)}
        >
          V{option}
        </button>
      ))}
    </div>
  );
}
