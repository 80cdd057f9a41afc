import "@testing-library/jest-dom";

// RateLimiterDrizzle loads drizzle-orm with a dynamic import(), which Jest's module sandbox refuses.
jest.mock("rate-limiter-flexible", () =>
  jest
    .requireActual<typeof import("@/test-support/store/native-module")>("@/test-support/store/native-module")
    .loadNative("rate-limiter-flexible"),
);

// Every PGlite a test opens on a fresh folder starts from a template instead of running initdb
// (test-support/pglite/), outside the module sandbox, where its dynamic import() works.
jest.mock("@electric-sql/pglite", () =>
  jest.requireActual<typeof import("@/test-support/pglite/templated")>("@/test-support/pglite/templated").templatedPglite(),
);
