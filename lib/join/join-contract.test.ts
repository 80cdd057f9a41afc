import { NextRequest } from "next/server";
import { GET as evGambitJoinGame } from "@/app/reference-game/ev-gambit/join-game/route";
import { dashboardUrl } from "@/components/dashboard/dashboard-cards";
import { games, getGameById } from "@/content";
import { readCode } from "@/upstream-contract/code-rules";
import { routeJoinCode } from "@/lib/join/route-code";
import { setUpstreamForTests } from "@/lib/upstream";
import { createHttpLobbies } from "@/lib/upstream/http/lobbies";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import { startUpstreamServer, type RunningUpstreamServer } from "@/upstream-reference/src/http/server";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { evGambitJoinUrl } from "@/lib/trial/ev-gambit";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import { dashboardHostUrl, evGambitHostUrl, joinRoutes, openSessionAddress, usesReferenceGameHost } from "./game-hosts";
import { readJoinRequest, sessionToJoin } from "@/lib/reference-game/join-request";

/**
 * The join contract (docs/game-hosts.md) against the reference game host: every address the site builds
 * for a game's own site is one the stand-in takes, and what it takes lands in the professor's lobby.
 * Run on the lobbies in-process and over HTTP (what the e2e suite's site uses).
 */
const fixture = freshEmbedded();
let server: RunningUpstreamServer;
const student = { email: "ana@example.edu", name: "Ana Lima", picture: "https://cdn.example.org/ana.png" };

beforeAll(async () => {
  await fixture.upstream.ready();
  server = await startUpstreamServer({ upstream: fixture.upstream, port: 0 });
  setUpstreamForTests(fixture.upstream);
}, 60_000);
afterAll(async () => {
  setUpstreamForTests(null);
  await server?.close();
  await fixture.cleanup();
}, 30_000);

/** The query of an address the site built, read as the stand-in's join page reads it. */
function joinRequestOf(address: string) {
  const url = new URL(address, "http://site.invalid");
  const match = /^\/reference-game\/join\/([^/]+)$/.exec(url.pathname);
  expect(match).not.toBeNull();
  return { request: readJoinRequest(decodeURIComponent(match![1]!), url.searchParams), query: url.searchParams };
}

describe("game hosts on a fresh clone (embedded upstream, no game host addresses)", () => {
  it("are the reference game host, served by the site itself", () => {
    expect(usesReferenceGameHost()).toBe(true);
    expect(dashboardHostUrl()).toBe("/reference-game/dashboard");
    expect(evGambitHostUrl()).toBe("/reference-game/ev-gambit");
    for (const route of joinRoutes()) expect(route.siteUrl).toMatch(/^\/reference-game\/join\/[a-z0-9-]+$/);
  });
});

const subjects: Array<[string, () => ReferenceLobbies]> = [
  ["in-process", () => fixture.upstream],
  ["over HTTP", () => createHttpLobbies({ apiUrl: server.url, timeoutMs: 5000 })],
];

