import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createHttpLobbies } from "@/lib/upstream/http/lobbies";
import { referenceLobbyErrors, upstreamMessages } from "@/upstream-contract/messages";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import { startUpstreamServer, type RunningUpstreamServer } from "./http/server";
import { MAX_ARRIVALS } from "./lobby-arrivals";
import { lobbyArrivals } from "./schema";
import { seedAccounts, seedPassword } from "./seed";

/** Students entering a lobby by name and its professor taking names out, in-process and over HTTP. */
const fixture = freshEmbedded();
let server: RunningUpstreamServer;
let professor: string;
let otherProfessor: string;
let student: string;

beforeAll(async () => {
  await fixture.upstream.ready();
  server = await startUpstreamServer({ upstream: fixture.upstream, port: 0 });
  professor = (await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword })).access_token;
  student = (await fixture.upstream.loginStudent({ email: seedAccounts.student.email, password: seedPassword })).access_token;
  otherProfessor = (
    await fixture.upstream.register({
      name: "Other Prof",
      email: `other-${randomUUID().slice(0, 8)}@example.org`,
      password: "secret-123",
      display_type: "Facilitator",
    })
  ).value.access_token;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await fixture.cleanup();
}, 30_000);

/** A lobby of its own for each test: the professor's trial code of a game. */
async function newLobby(): Promise<string> {
  const trial = await fixture.upstream.createTrialSession({
    name: "Prof",
    email: seedAccounts.facilitator.email,
    current_trial_game_id: "ev-gambit",
  });
  return trial.value.session.code;
}

const namesIn = async (lobbies: ReferenceLobbies, code: string) => (await lobbies.hostLobby(professor, code)).arrivals.map((a) => a.name);

describe.each<[string, () => ReferenceLobbies]>([
  ["in-process", () => fixture.upstream],
  ["over HTTP", () => createHttpLobbies({ apiUrl: server.url, timeoutMs: 10_000 })],
])("lobby arrivals %s", (_how, lobbiesOf) => {
  let lobbies: ReferenceLobbies;
  beforeAll(() => {
    lobbies = lobbiesOf();
  });

  it("shows the attack's names normalised, and refuses in words the ones with nothing to show", async () => {
    const code = await newLobby();
    const arrive = (name: string) => lobbies.arrive({ code, name });
    expect((await arrive("\u202Etxt.exe")).arrival.name).toBe("txt.exe");
    expect((await arrive("a\nb\tc")).arrival.name).toBe("a b c");
    for (const blank of ["\u3164", "\u2800", "\u115F\u1160", "\uFFA0", "\u200B"])
      await expect(arrive(blank)).rejects.toMatchObject({ status: 400, message: referenceLobbyErrors.nameEmpty });
    await expect(arrive("\uFDFD".repeat(60))).rejects.toMatchObject({ status: 400, message: referenceLobbyErrors.nameEmpty });
    await expect(arrive(`Ana ${"\uFDFD".repeat(60)}`)).rejects.toMatchObject({ status: 400, message: referenceLobbyErrors.nameTooLong });
    await expect(arrive("Prof. Smith (your instructor)")).rejects.toMatchObject({ status: 400, message: referenceLobbyErrors.nameStaff });
    expect(await namesIn(lobbies, code)).toEqual(["txt.exe", "a b c"]);
  });

  it("refuses a name that reads like one already in the lobby, and takes it again once that student is removed", async () => {
    const code = await newLobby();
    const ana = await lobbies.arrive({ code, name: "Ana" });
    for (const alike of ["Ana\u200B", "ana", "ＡＮＡ", "Аna"])
      await expect(lobbies.arrive({ code, name: alike })).rejects.toMatchObject({ status: 409, message: referenceLobbyErrors.nameTaken });
    expect((await lobbies.arrive({ code, name: "Ana Lima" })).arrival.name).toBe("Ana Lima");
    await lobbies.removeArrival(professor, code, ana.arrival.id);
    expect((await lobbies.arrive({ code, name: "ana" })).arrival.name).toBe("ana");
  });

  it("lets only the lobby's professor remove a name, and answers everyone else alike", async () => {
    const code = await newLobby();
    const ana = await lobbies.arrive({ code, name: "Ana" });
    const ben = await lobbies.arrive({ code, name: "Ben" });
    const notFound = { status: 404, message: referenceLobbyErrors.noArrival };
    await expect(lobbies.removeArrival(otherProfessor, code, ana.arrival.id)).rejects.toMatchObject(notFound);
    await expect(lobbies.removeArrival(professor, code, randomUUID())).rejects.toMatchObject(notFound);
    await expect(lobbies.removeArrival(professor, "EV-ZZZZZZ", ana.arrival.id)).rejects.toMatchObject(notFound);
    await expect(lobbies.removeArrival(student, code, ana.arrival.id)).rejects.toMatchObject({
      status: 403,
      message: upstreamMessages.forbidden,
    });
    await expect(lobbies.removeArrival("not-a-token", code, ana.arrival.id)).rejects.toMatchObject({ status: 401 });
    expect(await namesIn(lobbies, code)).toEqual(["Ana", "Ben"]);

    const after = await lobbies.removeArrival(professor, code, ana.arrival.id);
    expect(after).toMatchObject({ code, arrivals: [{ id: ben.arrival.id, name: "Ben" }] });
    await expect(lobbies.arrivalOf(code, ana.arrival.id)).rejects.toMatchObject({ status: 404 });
    await expect(lobbies.removeArrival(professor, code, ana.arrival.id)).rejects.toMatchObject(notFound);
  });
});

describe("a lobby's places", () => {
  it("are freed by the professor removing a name: a full lobby takes a real student again", async () => {
    const code = await newLobby();
    const lobbies = fixture.upstream;
    await lobbies.arrive({ code, name: "First" });
    const db = await fixture.upstream.ready();
    const junk = Array.from({ length: MAX_ARRIVALS - 1 }, (_, i) => ({
      id: randomUUID(),
      lobbyCode: code,
      name: `junk ${i}`,
      arrivedAt: new Date(),
    }));
    await db.insert(lobbyArrivals).values(junk);
    await expect(lobbies.arrive({ code, name: "Real Student" })).rejects.toMatchObject({ status: 409, message: referenceLobbyErrors.full });
    await lobbies.removeArrival(professor, code, junk[0]!.id);
    expect((await lobbies.arrive({ code, name: "Real Student" })).arrival.name).toBe("Real Student");
    await expect(lobbies.arrive({ code, name: "Another" })).rejects.toMatchObject({ status: 409 });
  });

  it("hold one name once, however many send it at the same moment", async () => {
    const code = await newLobby();
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => fixture.upstream.arrive({ code, name: "Same Name" })));
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    const db = await fixture.upstream.ready();
    expect(await db.select().from(lobbyArrivals).where(eq(lobbyArrivals.lobbyCode, code))).toHaveLength(1);
  });
});
