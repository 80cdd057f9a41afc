"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import { useState } from "react";
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
 * Accessible tabs (arrow keys, Home/End). Every panel is rendered, inactive ones `hidden`, so the
 * server-rendered HTML holds all of the content.
 */
export function Tabs({ label, items, defaultValue, className }: TabsProps) {
  const [value, setValue] = useState(defaultValue ?? items[0]?.value ?? "");
  return (
    <RadixTabs.Root value={value} onValueChange={setValue} className={className}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          hidden={item.value !== value}
          className={styles.panel}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
