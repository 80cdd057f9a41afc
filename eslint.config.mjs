import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next*/**",
    "bench/baseline-app/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "bench/**/*.json",
    ".data/**",
    "next-env.d.ts",
  ]),
]);
