import "@/test-support/api/env";
import { randomUUID } from "node:crypto";
import { messages } from "@/lib/messages";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { referenceLobbyErrors } from "@/upstream-contract/messages";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import * as arrivals from "@/app/reference-game/api/arrivals/route";
import { callWith, lobbyRouteFixture } from "../../../../lobby-route-fixture";
import { DELETE } from "./route";

/** The professor taking a name out of their lobby, through the site's reference game API. */
const lobby = lobbyRouteFixture(seedAccounts.facilitator.email);
let owner: string;
let otherProfessor: string;
let student: string;

beforeAll(async () => {
  owner = await sessionCookie(await lobby.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword }));
  student = await sessionCookie(await lobby.upstream.loginStudent({ email: seedAccounts.student.email, password: seedPassword }));
  otherProfessor = await sessionCookie(
    (
      await lobby.upstream.register({
        name: "Other Prof",
        email: `other-${randomUUID().slice(0, 8)}@example.org`,
        password: "secret-123",
        display_type: "Facilitator",
      })
    ).value,
  );
}, 60_000);

const arrive = async (code: string, name: string, client = `127.192.2.${Math.floor(Math.random() * 200)}`) => {
  const answer = await call(arrivals, "POST", "/reference-game/api/arrivals", { json: { code, name }, client });
  expect(answer.status).toBe(201);
  return String((await jsonOf(answer)).player)
    .split("/")
    .pop()!;
};
const remove = (code: string, id: string, options: { cookie?: string; origin?: string | null } = {}) =>
  callWith(DELETE, { code, id }, "DELETE", `/reference-game/api/lobbies/${code}/arrivals/${id}`, options);

describe("DELETE /reference-game/api/lobbies/<code>/arrivals/<id>", () => {
  it("takes the name out for the lobby's professor and answers the lobby after", async () => {
    const code = await lobby.newLobby();
    const ana = await arrive(code, "Ana");
    const ben = await arrive(code, "Ben");
    const answer = await remove(code, ana, { cookie: owner });
    expect(answer.status).toBe(200);
    expect(await jsonOf(answer)).toMatchObject({ code, arrivals: [{ id: ben, name: "Ben" }] });
  });

  it("answers another professor as it answers an unknown code or student (404), a student 403, and nobody signed in 401", async () => {
    const code = await lobby.newLobby();
    const ana = await arrive(code, "Ana");
    const missing = { status: 404, message: referenceLobbyErrors.noArrival };
    const answerOf = async (answer: Response) => ({ status: answer.status, message: (await jsonOf(answer)).message });
    expect(await answerOf(await remove(code, ana, { cookie: otherProfessor }))).toEqual(missing);
    expect(await answerOf(await remove(code, randomUUID(), { cookie: otherProfessor }))).toEqual(missing);
    expect(await answerOf(await remove("EV-ZZZZZZ", ana, { cookie: otherProfessor }))).toEqual(missing);
    expect(await answerOf(await remove(code, randomUUID(), { cookie: owner }))).toEqual(missing);
    expect(await answerOf(await remove(code, ana, { cookie: student }))).toEqual({ status: 403, message: messages.api.forbidden });
    expect((await remove(code, ana)).status).toBe(401);
    expect((await remove(code, ana, { cookie: owner, origin: "https://evil.example" })).status).toBe(403);
    expect((await lobby.upstream.arrivalOf(code, ana)).arrival.name).toBe("Ana");
  });

  it("frees the name and the place: the student can join again", async () => {
    const code = await lobby.newLobby();
    const ana = await arrive(code, "Ana");
    expect((await remove(code, ana, { cookie: owner })).status).toBe(200);
    await arrive(code, "Ana");
  });
});
