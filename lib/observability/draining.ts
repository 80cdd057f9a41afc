/**
 * Set when the process is told to stop (SIGTERM): readiness answers 503 from then on, so a balancer that
 * probes it stops sending before Next finishes the requests in flight and exits. On globalThis, since
 * instrumentation.ts (which hears the signal) and the route handler are compiled separately.
 */
const KEY = Symbol.for("bizsim.draining");
const holder = globalThis as typeof globalThis & { [KEY]?: boolean };

export const isDraining = (): boolean => holder[KEY] === true;

export function startDraining(): void {
  holder[KEY] = true;
}

/** Tests only. */
export function stopDrainingForTests(): void {
  delete holder[KEY];
}
