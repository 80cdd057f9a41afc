import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The reference upstream stands in for the upstream APIs: the site reaches it only through the choice of
    // adapter (lib/upstream/embedded.ts), as it would reach the real ones. Tests may seed and inspect it.
    files: ["app/**", "components/**", "lib/**", "content/**", "proxy.ts"],
    ignores: ["lib/upstream/embedded.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/upstream-reference/*"], message: "Use getUpstream() from @/lib/upstream." }],
        },
      ],
    },
  },
  {
    // The reference upstream and the contract import nothing of the site: what they need of it (the
    // database opener, the log, the catalogue, the trial mail) is handed to them (lib/upstream/embedded.ts).
    files: ["upstream-reference/**", "upstream-contract/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/*", "!@/upstream-contract", "!@/upstream-contract/*", "!@/upstream-reference/*"],
              message: "The reference upstream and the contract take what they need of the site as options.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pages link to each other with plain anchors: every page is prerendered HTML, and next/link's
    // client router code (about 3 kB gzip on every page) buys nothing a document load does not
    // (docs/decisions/plain-links.md).
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
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
