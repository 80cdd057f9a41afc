/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/components/ui/notify";
import { useSessionUser, type SessionUserState } from "@/hooks/use-session-user";
import { ResourceCards, type ResourceEntry } from "./resource-cards";

jest.mock("@/components/ui/notify", () => ({ notify: jest.fn() }));
jest.mock("@/hooks/use-session-user", () => ({ useSessionUser: jest.fn() }));
const useSessionUserMock = jest.mocked(useSessionUser);

const resources: ResourceEntry[] = [
  { kind: "gameGuide", label: "Game Guide", description: "Guide.", url: "https://example.com/guide.pdf" },
  { kind: "teachingNotes", label: "Teaching Notes", description: "Notes.", url: null },
];

function signedInAs(type: "student" | "instructor" | null): SessionUserState {
  return type
    ? { user: { uid: "u1", email: "a@b.co", name: "A", picture: null, type }, status: "authenticated" }
    : { user: null, status: "unauthenticated" };
}

describe("ResourceCards", () => {
  beforeEach(() => jest.mocked(notify).mockClear());

  it.each([null, "instructor"] as const)("lets a %s user open a document in a new tab", (type) => {
    useSessionUserMock.mockReturnValue(signedInAs(type));
    render(<ResourceCards resources={resources} />);
    const link = screen.getByRole("link", { name: /Game Guide/ });
    expect(link).toHaveAttribute("href", "https://example.com/guide.pdf");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("answers a missing document with the no-access toast", async () => {
    useSessionUserMock.mockReturnValue(signedInAs(null));
    render(<ResourceCards resources={resources} />);
    await userEvent.click(screen.getByRole("button", { name: /Teaching Notes/ }));
    expect(notify).toHaveBeenCalledWith("You don't have instructor level access to this resource.");
  });

  it("locks every document for a student", async () => {
    useSessionUserMock.mockReturnValue(signedInAs("student"));
    render(<ResourceCards resources={resources} />);
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Game Guide/ }));
    expect(notify).toHaveBeenCalledWith("You don't have instructor level access to this resource.");
  });
});
