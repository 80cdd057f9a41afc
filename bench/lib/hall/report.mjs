// The lecture-hall bench's section of bench/results.md: kept between its markers, so `npm run bench`
// (which writes the rest of the file) carries it over, and this bench replaces only its own section.
export const START = "<!-- lecture-hall -->";
export const END = "<!-- /lecture-hall -->";

/** results.md with `section` in place of the old one (or appended). */
export function withSection(markdown, section) {
  const block = `${START}\n${section.trim()}\n${END}\n`;
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from === -1 || to === -1) return `${markdown.trimEnd()}\n\n${block}`;
  return `${markdown.slice(0, from)}${block}${markdown.slice(to + END.length).replace(/^\n/, "")}`;
}

/** The section kept from an earlier results.md ("" when none). */
export function sectionOf(markdown) {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  return from === -1 || to === -1 ? "" : markdown.slice(from, to + END.length);
}

/** "3001: 10 in use, 3 waiting" for each instance's store pool, at its highest. */
const poolCell = (pools = {}) => {
  const byPort = {};
  for (const [key, value] of Object.entries(pools)) {
    const [port, , gauge] = key.split(" ");
    (byPort[port] ??= {})[gauge] = Math.max(byPort[port]?.[gauge] ?? 0, value);
  }
  return Object.entries(byPort)
    .map(([port, g]) => `${port}: ${g.in_use ?? 0} in use, ${g.waiting ?? 0} waiting`)
    .join("; ");
};

const cpuCell = (cpu) =>
  Object.entries(cpu)
    .filter(([name]) => name !== "nginx" || cpu.nginx.seconds > 0)
    .map(([name, { seconds, coreShare }]) => `${name} ${seconds} s (${Math.round(coreShare * 100)} %)`)
    .join(", ");

function roundTable(round) {
  const lines = [
    `| step | requests | p50 ms | p95 ms | p99 ms | max ms | errors | refused (429) |`,
    `|---|---|---|---|---|---|---|---|`,
    ...Object.entries(round.steps).map(
      ([step, s]) =>
        `| ${step} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${s.errors}${s.errorKinds ? ` (${JSON.stringify(s.errorKinds)})` : ""} | ${s.refused} |`,
    ),
  ];
  return lines.join("\n");
}

const roundLine = (r) =>
  `| ${r.instances} | ${r.students} in ${r.windowSeconds} s | ${r.joinsPerSecondOffered} | ${r.arrived} | ${r.turnedAway} | ${r.slowestP95Ms} | ${r.nameOnScreenMs.p95} / ${r.nameOnScreenMs.max} | ${r.cpuMsPerJoin} | ${cpuCell(r.cpu)} | ${poolCell(r.pools)} |`;

const runLine = (what, run) => (run ? `${what}: \`${run.command}\`; load before \`${run.loadBefore}\`, after \`${run.loadAfter}\`.` : "");

export function hallMarkdown({ date, commit, roundsRun, ceilingRun, rounds, ceilings }) {
  const lines = [
    `## The lecture hall at scale (\`npm run bench -- lecture-hall\`)`,
    "",
    `${date}, commit ${commit}.`,
    runLine("The rounds", roundsRun),
    runLine("The ceiling", ceilingRun),
    "The machine has two cores and the bench's own client runs on them too; another job may have been running" +
      " (the load average says how busy the machine was): read the figures as this machine's, at that load.",
    "",
  ];
  for (const round of rounds) {
    const behind =
      round.classes > 1 ? `${round.classes} classes (lobbies), ${round.students} students in all,` : `${round.students} students`;
    lines.push(
      `### ${round.label}: ${behind} behind one school address (127.0.77.x) within ${round.windowSeconds} s${round.facilitators ? `, ${round.facilitators} facilitators signing in elsewhere` : ""}`,
      "",
      `${round.arrived}/${round.students} arrived, **${round.turnedAway} turned away**${Object.keys(round.turnedAwayAt).length ? ` (first refused at: ${JSON.stringify(round.turnedAwayAt)})` : ""}` +
        `${round.facilitators ? `; ${round.facilitatorsSignedIn}/${round.facilitators} facilitators signed in` : ""}. Name on the professor's screen after the arrival POST: ` +
        `p50 ${round.nameOnScreenMs.p50} ms, p95 ${round.nameOnScreenMs.p95} ms, max ${round.nameOnScreenMs.max} ms (${round.nameOnScreenMs.notSeen} never seen). ` +
        `CPU over ${round.wallSeconds} s: ${cpuCell(round.cpu)}; ${round.cpuMsPerJoin} ms of server CPU per student let in. ` +
        `Store pools at their highest: ${poolCell(round.pools)}.`,
      "",
      roundTable(round),
      "",
    );
  }
  if (ceilings.length) {
    lines.push(
      "### The ceiling: the same class in shorter windows until the slowest step's p95 passes 1 s",
      "",
      "| instances | class | joins/s offered | arrived | turned away | slowest p95 ms | name on screen p95 / max ms | server CPU ms per join | CPU (share of one core) | store pools at their highest |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...ceilings.flat().map(roundLine),
      "",
    );
  }
  return lines.join("\n");
}
