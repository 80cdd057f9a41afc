import "@testing-library/jest-dom";

// RateLimiterDrizzle loads drizzle-orm with a dynamic import(), which Jest's module sandbox refuses.
jest.mock("rate-limiter-flexible", () =>
  jest
    .requireActual<typeof import("@/test-support/store/native-module")>("@/test-support/store/native-module")
    .loadNative("rate-limiter-flexible"),
);
