/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { useSessionUser, type SessionUserState } from "@/lib/auth/use-session-user";
import { trialOffer, trialTerms } from "@/content/trial";
import { TrialForm, type TrialFormProps } from "./trial-form";
import { TrialSettings } from "./trial-settings";

jest.mock("@/lib/auth/use-session-user", () => ({ useSessionUser: jest.fn() }));
const useSessionUserMock = jest.mocked(useSessionUser);

const signedIn: SessionUserState = {
  status: "authenticated",
  user: { uid: "u1", email: "ana@example.edu", name: "Ana", picture: null, role: "student" },
};
const signedOut: SessionUserState = { status: "unauthenticated", user: null };

const list = [
  { gameId: "ev-gambit", name: "The EV Gambit" },
  { gameId: "order-ops", name: "Order Ops" },
  { gameId: "fruit-beer", name: "Fruit Beer Game" },
];

type Answer = { status: number; body: unknown };
let trialAnswer: Answer | "offline";
let simulationsAnswer: Answer;
/** An answer held until the test lets it go: what the form shows meanwhile. */
let held: { simulations?: Promise<void>; trial?: Promise<void> } = {};
const holdUntilReleased = (what: "simulations" | "trial") => {
  let release!: () => void;
  held[what] = new Promise((resolve) => (release = resolve));
  return release;
};
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const isList = String(input).includes("/api/simulations");
  await (isList ? held.simulations : held.trial);
  const answer = isList ? simulationsAnswer : trialAnswer;
  if (answer === "offline") throw new TypeError("Failed to fetch");
  // jsdom has no Response; the form reads only ok, status, a header (Retry-After) and json().
  return { ok: answer.status < 400, status: answer.status, headers: new Map<string, string>(), json: async () => answer.body };
});

function renderForm(props: Partial<TrialFormProps> = {}, evGambitHostUrl = "https://ev.example.org") {
  const onClose = jest.fn();
  // The host reaches the form as in production: from the site layout's TrialSettings.
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TrialSettings evGambitHostUrl={evGambitHostUrl} guideGameIds={["ev-gambit", "fruit-beer"]}>
        <TrialForm onClose={onClose} {...props} />
      </TrialSettings>
    </SWRConfig>,
  );
  return { onClose };
}

function trialBody() {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/trial") as unknown as [string, RequestInit];
  return JSON.parse(String(call[1].body));
}

beforeEach(() => {
  held = {};
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  simulationsAnswer = { status: 200, body: { data: list } };
  trialAnswer = { status: 200, body: { session: { code: "P5-ABC" }, trial_user: { name: "", email: "bo@x.edu" } } };
  useSessionUserMock.mockReturnValue(signedIn);
});

