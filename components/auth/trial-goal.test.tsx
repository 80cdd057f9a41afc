/** @jest-environment jsdom */
import { renderToStaticMarkup } from "react-dom/server";
import { TrialGoal, showTrialGoal } from "./trial-goal";

/** The notes the person sees after the inline line ran on /login opened at `search`. */
function shownAfterScript(search: string): string[] {
  window.history.replaceState(null, "", `/login${search}`);
  // The markup without its script element, whose line is then run as the browser would, in place.
  document.body.innerHTML = renderToStaticMarkup(<TrialGoal page="login" />).replace(/<script>.*<\/script>/, "");
  const script = document.createElement("script");
  script.textContent = showTrialGoal;
  document.body.appendChild(script);
  const box = document.querySelector<HTMLElement>("[data-testid=trial-goal]")!;
  if (box.hidden) return [];
  return [...box.querySelectorAll<HTMLElement>("[data-game-ids]")]
    .filter((note) => !note.hidden)
    .map((note) => note.querySelector("strong")!.textContent!);
}

describe("log-in opened from the free-trial dialog shows the trial's game", () => {
  it("names the game the address asks for, by its upstream id", () => {
    expect(shownAfterScript("?redirect=free-trial&game=theory-of-constraint&from=%2Ftoc&role=Facilitator")).toEqual([
      "Factory Manager Experience",
    ]);
    expect(shownAfterScript("?redirect=free-trial&game=fruit-beer")).toEqual(["Fruit Beer Game"]);
  });

  it("shows nothing without a trial, without a game, or for a game of no id", () => {
    expect(shownAfterScript("")).toEqual([]);
    expect(shownAfterScript("?game=fruit-beer")).toEqual([]);
    expect(shownAfterScript("?redirect=free-trial")).toEqual([]);
    expect(shownAfterScript("?redirect=free-trial&game=fruit")).toEqual([]);
  });
});
