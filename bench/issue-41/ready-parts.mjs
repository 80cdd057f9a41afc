// ready-parts.mjs SITE FLOOR [runs]: when a phone's taps come alive on /, /login and a game page, whole
// and without each part that shares the link with the page's scripts (the web font, the images, both),
// interleaved with the floor with a button. Phone profile and figures as ../shared/perf/ready.mjs.
import { tapReadiness } from "../lib/ready.mjs";

const [site, floor, runsArg] = process.argv.slice(2);
const parts = {
  whole: undefined,
  "no font": /\.woff2(\?|$)/,
  "no images": /\/images\/|\/_next\/image|icon\.svg/,
  "no font, no images": /\.woff2(\?|$)|\/images\/|\/_next\/image|icon\.svg/,
};
const targets = [{ label: "floor /with-a-button", url: `${floor}/with-a-button` }];
for (const route of ["/", "/login", "/the-ev-gambit"])
  for (const [part, block] of Object.entries(parts)) targets.push({ label: `${route} ${part}`, url: site + route, block });
const results = await tapReadiness(targets, Number(runsArg ?? 5));
console.log("| target | FCP | load | buttons live | live − FCP |\n|---|---:|---:|---:|---:|");
for (const [label, r] of results) console.log(`| ${label} | ${r.fcp} | ${r.load} | ${r.live} | ${r.dead} |`);
