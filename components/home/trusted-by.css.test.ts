import { readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type Rule } from "postcss";

// With no confirmed partner the strip is not on any page, so the browser suite cannot see these rules work.
const stylesheet = postcss.parse(readFileSync(path.join(__dirname, "trusted-by.module.css"), "utf8"));

function declarations(selector: string, media?: string): Record<string, string> {
  const found: Record<string, string> = {};
  stylesheet.walkRules((rule: Rule) => {
    const parent = rule.parent?.type === "atrule" ? (rule.parent as { params: string }).params : undefined;
    if (!rule.selectors.includes(selector) || parent !== media) return;
    rule.walkDecls((declaration) => {
      found[declaration.prop] = declaration.value;
    });
  });
  return found;
}

describe("the Trusted By strip's stylesheet", () => {
  it("pauses the moving strip while a pointer is over it or a logo has focus", () => {
    expect(declarations(".marquee:hover .track")).toMatchObject({ "animation-play-state": "paused" });
    expect(declarations(".marquee:focus-within .track")).toMatchObject({ "animation-play-state": "paused" });
  });

  it("stops the strip and shows one still, wrapped copy under reduced motion", () => {
    const reduced = "(prefers-reduced-motion: reduce)";
    expect(declarations(".track", reduced)).toMatchObject({ animation: "none" });
    expect(declarations(".set", reduced)).toMatchObject({ "flex-wrap": "wrap" });
    expect(declarations('.set[aria-hidden="true"]', reduced)).toMatchObject({ display: "none" });
  });
});
