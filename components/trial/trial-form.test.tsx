/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { useSessionUser, type SessionUserState } from "@/hooks/use-session-user";
import { TrialForm, type TrialFormProps } from "./trial-form";
import { TrialSettings } from "./trial-settings";

jest.mock("@/hooks/use-session-user", () => ({ useSessionUser: jest.fn() }));
const useSessionUserMock = jest.mocked(useSessionUser);

const signedIn: SessionUserState = {
  status: "authenticated",
  user: { uid: "u1", email: "ana@example.edu", name: "Ana", picture: null, type: "student" },
};
const signedOut: SessionUserState = { status: "unauthenticated", user: null };

const list = [
  { gameId: "ev-gambit", name: "The EV Gambit" },
  { gameId: "order-ops", name: "Order Ops" },
  { gameId: "fruit-beer", name: "Fruit Beer Game" },
];

type Answer = { status: number; body: unknown };
let trialAnswer: Answer;
let simulationsAnswer: Answer;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const answer = String(input).includes("/api/simulations") ? simulationsAnswer : trialAnswer;
  // jsdom has no Response; the form reads only ok, status and json().
  return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
});

function renderForm(props: Partial<TrialFormProps> = {}, evGambitHostUrl = "https://ev.example.org") {
  const onClose = jest.fn();
  // The host reaches the form as in production: from the site layout's TrialSettings.
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TrialSettings evGambitHostUrl={evGambitHostUrl}>
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
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  simulationsAnswer = { status: 200, body: { data: list } };
  trialAnswer = { status: 200, body: { session: { code: "P5-ABC" }, trial_user: { name: "", email: "bo@x.edu" } } };
  useSessionUserMock.mockReturnValue(signedIn);
});

describe("TrialForm", () => {
  it("tells a signed-out visitor, before any validation, that the trial needs an account", async () => {
    useSessionUserMock.mockReturnValue(signedOut);
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.selectOptions(screen.getByLabelText("Role"), "Facilitator");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("heading", { name: "Create a free account to start your trial" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
      "href",
      "/signup?redirect=free-trial&email=bo%40x.edu&name=&role=Facilitator",
    );
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?redirect=free-trial&email=bo%40x.edu&name=&role=Facilitator");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/trial", expect.anything());
  });

  it("shows SPEC's validation messages, linked to their fields", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const email = screen.getByLabelText("Email");
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email is required.");
    expect(screen.getByText("Please select a simulation.")).toBeInTheDocument();
    await userEvent.type(email, "not an email");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
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

  it("submits a fixed game from its disabled select and shows the success panel", async () => {
    renderForm({ gameId: "order-ops" });
    const select = screen.getByLabelText("Simulation");
    await waitFor(() => expect(select).toHaveDisplayValue("Order Ops"));
    expect(select).toBeDisabled();
    expect(select.querySelectorAll("option")).toHaveLength(1);
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Success!" })).toHaveFocus();
    expect(trialBody()).toEqual({ email: "bo@x.edu", name: "", role: "Student", current_trial_game_id: "order-ops" });
  });

  it("says 'No simulations available' when the list fails", async () => {
    simulationsAnswer = { status: 502, body: { message: "down" } };
    renderForm();
    const select = screen.getByLabelText("Simulation");
    await waitFor(() => expect(select).toHaveTextContent("No simulations available"));
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["No simulations available"]);
  });

  it("opens the EV Gambit join address in a new tab with the e-mail's name fallback", async () => {
    const tab = { opener: {} as unknown };
    const open = jest.spyOn(window, "open").mockReturnValue(tab as Window);
    const { onClose } = renderForm({ gameId: "ev-gambit" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("The EV Gambit"));
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith(
      "https://ev.example.org/join-game?name=bo&email=bo%40x.edu&session_code=P5-ABC",
      "_blank",
    );
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it("offers a link when the new tab is blocked", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    renderForm({ gameId: "ev-gambit" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("The EV Gambit"));
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Popup was blocked. Please allow popups for this site.");
    expect(screen.getByRole("link", { name: "Open The EV Gambit" })).toHaveAttribute(
      "href",
      "https://ev.example.org/join-game?name=bo&email=bo%40x.edu&session_code=P5-ABC",
    );
    open.mockRestore();
  });

  it("keeps the values and shows the server's message on failure", async () => {
    trialAnswer = { status: 429, body: { message: "Too many requests. Please try again later." } };
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    expect(screen.getByLabelText("Email")).toHaveValue("bo@x.edu");
  });

  it("sends the visitor to login when the server says the session ended", async () => {
    trialAnswer = { status: 401, body: { message: "You need to be signed in." } };
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    // The fixed game goes along (issue 10), so the dialog reopens on it after login.
    expect(await screen.findByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?redirect=free-trial&game=order-ops&email=bo%40x.edu&name=&role=Student");
  });

  it("keeps a fixed game on the way to login", async () => {
    useSessionUserMock.mockReturnValue(signedOut);
    renderForm({ gameId: "fruit-beer" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Fruit Beer Game"));
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?redirect=free-trial&game=fruit-beer&email=bo%40x.edu&name=&role=Student");
  });

  it("keeps a game picked from the list on the way to login", async () => {
    useSessionUserMock.mockReturnValue(signedOut);
    renderForm();
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveTextContent("Order Ops"));
    await userEvent.selectOptions(screen.getByLabelText("Simulation"), "order-ops");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?redirect=free-trial&game=order-ops&email=&name=&role=Student");
  });

  it("back from login, fills the empty name and e-mail from the account, and keeps what was typed", async () => {
    renderForm({ gameId: "order-ops", prefillFromAccount: true });
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue("ana@example.edu"));
    expect(screen.getByLabelText("Name (optional)")).toHaveValue("Ana");
  });

  it("prefers what the visitor typed before login over the account", async () => {
    renderForm({ gameId: "order-ops", prefillFromAccount: true, initialValues: { email: "typed@x.edu", name: "" } });
    await waitFor(() => expect(screen.getByLabelText("Name (optional)")).toHaveValue("Ana"));
    expect(screen.getByLabelText("Email")).toHaveValue("typed@x.edu");
  });

  it("leaves the fields empty when opened by a button (no prefill asked for)", async () => {
    renderForm({ gameId: "order-ops" });
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("Order Ops"));
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Name (optional)")).toHaveValue("");
  });

  it("shows the success panel for an EV Gambit trial when the site has no EV Gambit host", async () => {
    const open = jest.spyOn(window, "open");
    renderForm({ gameId: "ev-gambit" }, ""); // EV_GAMBIT_HOST_URL unset
    await waitFor(() => expect(screen.getByLabelText("Simulation")).toHaveDisplayValue("The EV Gambit"));
    await userEvent.type(screen.getByLabelText("Email"), "bo@x.edu");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Success!" })).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
