// One lecture-hall round through the recipe: a class behind one school address joining a professor's
// lobby within a window, the professor's lobby and projected screen polling, facilitators elsewhere
// signing in to their dashboards in the same window, and `/` and `/api/health` probed every second.
// Bounded: every actor stops by itself (the class once joined, the polls 10 s after the last arrival).
import { cpuNow, cpuSpent } from "./cpu.mjs";
import { device } from "./http.mjs";
import { facilitatorOpensDashboard, pollLobby, professorOpensLobby, signIn } from "./facilitator.mjs";
import { samplePools } from "./pool-sampler.mjs";
import { stepLog } from "./steps.mjs";
import { studentJoins } from "./student.mjs";
import { percentile } from "../utils.mjs";

const game = { id: "fruit-beer", slug: "fruit-bear-game" };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TAIL_MS = 10_000;

function probe({ site, dev, log }) {
  let running = true;
  const loop = (async () => {
    while (running) {
      log.record("probe: /", await dev.send(`${site}/`));
      log.record("probe: /api/health", await dev.send(`${site}/api/health`));
      await sleep(1000);
    }
  })();
  return async () => ((running = false), await loop);
}

/** A professor on the school's address signs in, opens the game and projects the join screen; both poll. */
async function professorOf({ site, round, email, log, seen }) {
  const professor = device(round.school);
  if (!(await signIn({ site, dev: professor, email, password: round.password, log }))) throw new Error("a professor could not sign in");
  const code = await professorOpensLobby({ site, dev: professor, gameId: game.id, log });
  const projector = device(round.school);
  for (const [name, value] of professor.cookies) projector.cookies.set(name, value);
  return {
    code,
    start: () => [
      pollLobby({ site, dev: professor, code, step: "professor's lobby poll", log, seen }),
      pollLobby({ site, dev: projector, code, step: "projected screen poll", log, seen }),
    ],
    close: () => (professor.close(), projector.close()),
  };
}

/**
 * round: { label, students, windowSeconds, facilitators, classes (lobbies the students are shared among,
 * 1 unless said), school (the one address every class and its professor are behind), net (second octet
 * for everyone else's addresses), professors' and facilitators' e-mails, password }; pids: the recipe's
 * processes (./cpu.mjs).
 */
export async function runRound({ site, round, pids }) {
  const log = stepLog();
  const { students, windowSeconds, school, net } = round;
  const seen = new Map();
  const professors = [];
  for (const email of round.professors) professors.push(await professorOf({ site, round, email, log, seen }));

  const before = cpuNow(pids);
  const t0 = performance.now();
  const polls = professors.flatMap((professor) => professor.start());
  const stopPools = samplePools(round.instances);
  const stopProbe = probe({ site, dev: device(`127.${net}.250.1`), log });

  const windowMs = windowSeconds * 1000;
  const facilitators = round.facilitatorEmails.map(async (email, i) => {
    await sleep((windowMs * i) / round.facilitatorEmails.length + Math.random() * 500);
    const dev = device(`127.${net}.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`);
    try {
      return await facilitatorOpensDashboard({ site, dev, email, password: round.password, log });
    } finally {
      dev.close();
    }
  });
  const tag = Math.random().toString(36).slice(2, 6);
  const joins = Array.from({ length: students }, async (_, i) => {
    await sleep(Math.random() * windowMs);
    const dev = device(school);
    try {
      const name = `Student ${String(i + 1).padStart(3, "0")} ${tag}`;
      const { code } = professors[i % professors.length];
      return await studentJoins({ site, dev, code, slug: game.slug, name, log, thinkMs: 1000 + Math.random() * 2000 });
    } finally {
      dev.close();
    }
  });
  const joined = await Promise.all(joins);
  const joinedBy = performance.now();
  const signedIn = await Promise.all(facilitators);
  const arrived = joined.filter((student) => student.arrived);
  const deadline = performance.now() + TAIL_MS;
  while (arrived.some((student) => !seen.has(student.name)) && performance.now() < deadline) await sleep(200);
  await Promise.all(polls.map((poll) => poll.stop()));
  await stopProbe();
  const pools = await stopPools();
  const wallSeconds = (performance.now() - t0) / 1000;
  const cpu = cpuSpent(before, cpuNow(pids), wallSeconds);
  for (const professor of professors) professor.close();

  const visible = arrived.map((student) => (seen.has(student.name) ? seen.get(student.name) - student.postSentAt : Infinity));
  const joinSeconds = (joinedBy - t0) / 1000;
  return {
    label: round.label,
    students,
    classes: professors.length,
    windowSeconds,
    facilitators: round.facilitatorEmails.length,
    facilitatorsSignedIn: signedIn.filter(Boolean).length,
    arrived: arrived.length,
    turnedAway: joined.filter((student) => student.turnedAway).length,
    turnedAwayAt: countBy(joined.filter((student) => student.turnedAway).map((student) => student.turnedAway)),
    joinsPerSecondOffered: Number((students / windowSeconds).toFixed(2)),
    joinSeconds: Number(joinSeconds.toFixed(1)),
    nameOnScreenMs: {
      p50: Math.round(percentile(visible, 50)),
      p95: Math.round(percentile(visible, 95)),
      max: Math.round(Math.max(0, ...visible)),
      notSeen: visible.filter((ms) => ms === Infinity).length,
    },
    steps: log.summary(),
    wallSeconds: Number(wallSeconds.toFixed(1)),
    cpu,
    pools,
    // Everything the recipe's processes spent (the polls and the probe included), per student let in.
    cpuMsPerJoin: arrived.length
      ? Math.round((Object.values(cpu).reduce((sum, one) => sum + one.seconds, 0) * 1000) / arrived.length)
      : null,
  };
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
