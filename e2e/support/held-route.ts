import type { Route } from "@playwright/test";

/**
 * A route handler that holds every answer until `release()`: no timer, so a loaded machine cannot answer
 * before the test has looked at what the page shows while it waits.
 */
export function heldUntilReleased(answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await answer(route);
  };
  return { handler, release };
}
