/** @jest-environment jsdom */
import { queryString, searchParamsOf } from "@/lib/auth/query";
import { keepQuery } from "./switch-link-query";

/** The switch link's href after the inline line ran on a page opened at `search`. */
function hrefAfterScript(search: string): string {
  window.history.replaceState(null, "", `/login${search}`);
  document.body.innerHTML = '<p>No account? <a href="/signup">Sign Up</a></p>';
  const paragraph = document.querySelector("p")!;
  const script = document.createElement("script");
  script.textContent = keepQuery;
  paragraph.appendChild(script);
  return paragraph.querySelector("a")!.getAttribute("href")!;
}

describe("the switch link's query before the code", () => {
  it.each([
    "",
    "?redirect=free-trial&game=the-ev-gambit&role=instructor",
    "?error=CredentialsSignin",
    "?error=CredentialsSignin&redirect=free-trial",
    "?game=a&game=b&note=caf%C3%A9%20%26%20more",
  ])("gives the link the same query as the server's rule on %p", (search) => {
    expect(hrefAfterScript(search)).toBe(`/signup${queryString(searchParamsOf(search))}`);
  });
});
