/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { refreshSessionUser, setSessionUser, useSessionUser } from "./use-session-user";

let body: unknown;
let ok = true;
const fetchMock = jest.fn(async () => ({ ok, json: async () => body }));

function Who() {
  const { status, user } = useSessionUser();
  return <p>{status === "authenticated" ? `${user?.name} (${user?.type})` : status}</p>;
}

function renderWho() {
  // No cache shared between tests (the app itself uses SWR's global cache).
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Who />
    </SWRConfig>,
  );
}

beforeEach(() => {
  ok = true;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("useSessionUser", () => {
  it("says loading, then who is signed in", async () => {
    body = { user: { uid: "u1", email: "ana@x.edu", name: "Ana Lima", picture: null, type: "instructor" }, expires: "2099-01-01" };
    renderWho();
    expect(screen.getByRole("paragraph")).toHaveTextContent("loading");
    expect(await screen.findByText("Ana Lima (instructor)")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/session", { cache: "no-store", credentials: "same-origin" });
  });

  it("reads next-auth's empty session as signed out", async () => {
    body = {};
    renderWho();
    expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
  });

  it("a failed answer reads as signed out", async () => {
    ok = false;
    renderWho();
    expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
  });
});

describe("setSessionUser and refreshSessionUser (SWR's global cache)", () => {
  it("tell every caller at once", async () => {
    body = {};
    render(<Who />);
    expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
    await act(() => setSessionUser({ uid: "u2", email: "bo@x.edu", name: "Bo", picture: null, type: "student" }));
    expect(screen.getByRole("paragraph")).toHaveTextContent("Bo (student)");
    body = { user: { uid: "u2", email: "bo@x.edu", name: "Bo Renamed", picture: null, type: "student" } };
    await act(() => refreshSessionUser());
    expect(screen.getByRole("paragraph")).toHaveTextContent("Bo Renamed (student)");
    await act(() => setSessionUser(null));
    expect(screen.getByRole("paragraph")).toHaveTextContent("unauthenticated");
  });
});
