import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// docs/flows.md may not drift from the tree: every file it names exists, every name in brackets after a
// file stands in that file, every page and route handler under app/ is in a flow or in "Not a flow", and
// every project file a flow's handler files import is named in that flow or under "Shared by every flow".
const root = path.resolve(__dirname, "..");
const index = readFileSync(path.join(root, "docs", "flows.md"), "utf8");
const sections = index
  .split(/^## /m)
  .slice(1)
  .map((text) => ({ title: text.slice(0, text.indexOf("\n")).trim(), text }));
const flows = sections.filter((section) => section.title !== "Not a flow" && section.title !== "Shared by every flow");

const FILE = /`([^`\s]+\/[^`\s]+\.(?:ts|tsx|mjs|css|md))`/g;
const filesIn = (text: string) => [...text.matchAll(FILE)].map((match) => match[1]!);
const shared = new Set(filesIn(sections.find((section) => section.title === "Shared by every flow")?.text ?? ""));

/** The project files a source file imports (`@/…` and relative specifiers), as paths from the root. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const specifiers = [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom "([^"]+)"/gms)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.relative(root, path.resolve(root, path.dirname(file), specifier))
        : null;
    if (base === null) return [];
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ending) => base + ending)
      .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)));
    return found ? [found] : [];
  });
}

function appEntries(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return appEntries(child);
    return entry.name === "page.tsx" || entry.name === "route.ts" ? [child] : [];
  });
}

describe("docs/flows.md", () => {
  it("has the ten flows and the list of what is not one", () => {
    expect(flows.map((flow) => flow.title)).toEqual([
      "Log-in",
      "Sign-up",
      "Password reset",
      "E-mail verification",
      "Free trial",
      "Demo request and contact",
      "LTI launch",
      "LTI registration and the course roster",
      "Class session on the reference game host",
      "Grades back to the LMS",
    ]);
    expect(sections.some((section) => section.title === "Not a flow")).toBe(true);
  });

  it.each(flows.map((flow) => [flow.title, flow.text]))("%s names each part of its journey", (_title, text) => {
    for (const part of ["page", "form", "schema", "handler", "upstream call", "messages", "tests"]) {
      expect(text).toMatch(new RegExp(`^\\| ${part} \\| .+ \\|$`, "m"));
    }
  });

  it.each(flows.map((flow) => [flow.title, flow.text]))("%s names every file its handler files import", (_title, text) => {
    const named = new Set(filesIn(text));
    const handlerFiles = filesIn(/^\| handler \| (.+) \|$/m.exec(text)?.[1] ?? "").filter((file) => /\.tsx?$/.test(file));
    const unnamed = handlerFiles.flatMap(importsOf).filter((file) => !named.has(file) && !shared.has(file));
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it("names only files that exist", () => {
    const missing = filesIn(index).filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it("names in brackets stand in the file before them", () => {
    const absent: string[] = [];
    for (const match of index.matchAll(/`([^`\s]+\.tsx?)` \(([^)]*)\)/g)) {
      const source = readFileSync(path.join(root, match[1]!), "utf8");
      for (const [, name] of match[2]!.matchAll(/`([A-Za-z][\w-]*)`/g)) {
        if (!new RegExp(`\\b${name}\\b`).test(source)) absent.push(`${name} in ${match[1]}`);
      }
    }
    expect(absent).toEqual([]);
  });

  it("places every page and route handler under app/", () => {
    const listed = new Set(filesIn(index));
    const unplaced = appEntries("app").filter((file) => !listed.has(file));
    expect(unplaced).toEqual([]);
  });
});
