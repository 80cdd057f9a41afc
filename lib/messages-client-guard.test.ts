/**
 * lib/messages/index.ts gathers every message and carries the server's own strings; whatever a "use client"
 * module imports, directly or through other modules, ships in a browser bundle. Client code takes its
 * strings from the one feature module it shows (lib/messages/auth.ts, join.ts, …). This walks the import graph from every client module to keep it that way.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const folders = ["app", "components", "hooks", "lib", "content"];
const serverMessages = "lib/messages/index.ts";

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = path.posix.join(folder, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith(".d.ts") ? [relative] : [];
  });
}

const isClientModule = (source: string) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/.test(source);

/** Modules that end up in the bundle: type-only imports and exports are left out. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const pattern = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  const found: string[] = [];
  for (const [, typeOnly, fromSpecifier, dynamicSpecifier] of source.matchAll(pattern)) {
    const specifier = fromSpecifier ?? dynamicSpecifier;
    if (typeOnly || !specifier) continue;
    const resolved = resolve(file, specifier);
    if (resolved) found.push(resolved);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) ?? null;
}

/** The chain of imports from `start` to `target`, or null. */
function pathTo(start: string, target: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (file === target) {
      const chain = [file];
      for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const clientModules = folders.flatMap(sourceFiles).filter((file) => isClientModule(readFileSync(path.join(root, file), "utf8")));

describe("server-only messages stay out of client bundles", () => {
  it("finds the client modules and follows their imports", () => {
    expect(clientModules).toContain("components/account/new-password-form.tsx");
    expect(pathTo("components/account/new-password-form.tsx", "lib/validations/account.ts")).toEqual([
      "components/account/new-password-form.tsx",
      "lib/validations/account.ts",
    ]);
    expect(pathTo("components/auth/reset-password-dialog.tsx", "lib/messages/password-reset.ts")).toEqual([
      "components/auth/reset-password-dialog.tsx",
      "lib/messages/password-reset.ts",
    ]);
  });

  it("no client module imports lib/messages/index.ts, directly or through another module", () => {
    const offenders = clientModules.flatMap((file) => pathTo(file, serverMessages)?.join(" → ") ?? []);
    expect(offenders).toEqual([]);
  });
});
