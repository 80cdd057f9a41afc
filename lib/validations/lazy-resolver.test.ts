import type { Resolver } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { code: string };

const options = { fields: {}, shouldUseNativeValidation: false };

describe("lazyResolver", () => {
  it("loads the real resolver once, on first use, and answers with it", async () => {
    const real: Resolver<Values, unknown, Values> = async (values) =>
      values.code
        ? { values, errors: {} as Record<string, never> }
        : { values: {} as Record<string, never>, errors: { code: { type: "custom", message: "Please enter a code" } } };
    const load = jest.fn(async () => real);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ code: "" }, undefined, options)).toEqual({
      values: {},
      errors: { code: { type: "custom", message: "Please enter a code" } },
    });
    expect(await resolver({ code: "P5-1" }, undefined, options)).toEqual({ values: { code: "P5-1" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(async (values: object) => ({ values, errors: {} }));
    const resolver = lazyResolver<Values, unknown, Values>(load);
    resolver.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(resolver({ code: "x" }, undefined, options)).resolves.toEqual({ values: { code: "x" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
