// When the build's proxy (proxy.ts, Next's middleware) runs, read from the build itself rather than written
// again here: a server that answers some requests without Next (./prerendered-replay.mjs) must send every
// request the proxy would see to Next, including under a matcher added to proxy.ts later.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ type: string, key: string, value?: string }} Condition
 * @typedef {{ regexp: string, has?: Condition[], missing?: Condition[] }} Matcher
 */

/** Every matcher of the proxy in the build in `dist`: Node runtime (Next 16's proxy) and edge middleware. */
export function proxyMatchers(dist) {
  const read = (file) => JSON.parse(readFileSync(path.join(dist, "server", file), "utf8"));
  const nodeProxy = read("functions-config-manifest.json").functions?.["/_middleware"]?.matchers ?? [];
  const edge = Object.values(read("middleware-manifest.json").middleware ?? {}).flatMap((entry) => entry.matchers ?? []);
  return [...nodeProxy, ...edge];
}

/**
 * Whether the proxy may run on a request: a matcher whose path matches and whose `has` conditions hold
 * (a header, with its value matched whole as Next does). In doubt it may: a `missing` list, or a condition
 * on a cookie, the query or the host. Patterns are compiled once.
 * @param {Matcher[]} matchers
 * @returns {(pathname: string, headers: import("node:http").IncomingHttpHeaders) => boolean}
 */
export function proxyCheck(matchers) {
  const compiled = matchers.map((matcher) => ({
    path: new RegExp(matcher.regexp),
    inDoubt: (matcher.missing?.length ?? 0) > 0 || (matcher.has ?? []).some((condition) => condition.type !== "header"),
    headers: (matcher.has ?? []).map((condition) => ({
      key: condition.key.toLowerCase(),
      value: condition.value === undefined ? null : new RegExp(`^${condition.value}$`),
    })),
  }));
  return (pathname, headers) =>
    compiled.some(
      (matcher) =>
        matcher.path.test(pathname) &&
        (matcher.inDoubt ||
          matcher.headers.every(({ key, value }) => headers[key] !== undefined && (!value || value.test(String(headers[key]))))),
    );
}
