/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { getProviders, signIn } from "next-auth/react";
import { GoogleButton } from "./google-button";

jest.mock("next-auth/react", () => ({ getProviders: jest.fn(), signIn: jest.fn() }));
const start = jest.mocked(signIn);
const providerList = jest.mocked(getProviders);
/** The server's provider list as next-auth's client reads it (its type lists every built-in provider). */
type ProviderList = Awaited<ReturnType<typeof getProviders>>;
const google = {
  id: "google",
  name: "Google",
  type: "oauth",
  signinUrl: "/api/auth/signin/google",
  callbackUrl: "/api/auth/callback/google",
} as const;

describe("GoogleButton", () => {
  const fetchSpy = jest.fn();
  const errorSpy = jest.spyOn(console, "error").mockImplementation(() => {});

  beforeEach(() => {
    fetchSpy.mockReset();
    start.mockReset();
    providerList.mockReset();
    providerList.mockResolvedValue({ google } as unknown as ProviderList);
    global.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterAll(() => errorSpy.mockRestore());

  it("is shown as not ready in the prerendered page, where a tap could do nothing, and works once the code runs", () => {
    expect(renderToString(<GoogleButton callbackPath="/" />)).toMatch(/<button[^>]*disabled=""[^>]*>.*Continue with Google/);
    render(<GoogleButton callbackPath="/" />);
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("explains that Google sign-in is not set up when the server lists no Google provider, without a console error", async () => {
    providerList.mockResolvedValue({} as ProviderList);
    render(<GoogleButton callbackPath="/" />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Google sign-in is not set up on this site.")).toBe(status);
    expect(start).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("starts the round trip with a same-site callback and remembers the sign-up role", async () => {
    start.mockResolvedValue(undefined);
    const setCookie = jest.spyOn(document, "cookie", "set");
    render(<GoogleButton callbackPath="/?redirect=free-trial" signupRole={() => "facilitator"} />);
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(start).toHaveBeenCalledWith("google", { callbackUrl: `${window.location.origin}/?redirect=free-trial` }));
    expect(setCookie).toHaveBeenCalledWith(
      expect.stringMatching(/^google_signup_role=Facilitator; Max-Age=600; Path=\/api\/auth; SameSite=Lax/),
    );
  });

  it("says so when the round trip cannot start", async () => {
    start.mockRejectedValue(new Error("offline"));
    render(<GoogleButton callbackPath="/" />);
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Google sign-in failed. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("says sign-in failed when the server's provider list cannot be read", async () => {
    providerList.mockResolvedValue(null);
    render(<GoogleButton callbackPath="/" />);
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Google sign-in failed. Please try again.")).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });
});
