/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sendJson } from "@/lib/client-fetch/request-json";
import { SignupForm } from "./signup-form";

// userEvent typing and the lazily loaded schema are slow on a busy two-core machine.
jest.setTimeout(20_000);

jest.mock("next-auth/react", () => ({ signIn: jest.fn(async () => ({ ok: true, status: 200, error: null, url: "/" })) }));
jest.mock("@/lib/auth/use-session-user", () => ({
  refreshSessionUser: jest.fn(async () => ({ status: "authenticated", user: { role: "student" } })),
}));
jest.mock("@/lib/auth/landing", () => ({ ...jest.requireActual("@/lib/auth/landing"), goTo: jest.fn() }));
jest.mock("@/lib/client-fetch/request-json", () => ({
  ...jest.requireActual("@/lib/client-fetch/request-json"),
  sendJson: jest.fn(async () => ({})),
}));

async function fillAllButTheKind() {
  await userEvent.type(screen.getByLabelText("Name"), "Ana Lee");
  await userEvent.type(screen.getByLabelText("Email"), "ana@uni.edu");
  await userEvent.type(screen.getByLabelText("Password"), "secret-123");
  await userEvent.type(screen.getByLabelText("Confirm Password"), "secret-123");
  await userEvent.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("SignupForm asks whether the person teaches or studies", () => {
  it("refuses in words until a kind is chosen, then sends the chosen one", async () => {
    render(<SignupForm destination="/" initial={{ name: "", email: "", role: null }} query="" googleOffered={false} />);
    await fillAllButTheKind();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const group = screen.getByRole("group", { name: "Do you teach or study?" });
    await waitFor(() => expect(group).toHaveAccessibleDescription("Please choose whether you teach or study"));
    expect(sendJson).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("radio", { name: "I teach (facilitator account)" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(sendJson).toHaveBeenCalledWith("POST", "/api/register", expect.objectContaining({ display_type: "Facilitator" })),
    );
  });
});
