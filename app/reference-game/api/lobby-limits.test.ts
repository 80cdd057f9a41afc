import "@/test-support/api/env";
import { randomBytes } from "node:crypto";
import { codeLookupLimits } from "@/lib/limits/code-lookups";
import { lobbyArrivalLimits } from "@/lib/limits/lobby-arrivals";
import { referenceGameMessages } from "@/lib/messages/reference-game";
import { seedAccounts } from "@/upstream-reference/src/seed";
import { call, jsonOf } from "@/test-support/api/requests";
import * as arrivals from "./arrivals/route";
import { statusCounts } from "@/test-support/status-counts";
import { callWith, lobbyRouteFixture } from "./lobby-route-fixture";
import * as sessions from "./sessions/[code]/route";

/** What one address can do to the reference game host's lobbies and codes, and what a class behind one address still can. */
const lobby = lobbyRouteFixture(seedAccounts.facilitator.email);

const arrive = (code: string, name: string, client: string) =>
  call(arrivals, "POST", "/reference-game/api/arrivals", { json: { code, name }, client });
const lookUp = (code: string, client: string) =>
  callWith(sessions.GET, { code: encodeURIComponent(code) }, "GET", `/reference-game/api/sessions/${encodeURIComponent(code)}`, { client });
const randomCode = () => `EV-${randomBytes(4).toString("hex").toUpperCase().slice(0, 6)}`;

describe("arrivals from one address", () => {
  it("a flood from one address fills its places in the lobby (429), never the lobby, and a real student still gets in", async () => {
    const code = await lobby.newLobby();
    const statuses: number[] = [];
    let refusal: Response | undefined;
    // Past the address's places: what follows is refused the same way, however long the flood.
    const flood = lobbyArrivalLimits.perLobbyAddress + 30;
    for (let i = 0; i < flood; i++) {
      const answer = await arrive(code, `Bot ${i}`, "127.51.100.66");
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer;
    }
    expect(statusCounts(statuses)).toEqual({ 201: lobbyArrivalLimits.perLobbyAddress, 429: flood - lobbyArrivalLimits.perLobbyAddress });
    expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await jsonOf(refusal!)).message).toBe(referenceGameMessages.lobbyBudgetSpent);

    const real = await arrive(code, "Real Student", "127.203.113.10");
    expect([real.status, (await jsonOf(real)).name]).toEqual([201, "Real Student"]);
  }, 120_000);

  it("let a class of 300 behind one school address look up its code and join within the minute, a few typos included", async () => {
    const code = await lobby.newLobby();
    const school = "127.192.2.44";
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      if (i % 10 === 0) statuses.push((await lookUp(randomCode(), school)).status);
      statuses.push((await lookUp(code, school)).status);
      statuses.push((await arrive(code, `Student ${i}`, school)).status);
    }
    expect(statusCounts(statuses)).toEqual({ 404: 30, 200: 300, 201: 300 });
  }, 120_000);

  it("let three classes behind one campus address into their lobbies in the same hour; a flood of one lobby is still refused", async () => {
    const campus = "127.192.2.45";
    const lobbies = [await lobby.newLobby(), await lobby.newLobby(), await lobby.newLobby()];
    const saved = { ...lobbyArrivalLimits };
    // Small budgets, the same rule: each class fits its lobby's, and together they are well past one.
    lobbyArrivalLimits.perLobbyAddressTries = 12;
    lobbyArrivalLimits.perLobbyAddress = 10;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        for (const [n, code] of lobbies.entries()) statuses.push((await arrive(code, `Class ${n} ${i}`, campus)).status);
      expect(statusCounts(statuses)).toEqual({ 201: 30 });
      expect((await arrive(lobbies[0]!, "One more", campus)).status).toBe(429);
      expect((await arrive(lobbies[0]!, "One more", "127.192.2.46")).status).toBe(201);
    } finally {
      Object.assign(lobbyArrivalLimits, saved);
    }
  }, 120_000);

  it("give the lobby's place back when the lobby refuses the name", async () => {
    const code = await lobby.newLobby();
    const statuses: number[] = [];
    for (let i = 0; i < lobbyArrivalLimits.perLobbyAddress + 5; i++)
      statuses.push((await arrive(code, "Same Name", "127.51.100.67")).status);
    expect(statusCounts(statuses)).toEqual({ 201: 1, 409: lobbyArrivalLimits.perLobbyAddress + 4 });
    expect((await arrive(code, "Other Name", "127.51.100.67")).status).toBe(201);
  }, 120_000);
});

describe("session-code look-ups from one address", () => {
  it("random codes: 404 while the address's misses last, then 429 with Retry-After; other addresses are not touched", async () => {
    const attacker = "127.51.100.77";
    const statuses: number[] = [];
    let refusal: Response | undefined;
    const guesses = codeLookupLimits.failures + 100;
    for (let i = 0; i < guesses; i++) {
      const answer = await lookUp(randomCode(), attacker);
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer;
    }
    expect(statusCounts(statuses)).toEqual({ 404: codeLookupLimits.failures, 429: guesses - codeLookupLimits.failures });
    expect(statuses.slice(0, codeLookupLimits.failures).every((status) => status === 404)).toBe(true);
    expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThan(0);
    // Past the budget the right code is refused too: a guess that lands learns nothing.
    expect((await lookUp(await lobby.newLobby(), attacker)).status).toBe(429);
    expect((await lookUp(randomCode(), "127.51.100.78")).status).toBe(404);
  }, 120_000);

  it("found codes never spend the misses' budget", async () => {
    const code = await lobby.newLobby();
    const client = "127.51.100.79";
    // Half as many again as the misses' budget, all found.
    for (let i = 0; i < codeLookupLimits.failures * 1.5; i++) expect((await lookUp(code, client)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i <= codeLookupLimits.failures; i++) statuses.push((await lookUp(randomCode(), client)).status);
    expect(statusCounts(statuses)).toEqual({ 404: codeLookupLimits.failures, 429: 1 });
  }, 120_000);

  it("sent all at once, as many misses are answered 404 as the budget holds, and no more", async () => {
    const statuses = await Promise.all(Array.from({ length: 300 }, () => lookUp(randomCode(), "127.51.100.80").then((a) => a.status)));
    expect(statusCounts(statuses)).toEqual({ 404: codeLookupLimits.failures, 429: 300 - codeLookupLimits.failures });
  }, 120_000);

  it("arrivals with an unknown code spend the same budget as the join box's look-ups", async () => {
    const client = "127.51.100.81";
    const statuses: number[] = [];
    for (let i = 0; i < codeLookupLimits.failures + 1; i++) statuses.push((await arrive(randomCode(), "Ana", client)).status);
    expect(statusCounts(statuses)).toEqual({ 404: codeLookupLimits.failures, 429: 1 });
    expect((await lookUp(randomCode(), client)).status).toBe(429);
  }, 120_000);
});
