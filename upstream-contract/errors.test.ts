import { isUpstreamError, UpstreamError } from "./errors";

describe("UpstreamError", () => {
  it("is recognised when another copy of its module made it, as the upstream client shared by every route bundle does", () => {
    let Other: typeof UpstreamError | undefined;
    jest.isolateModules(() => {
      Other = (jest.requireActual("./errors") as typeof import("./errors")).UpstreamError;
    });
    expect(Other).not.toBe(UpstreamError);
    const thrown = new Other!(401, "Invalid email or password");
    expect(thrown instanceof UpstreamError).toBe(true);
    expect(isUpstreamError(thrown)).toBe(true);
    expect(thrown.status).toBe(401);
  });

  it("is not any other error", () => {
    expect(new Error("x") instanceof UpstreamError).toBe(false);
    expect(Object.assign(new Error("x"), { name: "UpstreamError", status: 401 }) instanceof UpstreamError).toBe(false);
    expect((null as unknown as object) instanceof UpstreamError).toBe(false);
  });
});
