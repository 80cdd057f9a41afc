// The main thread's first five seconds on a phone, from Chrome's own trace: a fresh context (390×844 touch,
// empty cache) with the CPU slowed four times, counted from the navigation's start. Each
// task's direct work is put in one of three groups by the trace event's name (a layout that a script
// forces inside its own call counts as scripting, where a person would look for it).
import { median } from "./utils.mjs";
import { openPhonePage } from "./phone-page.mjs";

const SCRIPTING = new Set([
  "EvaluateScript",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "EventDispatch",
  "v8.compile",
  "v8.run",
  "FireAnimationFrame",
  "v8.evaluateModule",
  "v8.compileModule",
  "V8.GC_SCAVENGER",
  "MajorGC",
  "MinorGC",
]);
const RENDERING = new Set([
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PrePaint",
  "Commit",
  "Layerize",
  "UpdateLayer",
  "PaintImage",
  "Decode Image",
  "ParseAuthorStyleSheet",
  "HitTest",
  "IntersectionObserverController::computeIntersections",
]);
const PARSING = new Set(["ParseHTML"]);
const WINDOW_MS = 5_000;

/** Sums, over the main thread's tasks, the time of each task's direct children by group; and TBT-style blocking (>50 ms). */
function summarize(events) {
  // The renderer's main thread that navigated to the page (not a blank tab's).
  // The renderer's main thread that navigated to the page (not a blank tab's): its navigationStart names
  // the page; failing that, the busiest renderer main thread, from its first task.
  const named = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"));
  const mainThreads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busiest = mainThreads
    .map((t) => ({ pid: t.pid, tid: t.tid, n: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").length }))
    .sort((a, b) => b.n - a.n)[0];
  const thread = named ?? busiest;
  if (!thread) throw new Error("no renderer main thread in the trace");
  const onMain = events
    .filter((e) => e.ph === "X" && e.dur && e.pid === thread.pid && e.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const end = (named?.ts ?? onMain[0]?.ts ?? 0) + WINDOW_MS * 1000;
  const sums = { scripting: 0, rendering: 0, parsing: 0, tasks: 0, blocking: 0, longestTask: 0 };
  let task = null;
  let child = null;
  for (const event of onMain) {
    if (event.ts >= end) break;
    if (event.name === "RunTask") {
      if (task && event.ts < task.ts + task.dur) continue; // a task run inside another
      task = event;
      child = null;
      const ms = event.dur / 1000;
      sums.tasks += ms;
      if (ms > 50) sums.blocking += ms - 50;
      sums.longestTask = Math.max(sums.longestTask, ms);
      continue;
    }
    if (!task || event.ts >= task.ts + task.dur) continue;
    if (child && event.ts < child.ts + child.dur) continue; // nested in a child already counted
    child = event;
    const ms = event.dur / 1000;
    if (SCRIPTING.has(event.name)) sums.scripting += ms;
    else if (RENDERING.has(event.name)) sums.rendering += ms;
    else if (PARSING.has(event.name)) sums.parsing += ms;
  }
  return Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, Math.round(value)]));
}

async function traceOnce(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser, { latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  try {
    const events = [];
    cdp.on("Tracing.dataCollected", (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(WINDOW_MS);
    await cdp.send("Tracing.end");
    await complete;
    return summarize(events);
  } finally {
    await context.close();
  }
}

/** Medians over `runs` rounds, each round tracing every URL in turn (noise hits them alike). */
export async function mainThreadInterleaved(browser, urls, runs) {
  const samples = new Map(urls.map((url) => [url, []]));
  for (let i = 0; i < runs; i += 1) for (const url of urls) samples.get(url).push(await traceOnce(browser, url));
  return new Map(
    [...samples].map(([url, list]) => [url, Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((s) => s[key]))]))]),
  );
}
