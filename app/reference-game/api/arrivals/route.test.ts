import "@/test-support/api/env";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { referenceLobbyErrors } from "@/upstream-contract/messages";
import { call, jsonOf } from "@/test-support/api/requests";
import { lobbyRouteFixture } from "../lobby-route-fixture";
import * as arrivals from "./route";

/** The names a student can give a lobby, as the professor's list then shows them. */
const lobby = lobbyRouteFixture(seedAccounts.facilitator.email);

const arrive = (code: string, name: string) => call(arrivals, "POST", "/reference-game/api/arrivals", { json: { code, name } });

async function namesIn(code: string): Promise<string[]> {
  const { access_token } = await lobby.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
  return (await lobby.upstream.hostLobby(access_token, code)).arrivals.map((arrival) => arrival.name);
}

describe("POST /reference-game/api/arrivals: the name", () => {
  it("is kept without its bidi override, controls or invisible characters", async () => {
    const code = await lobby.newLobby();
    for (const [typed, shown] of [
      ["\u202Etxt.exe", "txt.exe"],
      ["a\nb\tc", "a b c"],
      ["  Ana\u00A0\u00A0Lima\u200B ", "Ana Lima"],
    ]) {
      const answer = await arrive(code, typed!);
      expect([answer.status, (await jsonOf(answer)).name]).toEqual([201, shown]);
    }
    expect(await namesIn(code)).toEqual(["txt.exe", "a b c", "Ana Lima"]);
  });

  it("is refused in words under the name field when nothing is left to show, it is too long, or it poses as staff", async () => {
    const code = await lobby.newLobby();
    for (const [typed, message] of [
      ["\u3164", referenceLobbyErrors.nameEmpty],
      ["\u2800", referenceLobbyErrors.nameEmpty],
      ["\u115F\u1160\uFFA0", referenceLobbyErrors.nameEmpty],
      ["\uFDFD".repeat(60), referenceLobbyErrors.nameEmpty],
      [`Ana ${"\uFDFD".repeat(60)}`, referenceLobbyErrors.nameTooLong],
      ["x".repeat(61), referenceLobbyErrors.nameTooLong],
      ["Prof. Smith (your instructor)", referenceLobbyErrors.nameStaff],
      ["[ADMIN] Bot", referenceLobbyErrors.nameStaff],
    ]) {
      const answer = await arrive(code, typed!);
      expect([typed, answer.status, (await jsonOf(answer)).errors]).toEqual([typed, 400, { name: [message] }]);
    }
    expect(await namesIn(code)).toEqual([]);
  });

  it("is refused in words when it reads like a name already in the lobby", async () => {
    const code = await lobby.newLobby();
    expect((await arrive(code, "Ana")).status).toBe(201);
    for (const alike of ["Ana\u200B", "ANA", "Аna"]) {
      const answer = await arrive(code, alike);
      expect([alike, answer.status, (await jsonOf(answer)).message]).toEqual([alike, 409, referenceLobbyErrors.nameTaken]);
    }
    expect(await namesIn(code)).toEqual(["Ana"]);
  });

  it("counts its length in graphemes: sixty letters with accents or emoji go in", async () => {
    const code = await lobby.newLobby();
    const long = `Zoë${"👍🏽".repeat(57)}`;
    const answer = await arrive(code, long);
    expect([answer.status, (await jsonOf(answer)).name]).toEqual([201, long]);
  });
});
