"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code loads on first render (or earlier, on `preload`, e.g. when its button is
 * hovered or focused), drawn as `fallback` (nothing by default) until it has arrived. For dialogs, menus
 * and panels that mount only after a person asks for them, so they never render on the server.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null) {
  const Component = lazy(() => load().then((loaded) => ({ default: loaded })));
  function Lazy(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Lazy, preload: () => void load() };
}
