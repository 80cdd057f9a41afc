import { queryString, roleOf, searchParamsOf } from "./query";

describe("searchParamsOf", () => {
  it("reads a query string as the record Next hands a page", () => {
    expect(searchParamsOf("?role=Facilitator&email=a%40b.co")).toEqual({ role: "Facilitator", email: "a@b.co" });
  });

  it("keeps repeated names, in order, so the query carried to the other form is the one received", () => {
    const params = searchParamsOf("?a=1&a=2&a=3&b=");
    expect(params).toEqual({ a: ["1", "2", "3"], b: "" });
    expect(queryString(params)).toBe("?a=1&a=2&a=3&b=");
  });

  it("reads nothing from an empty address", () => {
    expect(searchParamsOf("")).toEqual({});
    expect(queryString(searchParamsOf(""))).toBe("");
  });
});

describe("roleOf", () => {
  it.each([
    ["Facilitator", "facilitator"],
    ["facilitator", "facilitator"],
    ["Student", "student"],
    ["admin", "student"],
    [undefined, "student"],
  ] as const)("role=%s chooses %s", (role, expected) => {
    expect(roleOf(role === undefined ? {} : { role })).toBe(expected);
  });
});
