/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { messages } from "@/lib/messages";
import type { AccessibleGameRecord } from "@/upstream-contract/types";
import { AccessibleGames } from "./accessible-games";
import type { DashboardCatalogue } from "./dashboard-cards";
import { fetchAccessibleGames, setCurrentGame } from "./fetch-accessible-games";

jest.mock("./fetch-accessible-games", () => ({
  accessibleGamesUrl: "/api/dashboard/games",
  fetchAccessibleGames: jest.fn(),
  setCurrentGame: jest.fn(),
}));

const fetchMock = jest.mocked(fetchAccessibleGames);
const setCurrentGameMock = jest.mocked(setCurrentGame);

const host = "https://dashboard.example.com";
const catalogue: DashboardCatalogue = {
  "fruit-beer": {
    title: "Fruit Beer Game",
    image: { src: "/images/games/fruit-beer.jpg", alt: "", width: 1200, height: 675 },
    href: `${host}/fruit-beer`,
    joinPrefix: null,
  },
};
const records: AccessibleGameRecord[] = [
  { id: "1", game_id: "fruit-beer", simulation_name: "beer", expiry_date: "2030-12-14" },
  { id: "2", game_id: "unknown-game", simulation_name: "Mystery Game", expiry_date: null },
];

function renderGames(uid = "u-1", initialRecords?: AccessibleGameRecord[]) {
  return render(<AccessibleGames uid={uid} catalogue={catalogue} hostUrl={host} initialRecords={initialRecords} />);
}

beforeEach(() => {
  fetchMock.mockReset();
  setCurrentGameMock.mockReset();
});

it("shows a skeleton while loading, then one link per game with its date", async () => {
  let resolve: (value: AccessibleGameRecord[]) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
  const { container } = renderGames();
  expect(screen.getByRole("status")).toHaveTextContent("Loading accessible games");
  expect(container.querySelectorAll("ul[aria-hidden='true'] > li")).toHaveLength(3);

  await act(async () => resolve(records));
  const links = await screen.findAllByRole("link");
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute("href", `${host}/fruit-beer`);
  expect(links[0]).toHaveAttribute("target", "_blank");
  expect(links[0]).toHaveTextContent("Fruit Beer Game");
  expect(links[0]).toHaveTextContent("Licence valid until 14 DEC 2030");
  expect(links[1]).toHaveTextContent("Mystery Game");
  expect(links[1]).toHaveTextContent(messages.dashboard.noExpiry);
  expect(container.querySelector("ul[aria-hidden='true']")).toBeNull();
});

it("draws the server's list at once, fetches nothing on mount, and refreshes on Refresh list", async () => {
  renderGames("u-1", records.slice(0, 1));
  const first = screen.getByRole("link", { name: /Fruit Beer Game/ });
  expect(first).toHaveTextContent("Licence valid until 14 DEC 2030");
  expect(screen.getByRole("status")).toHaveTextContent("1 licensed game listed.");
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockResolvedValue(records);
  await userEvent.click(screen.getByRole("button", { name: "Refresh list" }));
  await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(2));
  expect(screen.getAllByRole("link")[1]).toHaveTextContent("Mystery Game");
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("asks the upstream to set the current game when a card is clicked", async () => {
  fetchMock.mockResolvedValue(records);
  renderGames();
  const link = await screen.findByRole("link", { name: /Fruit Beer Game/ });
  link.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(link);
  expect(setCurrentGameMock).toHaveBeenCalledWith("fruit-beer");
});

it("shows the empty state", async () => {
  fetchMock.mockResolvedValue([]);
  renderGames();
  expect(await screen.findByText(messages.dashboard.empty)).toBeInTheDocument();
});

it("shows the error with its reason and retries", async () => {
  fetchMock.mockRejectedValueOnce(new Error("The service is unavailable."));
  renderGames();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(`${messages.dashboard.errorPrefix}The service is unavailable.`);

  fetchMock.mockResolvedValueOnce(records);
  await userEvent.click(screen.getByRole("button", { name: "Retry" }));
  const links = await screen.findAllByRole("link");
  expect(links.map((link) => link.querySelector("h3")?.textContent)).toEqual(["Fruit Beer Game", "Mystery Game"]);
  expect(screen.queryByRole("alert")).toBeNull();
});

it("refetches on Refresh list", async () => {
  fetchMock.mockResolvedValue(records.slice(0, 1));
  renderGames();
  expect((await screen.findAllByRole("link")).map((link) => link.querySelector("h3")?.textContent)).toEqual(["Fruit Beer Game"]);
  fetchMock.mockResolvedValue(records);
  await userEvent.click(screen.getByRole("button", { name: "Refresh list" }));
  await waitFor(() =>
    expect(screen.getAllByRole("link").map((link) => link.querySelector("h3")?.textContent)).toEqual(["Fruit Beer Game", "Mystery Game"]),
  );
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("collapses and expands from the keyboard", async () => {
  fetchMock.mockResolvedValue(records);
  renderGames();
  await screen.findAllByRole("link");
  const toggle = screen.getByRole("button", { name: /Your licensed games/ });
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  expect(toggle).toHaveAttribute("aria-expanded", "true");

  toggle.focus();
  await userEvent.keyboard("{Enter}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(panel).not.toBeVisible();
  expect(screen.queryAllByRole("link")).toHaveLength(0);

  await userEvent.keyboard(" ");
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(panel).toBeVisible();
});

it("keeps each user's list apart", async () => {
  fetchMock.mockResolvedValueOnce(records.slice(0, 1));
  const { rerender } = renderGames("u-1");
  expect(await screen.findByRole("link", { name: /Fruit Beer Game/ })).toHaveAttribute("href", `${host}/fruit-beer`);

  let resolve: (value: AccessibleGameRecord[]) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
  rerender(<AccessibleGames uid="u-2" catalogue={catalogue} hostUrl={host} />);
  expect(screen.queryAllByRole("link")).toHaveLength(0);
  await act(async () => resolve([]));
  expect(await screen.findByText(messages.dashboard.empty)).toBeInTheDocument();
});
