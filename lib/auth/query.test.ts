import { queryString, searchParamsOf } from "./query";

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
