import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/test-support/empty.js" },
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next", "/bench/"],
  modulePathIgnorePatterns: ["<rootDir>/.next"],
};

const nextJestConfig = createJestConfig(config);

// jose 6 (lib/lti/) ships ES modules only, which Jest on Node 20 cannot require: SWC compiles it like our code.
const jestConfig = async () => {
  const resolved = await nextJestConfig();
  const patterns = resolved.transformIgnorePatterns ?? [];
  resolved.transformIgnorePatterns = patterns.map((pattern) => pattern.replace("/node_modules/(?!.pnpm)(?!(", "/node_modules/(?!.pnpm)(?!(jose|"));
  return resolved;
};

export default jestConfig;
