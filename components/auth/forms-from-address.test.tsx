/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LoginFromAddress, SignupFromAddress } from "./forms-from-address";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn() }) }));
jest.mock("@/hooks/use-session-user", () => ({ refreshSessionUser: jest.fn(async () => ({ status: "authenticated", user: { type: "student" } })) }));
jest.mock("@/lib/navigation/go-to", () => ({ goTo: jest.fn() }));

function visit(search: string) {
  window.history.replaceState(null, "", `/login${search}`);
}

afterEach(() => visit(""));

describe("the prerendered auth forms read their address in the browser", () => {
  it("log-in: role=Facilitator chooses the toggle and the trial's e-mail is filled in", () => {
    visit("?redirect=free-trial&game=fruit-beer&email=ana%40uni.edu&role=Facilitator");
    render(<LoginFromAddress />);
    expect(screen.getByRole("radio", { name: "Facilitator" })).toBeChecked();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@uni.edu");
  });

  it("log-in: a student's Sign Up link keeps the query", () => {
    visit("?redirect=free-trial&game=fruit-beer&email=ana%40uni.edu");
    render(<LoginFromAddress />);
    expect(screen.getByRole("radio", { name: "Student" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?redirect=free-trial&game=fruit-beer&email=ana%40uni.edu",
    );
  });

  it("log-in: next-auth's error code shows SPEC's words in the alert", () => {
    visit("?error=CredentialsSignin");
    render(<LoginFromAddress />);
    expect(screen.getByRole("alert")).toHaveTextContent("Login failed");
  });

  it("sign-up: name, e-mail and role come from the address", () => {
    visit("?name=Ana%20Lee&email=ana%40uni.edu&role=facilitator");
    render(<SignupFromAddress />);
    expect(screen.getByLabelText("Name")).toHaveValue("Ana Lee");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@uni.edu");
    expect(screen.getByRole("combobox", { name: /role/i })).toHaveValue("Facilitator");
  });

  it("the prerendered HTML knows no query, and its fields stay disabled until the page is live", () => {
    visit("?role=Facilitator&email=ana%40uni.edu&redirect=/games-overview");
    const html = renderToString(<LoginFromAddress />);
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).not.toContain("ana@uni.edu");
  });
});
