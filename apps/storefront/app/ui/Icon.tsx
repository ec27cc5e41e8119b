/** Small line icons drawn in currentColor. They are decorative: the control around them carries the name. */

const PATHS = {
  warning: "M12 3 2 21h20L12 3Zm0 6v5m0 3.5v.5",
  close: "M5 5l14 14M19 5 5 19",
  menu: "M3 6h18M3 12h18M3 18h18",
  check: "M4 12.5 9 17.5 20 6.5",
  "chevron-down": "M6 9l6 6 6-6",
  "arrow-right": "M4 12h16m-6-6 6 6-6 6",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={["icon", className].filter(Boolean).join(" ")}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