describe.each(subjects)("join contract: reference game host, lobbies %s", (_name, lobbiesOf) => {
  let lobbies: ReferenceLobbies;
  let professorToken: string;
  beforeAll(async () => {
    lobbies = lobbiesOf();
    professorToken = (await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword }))
      .access_token;
  });

  it.each(games.map((game) => [game.title, game]))(
    "%s: a trial's code joined as the join box sends it lands in its professor's lobby with the student's name",
    async (_title, game) => {
      const gameId = game.gameIds[0]!;
      const trial = (
        await fixture.upstream.createTrialSession({
          name: "Prof",
          email: seedAccounts.facilitator.email,
          current_trial_game_id: gameId,
        })
      ).value;
      const typed = ` ${trial.session.code.toLowerCase()} `;
      const address = routeJoinCode(typed, joinRoutes(), student);
      const { request, query } = joinRequestOf(address);
      // What a game host must accept: the code as the site writes it, and the user's details where the game takes them.
      expect(query.get("code")).toBe(trial.session.code);
      if (game.join.addUserInfo)
        expect(Object.fromEntries(query)).toMatchObject({ email: student.email, name: student.name, picture: student.picture });
      else expect([...query.keys()]).toEqual(["code"]);
      expect(request).toMatchObject({ game: { slug: game.slug }, code: trial.session.code });
      const session = await sessionToJoin(lobbies, request!);
      expect(session).toEqual({ code: trial.session.code, game_id: gameId });

      const name = request!.name || "Ben Ode";
      const arrived = await lobbies.arrive({ code: session!.code, name });
      expect(arrived).toMatchObject({ code: trial.session.code, arrival: { name } });
      expect(await lobbies.arrivalOf(arrived.code, arrived.arrival.id)).toEqual(arrived);
      const lobby = await lobbies.hostLobby(professorToken, trial.session.code);
      expect(lobby.arrivals.map((arrival) => arrival.name)).toEqual([name]);
      // "Open the game" on the trial's card opens that lobby.
      expect(openSessionAddress(trial.session.code)).toBe(`/reference-game/lobby/${trial.session.code}`);
    },
  );

  it("opens one lobby per game and professor from a dashboard card, whose code the join box routes to that game", async () => {
    const game = getGameById("fruit-beer")!;
    const address = dashboardUrl(dashboardHostUrl(), game.dashboardPath);
    expect(address).toBe("/reference-game/dashboard/sessions/fruit-beer");
    const opened = await lobbies.openLobby(professorToken, "fruit-beer");
    expect(await lobbies.openLobby(professorToken, "fruit-beer")).toEqual(opened);
    expect(opened.code).toMatch(/^FB-[A-Z0-9]{6}$/);
    expect(readCode(opened.code, joinRoutes()).game?.title).toBe(game.title);
    expect(await lobbies.findSession(opened.code)).toEqual(opened);
    expect((await lobbies.hostLobby(professorToken, opened.code)).arrivals).toEqual([]);
  });

  it("lets only the lobby's professor see it, and only an instructor open one", async () => {
    const other = (
      await fixture.upstream.register({
        name: "Other Prof",
        email: `other-${Math.random().toString(36).slice(2, 8)}@example.org`,
        password: "secret-123",
        display_type: "Facilitator",
      })
    ).value;
    const opened = await lobbies.openLobby(professorToken, "ev-gambit");
    await expect(lobbies.hostLobby(other.access_token, opened.code)).rejects.toMatchObject({ status: 403 });
    const studentToken = (await fixture.upstream.loginStudent({ email: seedAccounts.student.email, password: seedPassword })).access_token;
    await expect(lobbies.openLobby(studentToken, "ev-gambit")).rejects.toMatchObject({ status: 403 });
  });

  it("knows no session for a well-formed code nobody made, and lets nobody into it", async () => {
    expect(await lobbies.findSession("P5-ZZZZZZ")).toBeNull();
    await expect(lobbies.arrive({ code: "P5-ZZZZZZ", name: "Ana" })).rejects.toMatchObject({ status: 404 });
    await expect(lobbies.hostLobby(professorToken, "P5-ZZZZZZ")).rejects.toMatchObject({ status: 404 });
  });
});

describe("join contract: the EV Gambit trial's hand-off", () => {
  it("sends {host}/join-game?name&email&session_code, which the stand-in takes to the game's join page", async () => {
    const trial = (
      await fixture.upstream.createTrialSession({
        name: "Prof",
        email: "prof@example.org",
        current_trial_game_id: "ev-gambit",
      })
    ).value;
    const address = evGambitJoinUrl(evGambitHostUrl(), { code: trial.session.code, name: "Prof", email: "prof@example.org" });
    expect(address.startsWith("/reference-game/ev-gambit/join-game?")).toBe(true);
    const answer = evGambitJoinGame(new NextRequest(new URL(address, "http://localhost:3000")));
    expect(answer.status).toBe(303);
    const { request } = joinRequestOf(answer.headers.get("location")!);
    expect(request).toMatchObject({ game: { slug: "the-ev-gambit" }, code: trial.session.code, name: "Prof" });
    expect(await sessionToJoin(fixture.upstream, request!)).toEqual({ code: trial.session.code, game_id: "ev-gambit" });
  });
});
