import { configureRateLimitForTests } from "./index";
import { lobbyArrivalLimits, takeArrivalTry, takeLobbyPlace } from "./lobby-arrivals";

beforeEach(() => configureRateLimitForTests({ enabled: true }));

describe("arrivals per address", () => {
  it("give one address a lobby's worth of places in each lobby, whatever other addresses and lobbies did", async () => {
    const taken = [];
    for (let i = 0; i <= lobbyArrivalLimits.perLobbyAddress; i++) taken.push((await takeLobbyPlace("EV-AAAAAA", "127.192.2.1")).allowed);
    expect(taken.filter(Boolean)).toHaveLength(lobbyArrivalLimits.perLobbyAddress);
    expect(taken.at(-1)).toBe(false);
    expect(lobbyArrivalLimits.perLobbyAddress).toBeGreaterThanOrEqual(300);
    expect((await takeLobbyPlace("EV-BBBBBB", "127.192.2.1")).allowed).toBe(true);
    expect((await takeLobbyPlace("EV-AAAAAA", "127.192.2.2")).allowed).toBe(true);
  });

  it("take a place back when the lobby refused the name", async () => {
    for (let i = 0; i < lobbyArrivalLimits.perLobbyAddress; i++) {
      const place = await takeLobbyPlace("EV-CCCCCC", "127.192.2.3");
      if (place.allowed) await place.giveBack();
    }
    expect((await takeLobbyPlace("EV-CCCCCC", "127.192.2.3")).allowed).toBe(true);
  });

  it("give one address tries at a lobby enough for a class of 300 sending twice, then refuse with Retry-After", async () => {
    expect(lobbyArrivalLimits.perLobbyAddressTries).toBeGreaterThanOrEqual(600);
    for (let i = 0; i < lobbyArrivalLimits.perLobbyAddressTries; i++)
      expect((await takeArrivalTry("EV-DDDDDD", "127.192.2.4")).allowed).toBe(true);
    expect(await takeArrivalTry("EV-DDDDDD", "127.192.2.4")).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect((await takeArrivalTry("EV-DDDDDD", "127.192.2.5")).allowed).toBe(true);
  });

  it("count each lobby's tries apart, so a campus behind one address runs many classes in the same hour", async () => {
    lobbyArrivalLimits.perLobbyAddressTries = 5;
    try {
      for (const code of ["EV-EEEEE1", "EV-EEEEE2", "EV-EEEEE3"])
        for (let i = 0; i < 5; i++) expect((await takeArrivalTry(code, "127.192.2.6")).allowed).toBe(true);
      expect((await takeArrivalTry("EV-EEEEE1", "127.192.2.6")).allowed).toBe(false);
      expect((await takeArrivalTry("EV-EEEEE4", "127.192.2.6")).allowed).toBe(true);
    } finally {
      lobbyArrivalLimits.perLobbyAddressTries = 600;
    }
  });
});
