import { messages } from "@/lib/messages";
import { fetchAccessibleGames, readErrorReason, setCurrentGame } from "./fetch-accessible-games";

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    }),
  );
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("readErrorReason", () => {
  it.each([
    [{ message: "Down", detail: "ignored" }, "Down"],
    [{ detail: "Not allowed" }, "Not allowed"],
    [{ message: "  ", detail: "Fallback detail" }, "Fallback detail"],
    [{ message: 42 }, null],
    [null, null],
    ["text", null],
  ])("%j → %j", (body, expected) => {
    expect(readErrorReason(body)).toBe(expected);
  });
});

describe("fetchAccessibleGames", () => {
  it("returns the records under data, ids as strings", async () => {
    fetchMock.mockReturnValue(answer(200, { data: [{ id: 7, game_id: "fruit-beer", simulation_name: "Beer", expiry_date: null }] }));
    await expect(fetchAccessibleGames()).resolves.toEqual([{ id: "7", game_id: "fruit-beer", simulation_name: "Beer", expiry_date: null }]);
    expect(fetchMock).toHaveBeenCalledWith("/api/dashboard/games", expect.objectContaining({ cache: "no-store" }));
  });

  it.each([
    [
      "the answer's message",
      502,
      { message: "The service is unavailable. Please try again later." },
      "The service is unavailable. Please try again later.",
    ],
    ["the answer's detail", 403, { detail: "Forbidden" }, "Forbidden"],
    ["the base message when the body says nothing", 500, "<html>", messages.dashboard.loadFailed],
    ["the base message for a malformed success", 200, { data: [{ id: "1" }] }, messages.dashboard.loadFailed],
    ["the base message when data is missing", 200, {}, messages.dashboard.loadFailed],
  ])("fails with %s", async (_name, status, body, reason) => {
    fetchMock.mockReturnValue(answer(status, body));
    await expect(fetchAccessibleGames()).rejects.toThrow(reason);
  });

  it("fails with the base message when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(fetchAccessibleGames()).rejects.toThrow(messages.dashboard.loadFailed);
  });
});

describe("setCurrentGame", () => {
  it("sends a keepalive PUT with the game id", () => {
    fetchMock.mockReturnValue(answer(200, {}));
    setCurrentGame("fruit-beer");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/dashboard/current-game",
      expect.objectContaining({ method: "PUT", keepalive: true, body: JSON.stringify({ game_id: "fruit-beer" }) }),
    );
  });

  it("never throws, whether the request rejects or fetch itself throws", () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(() => setCurrentGame("a")).not.toThrow();
    fetchMock.mockImplementationOnce(() => {
      throw new TypeError("keepalive quota");
    });
    expect(() => setCurrentGame("b")).not.toThrow();
  });
});
