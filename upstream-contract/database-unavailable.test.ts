import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET")],
    ["an administrator's shutdown (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["a server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (08006)", withCode("08006")],
    ["too many connections (53300)", withCode("53300")],
    ["pg's own words for a dropped socket", new Error("Connection terminated unexpectedly")],
    ["pg's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a driver error wrapped as the cause", new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") })],
    ["node's connect to several addresses", Object.assign(new AggregateError([withCode("ECONNREFUSED")], ""), {})],
  ])("says yes for %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a syntax error (42601)", withCode("42601", 'syntax error at or near "selec"')],
    ["a unique violation (23505)", withCode("23505")],
    ["a plain error", new Error("boom")],
    ["no error at all", undefined],
    ["a string", "ECONNREFUSED"],
  ])("says no for %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops following causes after a few levels", () => {
    let error: Error = withCode("ECONNREFUSED");
    for (let i = 0; i < 10; i++) error = new Error("wrapped", { cause: error });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
