import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The methods Next hands a route handler, in the order the list names them. */
const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Next's metadata files and the address each is served at: a static file under its own name, a module
 * (.ts, .tsx) that draws an image under its name without extension, robots, sitemap and manifest modules
 * as .txt, .xml and .webmanifest.
 */
const METADATA = [
  { file: /^favicon\.ico$/, rootOnly: true, address: () => "favicon.ico" },
  { file: /^((?:icon|apple-icon|opengraph-image|twitter-image)\d*)(\.(?:ico|jpe?g|png|gif|svg))$/, address: (m) => [m[1], m[2]] },
  { file: /^((?:icon|apple-icon|opengraph-image|twitter-image)\d*)\.[jt]sx?$/, address: (m) => [m[1], ""] },
  { file: /^robots\.(?:txt|[jt]s)$/, rootOnly: true, address: () => "robots.txt" },
  { file: /^sitemap\.(?:xml|[jt]s)$/, address: () => "sitemap.xml" },
  { file: /^manifest\.(?:json|webmanifest)$/, rootOnly: true, address: (m) => m[0] },
  { file: /^manifest\.[jt]s$/, rootOnly: true, address: () => "manifest.webmanifest" },
];

/**
 * Every page, route handler and metadata file under `<root>/app` (tests aside), as Next serves it:
 * `pattern` with route groups and parallel-route slots dropped and `[x]`, `[...x]` kept, `kind`, and for a
 * route handler the methods its module exports. Sorted by pattern.
 */
export function scanAppRoutes(root) {
  const routes = [];
  const walk = (folders) => {
    const dir = path.join(root, "app", ...folders);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // A folder whose name starts with "_" is private: Next routes nothing inside it.
        if (!entry.name.startsWith("_")) walk([...folders, entry.name]);
        continue;
      }
      if (/\.test\.[jt]sx?$/.test(entry.name)) continue;
      const route = routeOf(folders, entry.name, () => readFileSync(path.join(dir, entry.name), "utf8"));
      if (route) routes.push(route);
    }
  };
  walk([]);
  routes.sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0));
  const twice = routes.find((route, i) => routes[i - 1]?.pattern === route.pattern);
  if (twice) throw new Error(`app/: two files serve ${twice.pattern}`);
  return routes;
}

function routeOf(folders, name, source) {
  const where = `app/${[...folders, name].join("/")}`;
  if (/^page\.[jt]sx?$/.test(name)) return { pattern: patternOf(folders, []), kind: "page" };
  if (/^route\.[jt]s$/.test(name)) return { pattern: patternOf(folders, []), kind: "route", methods: servedMethods(source(), where) };
  for (const kind of METADATA) {
    const match = kind.file.exec(name);
    if (!match || (kind.rootOnly && folders.length > 0)) continue;
    if (/\.[jt]sx?$/.test(name) && /\bexport\s+(?:async\s+)?(?:function|const)\s+generate(?:ImageMetadata|Sitemaps)\b/.test(source())) {
      throw new Error(`${where}: one address per id (generateImageMetadata, generateSitemaps) is not in scripts/lib/app-routes.mjs yet`);
    }
    const address = kind.address(match);
    if (typeof address === "string") return { pattern: patternOf(folders, [address]), kind: "route", methods: ["GET"] };
    const [base, extension] = address;
    return { pattern: patternOf(folders, [`${base}${groupSuffix(folders)}${extension}`]), kind: "route", methods: ["GET"] };
  }
  return null;
}

/** The address of a file in `folders`: route groups `(x)` and slots `@x` take no part in it. */
function patternOf(folders, last) {
  for (const folder of folders) {
    if (/^\(\.+\)/.test(folder)) throw new Error(`app/${folders.join("/")}: intercepting routes are not in scripts/lib/app-routes.mjs yet`);
  }
  const segments = [...folders.filter((folder) => !/^\(.+\)$/.test(folder) && !folder.startsWith("@")), ...last];
  return `/${segments.join("/")}`;
}

/**
 * A metadata image inside a route group or slot gets a suffix from its folders' path, so that two groups'
 * images at one address stay apart: Next's own rule (djb2 of the parent path, base 36, six characters).
 */
function groupSuffix(folders) {
  if (!folders.some((folder) => /^\(.+\)$/.test(folder) || folder.startsWith("@"))) return "";
  const parent = `/${folders.join("/")}`;
  let hash = 5381;
  for (let i = 0; i < parent.length; i++) hash = ((hash << 5) + hash + parent.charCodeAt(i)) & 0xffffffff;
  return `-${(hash >>> 0).toString(36).slice(0, 6)}`;
}

const isExported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;

/**
 * The HTTP methods a route module exports: `export function GET`, `export const POST = …`,
 * `export const { GET, POST } = …` and `export { handler as GET }` (with or without `from`). An export that only answers 405 (`notAllowed(…)`,
 * or another name for one) serves nothing.
 */
export function servedMethods(source, where = "route.ts") {
  const file = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const exported = new Set();
  const refusals = new Set();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement) && statement.name) exported.add(statement.name.text);
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isObjectBindingPattern(declaration.name)) {
          for (const element of declaration.name.elements) if (ts.isIdentifier(element.name)) exported.add(element.name.text);
          continue;
        }
        if (!ts.isIdentifier(declaration.name)) continue;
        exported.add(declaration.name.text);
        const value = declaration.initializer;
        const refuses =
          value &&
          ((ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === "notAllowed") ||
            (ts.isIdentifier(value) && refusals.has(value.text)));
        if (refuses) refusals.add(declaration.name.text);
      }
    }
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) throw new Error(`${where}: export * hides which methods it serves`);
      if (ts.isNamedExports(statement.exportClause)) for (const element of statement.exportClause.elements) exported.add(element.name.text);
    }
  }
  return METHODS.filter((method) => exported.has(method) && !refusals.has(method));
}

/** The TypeScript module that lists `routes` (unformatted: Prettier's to lay out). */
export function appRoutesModule(routes) {
  const entries = routes.map(({ pattern, kind, methods }) =>
    kind === "route"
      ? `{ pattern: ${JSON.stringify(pattern)}, kind: "route", methods: ${JSON.stringify(methods)} },`
      : `{ pattern: ${JSON.stringify(pattern)}, kind: "page" },`,
  );
  return [
    "// Generated by `npm run routes` (scripts/app-routes.mjs) from the pages, route handlers and metadata files",
    "// under app/: do not edit. lib/routes/app-routes.test.ts fails while this list differs from what app/ holds.",
    "",
    "/** Every address the site serves from app/: its pattern as Next names it, and a route handler's methods. */",
    `export const appRoutes = [\n${entries.join("\n")}\n] as const;`,
    "",
  ].join("\n");
}
