/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import type { LobbyArrival } from "@/upstream-contract/lobby-types";
import { LobbyArrivals } from "./lobby-arrivals";

const ana: LobbyArrival = { id: "a-1", name: "Ana", arrived_at: "2030-01-01T10:00:00.000Z" };
const ben: LobbyArrival = { id: "b-2", name: "Ben", arrived_at: "2030-01-01T10:00:01.000Z" };

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderLobby(arrivals: LobbyArrival[]) {
  // A fresh cache per test, and no polling while it runs.
  return render(
    <SWRConfig value={{ provider: () => new Map(), refreshInterval: 0 }}>
      <LobbyArrivals code="EV-ABC234" initial={arrivals} />
    </SWRConfig>,
  );
}

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

describe("the professor's lobby", () => {
  it("offers a Remove button named for each student, which sends DELETE and takes the name off the list", async () => {
    fetchMock.mockResolvedValue(answer(200, { code: "EV-ABC234", game_id: "ev-gambit", arrivals: [ben] }));
    renderLobby([ana, ben]);
    const names = screen.getByRole("list", { name: text.arrivedHeading });
    expect(
      within(names)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Remove Ana", "Remove Ben"]);

    await userEvent.click(screen.getByRole("button", { name: "Remove Ana" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/reference-game/api/lobbies/EV-ABC234/arrivals/a-1",
      expect.objectContaining({ method: "DELETE" }),
    );
    await waitFor(() => expect(screen.queryByText("Ana")).toBeNull());
    expect(screen.getByText("Ben")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(text.arrivedCount(1));
    // The keyboard stays in the list, on the name that took the removed one's place.
    expect(screen.getByRole("button", { name: "Remove Ben" })).toHaveFocus();
  });

  it("says so when a name could not be removed, and keeps it", async () => {
    fetchMock.mockResolvedValue(answer(503, { message: "down" }));
    renderLobby([ana]);
    await userEvent.click(screen.getByRole("button", { name: "Remove Ana" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text.removeFailed("Ana"));
    expect(screen.getByText("Ana")).toBeInTheDocument();
  });

  it("with no first list (the projected screen), draws the class once the lobby answers its professor", async () => {
    fetchMock.mockResolvedValue(answer(200, { code: "EV-ABC234", game_id: "ev-gambit", arrivals: [ana, ben] }));
    render(
      <SWRConfig value={{ provider: () => new Map(), refreshInterval: 0 }}>
        <LobbyArrivals code="EV-ABC234" />
      </SWRConfig>,
    );
    expect(await screen.findByRole("button", { name: "Remove Ben" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(text.arrivedCount(2));
  });

  it("with no first list, shows nothing to someone the lobby does not answer", async () => {
    fetchMock.mockResolvedValue(answer(403, { message: "Forbidden" }));
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map(), refreshInterval: 0 }}>
        <LobbyArrivals code="EV-ABC234" />
      </SWRConfig>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });
});
