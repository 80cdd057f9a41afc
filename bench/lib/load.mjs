// Requests per second of one URL under load, for `npm run bench` (the site against the empty page) and for
// recipe.mjs (the recipe against nginx alone). Loopback only, each load bounded in time, as a client
// that asks for no compression (wrk's and autocannon's way).
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { median } from "./utils.mjs";
import { commandExists, ensureDebianPackage } from "../../scripts/lib/debian-package.mjs";

/**
 * wrk when installed, as the independent instrument (../shared/perf/measure.sh) uses it. autocannon runs
 * in one Node thread on the same two cores as the server and spends more of them per byte it reads, so on a
 * large page it measures part of itself: it is the fallback, named in the results.
 */
let wrkHere;

/** wrk, installed from Debian's package when missing and allowed (root, apt-get): the bench asks first. */
export function ensureWrk() {
  wrkHere = ensureDebianPackage("wrk", "wrk");
  return wrkHere;
}

/** @returns {Promise<{ tool: string, requestsPerSecond: number, p50: number | null, p99: number | null, errors: number }>} */
export function load(url, { seconds = 8, connections = 50, headers = {} } = {}) {
  if ((wrkHere ??= commandExists("wrk"))) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const run = spawnSync("wrk", [`-t${Math.min(2, connections)}`, `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, url], {
      encoding: "utf8",
      timeout: (seconds + 60) * 1000,
    });
    const figure = (pattern) => Number(pattern.exec(run.stdout)?.[1] ?? 0);
    const latency = (p) => {
      const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(run.stdout);
      return match ? Number((Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]]).toFixed(2)) : null;
    };
    return Promise.resolve({
      tool: "wrk",
      requestsPerSecond: Math.round(figure(/Requests\/sec:\s+([\d.]+)/)),
      p50: latency(50),
      p99: latency(99),
      errors: figure(/Non-2xx or 3xx responses:\s+(\d+)/) + (/Socket errors/.test(run.stdout) ? 1 : 0),
    });
  }
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          tool: "autocannon",
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
    });
  });
}

/**
 * As measure.sh does it: every URL warmed up for 2 s, then `rounds` rounds that load each URL in turn (so a
 * noisy moment on this shared machine hits them alike), and per URL the round with the median req/s (errors are those of every round).
 * @param {Record<string, string>} urls name → URL
 */
export async function loadInterleaved(urls, { rounds = 3, seconds = 8, connections } = {}) {
  for (const url of Object.values(urls)) await load(url, { seconds: 2, connections });
  const samples = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1)
    for (const [name, url] of Object.entries(urls)) samples[name].push(await load(url, { seconds, connections }));
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => {
      const middle = median(list.map((sample) => sample.requestsPerSecond));
      const chosen = list.find((sample) => sample.requestsPerSecond === middle);
      const errors = list.reduce((sum, sample) => sum + sample.errors, 0);
      return [name, { ...chosen, errors, rounds: list.map((sample) => sample.requestsPerSecond) }];
    }),
  );
}
