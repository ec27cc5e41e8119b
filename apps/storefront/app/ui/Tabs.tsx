import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { key: string; label: ReactNode; panel: ReactNode };

type TabsProps = {
  items: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
  /** Controlled use: the selected key and its setter; otherwise the first tab starts selected. */
  selectedKey?: string;
  onSelect?: (key: string) => void;
};

/** WAI-ARIA tabs (one tab stop, arrows, Home, End). Without script the first panel shows. */
export function Tabs({ items, label, className, selectedKey, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key ?? "");
  const current = selectedKey ?? ownKey;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(key: string) {
    if (selectedKey === undefined) setOwnKey(key);
    onSelect?.(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    select(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div className={["tabs", className].filter(Boolean).join(" ")}>
      {/* Roving tabindex (WAI-ARIA tabs pattern): the selected tab takes focus, the list only hears its arrow keys. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === current;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== current}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
