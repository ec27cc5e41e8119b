import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useHydrated } from "../../ui/useMediaQuery";

type SizeTabsProps<Item> = {
  /** Names the tab list for assistive technology, e.g. "Sizes". */
  label: string;
  items: Item[];
  /** The tab's text, e.g. "Super King". */
  tabLabel: (item: Item) => string;
  /** Each panel's heading level when panels show one under another (without JavaScript). */
  headingLevel: "h2" | "h3";
  renderPanel: (item: Item) => ReactNode;
};

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation; without script every size shows under its own heading. */
export function SizeTabs<Item>({ label, items, tabLabel, headingLevel: Heading, renderPanel }: SizeTabsProps<Item>) {
  const baseId = useId();
  const enhanced = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className="size-tabs">
      {enhanced ? (
        <div className="size-tabs__list" role="tablist" aria-label={label}>
          {items.map((item, index) => (
            <button
              key={index}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="size-tabs__tab"
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tabLabel(item)}
            </button>
          ))}
        </div>
      ) : null}
      {items.map((item, index) =>
        enhanced ? (
          <div
            key={index}
            role="tabpanel"
            id={panelId(index)}
            className="size-tabs__panel"
            aria-labelledby={tabId(index)}
            hidden={index !== selected}
            tabIndex={0}
          >
            {renderPanel(item)}
          </div>
        ) : (
          <div key={index} className="size-tabs__panel">
            <Heading className="size-tabs__panel-heading">{tabLabel(item)}</Heading>
            {renderPanel(item)}
          </div>
        ),
      )}
    </div>
  );
}
