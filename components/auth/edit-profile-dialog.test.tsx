/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, sendJson } from "@/lib/client-fetch/request-json";
import { goTo } from "@/lib/auth/landing";
import { upstreamMessages } from "@/upstream-contract/messages";
import { EditProfileDialog } from "./edit-profile-dialog";

jest.setTimeout(20_000);

jest.mock("next-auth/react", () => ({
  SessionProvider: ({ children }: { children: React.ReactNode }) => children,
  useSession: () => ({ update: jest.fn(async () => null) }),
}));
jest.mock("@/lib/auth/use-session-user", () => ({
  setSessionUser: jest.fn(async () => undefined),
  stateFromSession: () => ({ status: "unauthenticated", user: null }),
}));
jest.mock("@/lib/auth/landing", () => ({ ...jest.requireActual("@/lib/auth/landing"), goTo: jest.fn() }));
jest.mock("@/lib/client-fetch/request-json", () => ({
  ...jest.requireActual("@/lib/client-fetch/request-json"),
  sendJson: jest.fn(),
}));
const send = jest.mocked(sendJson);

const student = { uid: "s1", email: "sam@uni.edu", name: "Sam", picture: null, role: "student" as const };

function renderDialog() {
  render(<EditProfileDialog user={student} open onOpenChange={() => undefined} />);
}

beforeEach(() => {
  send.mockReset();
  jest.mocked(goTo).mockClear();
});

describe("Edit profile: the account's kind", () => {
  it("shows the kind held, and sends a change of kind, then loads the page again for it", async () => {
    send.mockResolvedValue({ user: {} });
    renderDialog();
    expect(screen.getByRole("radio", { name: "I study (student account)" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "I teach (facilitator account)" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(send).toHaveBeenCalledWith("PUT", "/api/me", { name: "Sam", display_type: "Facilitator" }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
  });

  it("says in words when something already depends on the kind", async () => {
    send.mockRejectedValue(new ApiError(upstreamMessages.kindFixed, 409));
    renderDialog();
    await userEvent.click(screen.getByRole("radio", { name: "I teach (facilitator account)" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(upstreamMessages.kindFixed)).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();
  });
});
