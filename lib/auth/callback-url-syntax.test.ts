import { NextRequest } from "next/server";
import { badCallbackCookies, urlWithoutBadCallbackUrl } from "./callback-url-syntax";

describe("callbackUrl values next-auth would answer 500 to", () => {
  const request = (query: string, cookie?: string) =>
    new NextRequest(`https://bizsim.example/api/auth/signin${query}`, cookie ? { headers: { cookie } } : undefined);

  it("drops a callbackUrl query parameter that is not a URL, and keeps one that is", () => {
    expect(urlWithoutBadCallbackUrl(request("?callbackUrl=%3A&x=1"))).toBe("https://bizsim.example/api/auth/signin?x=1");
    expect(urlWithoutBadCallbackUrl(request("?callbackUrl=%2Ftoc"))).toBe("https://bizsim.example/api/auth/signin?callbackUrl=%2Ftoc");
    expect(urlWithoutBadCallbackUrl(request(""))).toBe("https://bizsim.example/api/auth/signin");
  });

  it("names the callback-url cookies that are not URLs", () => {
    expect(badCallbackCookies(request("", "next-auth.callback-url=foo; __Secure-next-auth.callback-url=%2Ftoc"))).toEqual([
      "next-auth.callback-url",
    ]);
    expect(badCallbackCookies(request("", "next-auth.callback-url=https%3A%2F%2Fbizsim.example%2F"))).toEqual([]);
  });
});
