import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's own `test`: `goto`, `reload` and history moves wait for the `load` event and nothing
 * more, so every spec acts as soon as a person could, before the page's code has necessarily run.
 * A control that would lose such a tap is a bug in the product, not in the spec.
 */
export const test = base;
