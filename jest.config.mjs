import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/test-support/empty.js" },
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next", "/bench/baseline-app/"],
  modulePathIgnorePatterns: ["<rootDir>/.next"],
};

// nuqs ships ES modules only: Jest compiles it like the site's own code (next/jest does so for jose).
const esmOnly = ["nuqs"];

export default async function jestConfig() {
  const built = await createJestConfig(config)();
  built.transformIgnorePatterns = built.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/(?!.pnpm)") ? pattern.replace("(?!(jose|", `(?!(${esmOnly.join("|")}|jose|`) : pattern,
  );
  return built;
}
