/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { GoogleButton } from "./google-button";

jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
const start = jest.mocked(signIn);

describe("GoogleButton", () => {
  const fetchSpy = jest.fn();
  const errorSpy = jest.spyOn(console, "error").mockImplementation(() => {});

  beforeEach(() => {
    fetchSpy.mockReset();
    start.mockReset();
    global.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterAll(() => errorSpy.mockRestore());

  it("explains that Google sign-in is not set up, without a request or a console error", async () => {
    render(<GoogleButton enabled={false} callbackPath="/" />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(status).toHaveTextContent("Google sign-in is not set up on this site.");
    expect(start).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("starts the round trip with a same-site callback and remembers the sign-up role", async () => {
    start.mockResolvedValue(undefined);
    const setCookie = jest.spyOn(document, "cookie", "set");
    render(<GoogleButton enabled callbackPath="/?redirect=free-trial" signupRole={() => "Facilitator"} />);
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(start).toHaveBeenCalledWith("google", { callbackUrl: `${window.location.origin}/?redirect=free-trial` });
    expect(setCookie).toHaveBeenCalledWith(expect.stringMatching(/^google_signup_role=Facilitator; Max-Age=600; Path=\/api\/auth; SameSite=Lax/));
  });

  it("says so when the round trip cannot start", async () => {
    start.mockRejectedValue(new Error("offline"));
    render(<GoogleButton enabled callbackPath="/" />);
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Google sign-in failed. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });
});
