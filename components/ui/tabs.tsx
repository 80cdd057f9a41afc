"use client";

import { useEffect, useId, useRef, useState } from "react";
import { TabsBeforeCode } from "./tabs-before-code";
import styles from "./tabs.module.css";

export interface TabItem {
  value: string;
  label: string;
  content: React.ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Defaults to the first item. */
  defaultValue?: string;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern (automatic activation): one tab stop, arrow
 * keys move and select, Home and End jump, focus wraps. Every panel is rendered, inactive ones
 * `hidden`, so the server-rendered HTML holds all of the content. Written here rather than taken from
 * Radix: the game pages' JavaScript budget (docs/decisions/own-tabs.md) has no room for its ~5 kB, and the
 * pattern is small and fully covered by tests.
 */
export function Tabs({ label, items, defaultValue, className }: TabsProps) {
  const [value, setValue] = useState(defaultValue ?? items[0]?.value ?? "");
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  // A link to `#<value>` (the game hero's "Teaching documents") selects that tab and brings the tabs into view.
  useEffect(() => {
    // A tab tapped before the page's code ran was selected by TabsBeforeCode: start from that one.
    const tappedEarly = tabs.current.findIndex((tab) => tab?.getAttribute("aria-selected") === "true");
    const early = items[tappedEarly];
    if (early) setValue(early.value);
    const fromHash = () => {
      const item = items.find((entry) => `#${entry.value}` === window.location.hash);
      if (!item) return;
      setValue(item.value);
      rootRef.current?.scrollIntoView({ block: "start" });
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [items]);

  const select = (index: number) => {
    const count = items.length;
    const next = ((index % count) + count) % count;
    const item = items[next];
    if (!item) return;
    setValue(item.value);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className} ref={rootRef}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              className={styles.trigger}
              onClick={() => setValue(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={item.value !== value}
          data-state={item.value === value ? "active" : "inactive"}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
      <TabsBeforeCode />
    </div>
  );
}
