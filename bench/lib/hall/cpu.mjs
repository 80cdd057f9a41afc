// CPU time of the recipe's processes, from /proc/<pid>/stat (utime + stime of the process and of its
// children, live or reaped): read before and after a round, the difference is what the round cost.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** [utime, stime, cutime, cstime, ppid] of a pid, or null when it is gone. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields start after its last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;
  }
}

function childrenOf() {
  const map = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (!stat) continue;
    if (!map.has(stat.ppid)) map.set(stat.ppid, []);
    map.get(stat.ppid).push(Number(name));
  }
  return map;
}

/** Seconds of CPU a process tree has used so far (the process, its live descendants, its reaped children). */
function treeSeconds(pid, children) {
  const stat = statOf(pid);
  if (!stat) return 0;
  let ticks = stat.own + stat.reaped;
  const walk = (parent) => {
    for (const child of children.get(parent) ?? []) {
      const childStat = statOf(child);
      if (childStat) ticks += childStat.own;
      walk(child);
    }
  };
  walk(pid);
  return ticks / TICKS;
}

/** The recipe's processes by name: each instance, the upstream, nginx (supervisor's pids), PostgreSQL (its postmaster). */
export function recipeProcesses(run) {
  const conf = path.join(run, "supervisord.conf");
  const pids = {};
  const status = execFileSync("supervisorctl", ["-c", conf, "status"], { encoding: "utf8" }).split("\n");
  for (const line of status) {
    const match = /^(\S+)\s+RUNNING\s+pid (\d+)/.exec(line);
    if (match) pids[match[1]] = Number(match[2]);
  }
  try {
    pids.postgresql = Number(readFileSync(path.join(run, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    // The recipe was given a database of its own (DATABASE_URL): not ours to measure.
  }
  return pids;
}

/** CPU seconds so far of each named process tree. */
export function cpuNow(pids) {
  const children = childrenOf();
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, treeSeconds(pid, children)]));
}

/** What each process used between two readings: seconds, and the share of one core over `wallSeconds`. */
export function cpuSpent(before, after, wallSeconds) {
  return Object.fromEntries(
    Object.keys(after).map((name) => {
      const seconds = Math.max(0, after[name] - (before[name] ?? 0));
      return [name, { seconds: Number(seconds.toFixed(2)), coreShare: Number((seconds / wallSeconds).toFixed(2)) }];
    }),
  );
}
