/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { refreshSessionUser } from "@/lib/auth/use-session-user";
import { LoginForm, type LoginFormProps } from "./login-form";
import { takeSignedInKind } from "./signed-in-kind";

// userEvent typing and the lazily loaded schema are slow on a busy two-core machine.
jest.setTimeout(20_000);

import { goTo } from "@/lib/auth/landing";

const replace = jest.mocked(goTo);
jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
jest.mock("@/lib/auth/use-session-user", () => ({
  refreshSessionUser: jest.fn(async () => ({ status: "authenticated", user: { role: "student" } })),
}));
jest.mock("@/lib/auth/landing", () => ({ ...jest.requireActual("@/lib/auth/landing"), goTo: jest.fn() }));
const signInMock = jest.mocked(signIn);

function renderLogin(props: Partial<LoginFormProps> = {}) {
  render(<LoginForm destination="/" initialEmail="" initialMode="student" query="" initialError={null} googleOffered {...props} />);
}

async function logIn(email = "ana@example.edu", password = "pw-123") {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Log In" }));
}

beforeEach(() => {
  replace.mockClear();
  signInMock.mockReset();
});

describe("LoginForm", () => {
  it.each([
    ["the upstream's reason", "Invalid email or password", "Invalid email or password"],
    [
      "a rate-limit sentence, untouched",
      "Too many attempts. Please try again in 42 seconds.",
      "Too many attempts. Please try again in 42 seconds.",
    ],
    ["next-auth's bare code as SPEC's 'Login failed'", "CredentialsSignin", "Login failed"],
  ])("a refused log-in shows %s once, in the alert, and the e-mail field points to it", async (_, error, shown) => {
    signInMock.mockResolvedValue({ ok: false, status: 401, error, url: null });
    renderLogin();
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(new RegExp(`^${shown.replace(/\./g, "\\.")}$`));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(shown);
    expect(screen.getByLabelText("Email")).toBeInvalid();
    expect(screen.getAllByText(shown)).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("says 'Network error' only when no answer came", async () => {
    signInMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderLogin();
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Network error$/);
  });

  it("signs in on the chosen path with the trimmed e-mail, then goes to the destination", async () => {
    signInMock.mockResolvedValue({ ok: true, status: 200, error: null, url: "http://localhost/" });
    renderLogin({ initialMode: "facilitator", destination: "/?redirect=free-trial&game=fruit-beer" });
    expect(screen.getByRole("radio", { name: "Facilitator" })).toBeChecked();
    await logIn("  fay@example.edu ", "secret");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/?redirect=free-trial&game=fruit-beer"));
    expect(signInMock).toHaveBeenCalledWith("facilitator-credentials", { email: "fay@example.edu", password: "secret", redirect: false });
    expect(refreshSessionUser).toHaveBeenCalled();
  });

  // Forgot Password (a mailed link) is offered in both modes.
  it("keeps Forgot Password and hides Google and Sign Up in Facilitator mode", async () => {
    renderLogin({ initialMode: "facilitator" });
    expect(screen.getByRole("button", { name: "Forgot Password?" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Student" }));
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  });
});

describe("where a log-in lands", () => {
  it("a facilitator with nowhere else to go lands on the dashboard", async () => {
    jest.mocked(refreshSessionUser).mockResolvedValueOnce({
      status: "authenticated",
      user: { uid: "f1", email: "fay@example.edu", name: "Fay", picture: null, role: "facilitator" },
    });
    signInMock.mockResolvedValue({ ok: true, status: 200, error: null, url: "http://localhost/" });
    renderLogin({ initialMode: "facilitator" });
    await logIn();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/games-overview"));
  });

  it("signs a facilitator in on the Student toggle and tells the next page which kind of account it was", async () => {
    jest.mocked(refreshSessionUser).mockResolvedValueOnce({
      status: "authenticated",
      user: { uid: "f1", email: "fay@example.edu", name: "Fay", picture: null, role: "facilitator" },
    });
    signInMock.mockResolvedValue({ ok: true, status: 200, error: null, url: "http://localhost/" });
    renderLogin();
    await logIn();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/games-overview"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(takeSignedInKind()).toBe("facilitator");
  });

  it("carries nothing when the account is of the kind the toggle showed", async () => {
    jest.mocked(refreshSessionUser).mockResolvedValueOnce({
      status: "authenticated",
      user: { uid: "s1", email: "sam@example.edu", name: "Sam", picture: null, role: "student" },
    });
    signInMock.mockResolvedValue({ ok: true, status: 200, error: null, url: "http://localhost/" });
    renderLogin();
    await logIn();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/"));
    expect(takeSignedInKind()).toBeNull();
  });
});