describe("TrialForm", () => {
  // Told first, before any field (it used to ask Email, Name and Role, then say it after Submit).
  it("tells a signed-out visitor first that a trial needs an account, with Sign Up and Log In and no field", async () => {
    useSessionUserMock.mockReturnValue(signedOut);
    renderForm({ gameId: "fruit-beer" });
    await waitFor(() => expect(screen.getByRole("heading", { name: "A trial needs a free account" })).toHaveFocus());
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?redirect=free-trial&game=fruit-beer&role=Facilitator",
    );
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=free-trial&game=fruit-beer&role=Facilitator",
    );
    await waitFor(() => expect(screen.getByText(/Your trial of Fruit Beer Game is a class session/)).toBeVisible());
    expect(fetchMock).not.toHaveBeenCalledWith("/api/trial", expect.anything());
  });

  it("says what an instructor's trial includes, and its button names the game it starts", async () => {
    useSessionUserMock.mockReturnValue({ status: "authenticated", user: { ...signedIn.user!, role: "facilitator" } });
    renderForm({ gameId: "ev-gambit" });
    expect(await screen.findByRole("button", { name: "Start my trial of The EV Gambit" })).toBeVisible();
    expect(
      screen.getByText(
        `A free trial is one class session of one game, for up to ${trialOffer.maxStudents} students, open for ${trialOffer.lengthDays} days. The game's guide to prepare the class comes with it: your guide opens once you confirm your e-mail.`,
      ),
    ).toBeVisible();
  });

  it("promises no guide for a game that has none", async () => {
    useSessionUserMock.mockReturnValue({ status: "authenticated", user: { ...signedIn.user!, role: "facilitator" } });
    renderForm({ gameId: "order-ops" });
    expect(await screen.findByRole("button", { name: "Start my trial of Order Ops" })).toBeVisible();
    expect(screen.getByText(trialTerms(false))).toBeVisible();
    expect(screen.queryByText(/guide/)).toBeNull();
  });

  it("tells a student their trial is a session to play on their own; the button follows the chosen game", async () => {
    renderForm();
    expect(screen.getByText(trialOffer.studentSummary)).toBeVisible();
    expect(screen.getByRole("button", { name: "Start my trial" })).toBeVisible();
    await userEvent.selectOptions(await screen.findByLabelText("Simulation"), "Order Ops");
    expect(screen.getByRole("button", { name: "Start my trial of Order Ops" })).toBeVisible();
  });

  it("asks a signed-in person only for the game, and sends their account's e-mail and name", async () => {
    renderForm({ gameId: "order-ops" });
    const select = screen.getByLabelText("Simulation");
    await waitFor(() => expect(select).toHaveDisplayValue("Order Ops"));
    expect(select).toBeDisabled();
    expect(select.querySelectorAll("option")).toHaveLength(1);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByLabelText("Role")).toBeNull();
    // A student has no dashboard: the code goes by mail only.
    expect(screen.getByText("The session's code goes to ana@example.edu.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("heading", { name: "Success!" })).toHaveFocus();
    expect(screen.getByText("Your session code is P5-ABC.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Go to your dashboard" })).toBeNull();
    expect(trialBody()).toEqual({ current_trial_game_id: "order-ops" });
  });

  it("offers a facilitator their dashboard after the trial", async () => {
    useSessionUserMock.mockReturnValue({ status: "authenticated", user: { ...signedIn.user!, role: "facilitator" } });
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/games-overview");
  });

  it("asks for a game when none is chosen", async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveTextContent("Order Ops"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByText("Please select a simulation.")).toBeInTheDocument();
    expect(screen.getByLabelText("Simulation")).toHaveAccessibleDescription("Please select a simulation.");
  });

  it("narrows the list to the header's game ids", async () => {
    renderForm({ gameIds: ["order-ops", "fruit-beer"] });
    const select = screen.getByLabelText("Simulation");
    await waitFor(() => expect(select).toHaveTextContent("Select a simulation"));
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Select a simulation",
      "Order Ops",
      "Fruit Beer Game",
    ]);
  });

  it("says the list is loading, then shows the games", async () => {
    const release = holdUntilReleased("simulations");
    renderForm();
    const select = screen.getByLabelText("Simulation");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Loading simulations..."]);
    release();
    await waitFor(() => expect(select).toHaveTextContent("The EV Gambit"));
  });

  it.each([
    ["fails", { status: 502, body: { message: "down" } }],
    ["is empty", { status: 200, body: { data: [] } }],
  ])("says 'No simulations available' when the list %s", async (_when, answer) => {
    simulationsAnswer = answer;
    renderForm();
    const select = screen.getByLabelText("Simulation");
    await waitFor(() => expect(select).toHaveTextContent("No simulations available"));
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["No simulations available"]);
  });

  it("opens the EV Gambit join address in a new tab with the account's name", async () => {
    const tab = { opener: {} as unknown };
    const open = jest.spyOn(window, "open").mockReturnValue(tab as Window);
    trialAnswer = { status: 200, body: { session: { code: "P5-ABC" }, trial_user: { name: null, email: "ana@example.edu" } } };
    const { onClose } = renderForm({ gameId: "ev-gambit" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("The EV Gambit"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith("https://ev.example.org/join-game?name=Ana&email=ana%40example.edu&session_code=P5-ABC", "_blank");
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it("offers a link when the new tab is blocked", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    trialAnswer = { status: 200, body: { session: { code: "P5-ABC" }, trial_user: { name: "Ana", email: "ana@example.edu" } } };
    renderForm({ gameId: "ev-gambit" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("The EV Gambit"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Popup was blocked. Please allow popups for this site.");
    expect(screen.getByRole("link", { name: "Open The EV Gambit" })).toHaveAttribute(
      "href",
      "https://ev.example.org/join-game?name=Ana&email=ana%40example.edu&session_code=P5-ABC",
    );
    open.mockRestore();
  });

  it("keeps the game and shows the server's message on failure", async () => {
    trialAnswer = { status: 429, body: { message: "Too many requests. Please try again later." } };
    renderForm();
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveTextContent("Order Ops"));
    await userEvent.selectOptions(screen.getByLabelText("Simulation"), "order-ops");
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    expect(screen.getByLabelText("Simulation")).toHaveValue("order-ops");
  });

  it("says in short words that the request was not sent when the network fails, and keeps the game", async () => {
    trialAnswer = "offline";
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    // The form tries six times, 300 ms apart, before it says so.
    expect(await screen.findByRole("alert", {}, { timeout: 5_000 })).toHaveTextContent(
      "We could not submit your request. Please try again.",
    );
    expect(screen.getByLabelText("Simulation")).toHaveValue("order-ops");
  });

  it("says 'Processing...' on a disabled button while sending, then Success! and where the access details go", async () => {
    const release = holdUntilReleased("trial");
    trialAnswer = { status: 200, body: { session: { code: "" }, trial_user: null } };
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    expect(await screen.findByRole("heading", { name: "Success!" })).toHaveFocus();
    expect(
      screen.getByText("Your free trial request has been submitted. You will receive access details via email shortly.", { exact: true }),
    ).toBeInTheDocument();
  });

  it("says an account is needed, keeping the game, when the server says the session ended", async () => {
    trialAnswer = { status: 401, body: { message: "You need to be signed in." } };
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=free-trial&game=order-ops&role=Facilitator",
    );
  });

  it("shows the success panel for an EV Gambit trial when the site has no EV Gambit host", async () => {
    const open = jest.spyOn(window, "open");
    renderForm({ gameId: "ev-gambit" }, ""); // EV_GAMBIT_HOST_URL unset
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("The EV Gambit"));
    await userEvent.click(screen.getByRole("button", { name: /^Start my trial/ }));
    expect(await screen.findByRole("heading", { name: "Success!" })).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
