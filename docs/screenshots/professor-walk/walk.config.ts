import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../../playwright.config";

const root = path.resolve(__dirname, "..", "..", "..");

/**
 * The professor's walk, for its screenshots (not part of `npm test`; its steps are the browser suite's own):
 * `E2E_REUSE_BUILD=1 npx playwright test --config docs/screenshots/professor-walk/walk.config.ts`.
 */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: /walk\.ts$/,
  projects: [{ name: "walk", use: { ...base.projects?.[0]?.use } }],
  outputDir: path.join(root, "test-results", "walk"),
  webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: root })),
  workers: 1,
  timeout: 240_000,
});
