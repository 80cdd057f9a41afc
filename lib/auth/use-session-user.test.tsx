/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { refreshSessionUser, setSessionUser, useSessionUser } from "./use-session-user";

let body: unknown;
let ok = true;
let status: number | undefined;
const fetchMock = jest.fn(async () => ({ ok, status, json: async () => body }));

function Who() {
  const { status, user } = useSessionUser();
  return <p>{status === "authenticated" ? `${user?.name} (${user?.role})` : status}</p>;
}

beforeEach(() => {
  ok = true;
  status = undefined;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// The state is the page's (one module), so these run in order, as a page would live.
describe("useSessionUser", () => {
  it("says loading, then who is signed in, with one request for every caller", async () => {
    body = { user: { uid: "u1", email: "ana@x.edu", name: "Ana Lima", picture: null, type: "instructor" }, expires: "2099-01-01" };
    render(
      <>
        <Who />
        <Who />
      </>,
    );
    expect(screen.getAllByText("loading")).toHaveLength(2);
    expect(await screen.findAllByText("Ana Lima (facilitator)")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/session", { cache: "no-store", credentials: "same-origin" });
  });

  it("reads next-auth's empty session as signed out", async () => {
    body = {};
    render(<Who />);
    await act(() => refreshSessionUser());
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^unauthenticated$/);
  });

  it("setSessionUser tells every caller without a request", async () => {
    render(<Who />);
    await act(() => setSessionUser({ uid: "u2", email: "bo@x.edu", name: "Bo", picture: null, role: "student" }));
    expect(screen.getByRole("paragraph")).toHaveTextContent("Bo (student)");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads a failed answer, and no answer at all, as signed out", async () => {
    render(<Who />);
    ok = false;
    await act(() => refreshSessionUser());
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^unauthenticated$/);
    await act(() => setSessionUser({ uid: "u2", email: "bo@x.edu", name: "Bo", picture: null, role: "student" }));
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await act(() => refreshSessionUser());
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^unauthenticated$/);
  });

  it("a 503 (the site's store out of reach, the session kept) leaves who is signed in as it was", async () => {
    render(<Who />);
    await act(() => setSessionUser({ uid: "u2", email: "bo@x.edu", name: "Bo", picture: null, role: "student" }));
    [ok, status] = [false, 503];
    await act(() => refreshSessionUser());
    expect(screen.getByRole("paragraph")).toHaveTextContent("Bo (student)");
  });
});

describe("useSessionUser after a while", () => {
  afterEach(() => jest.useRealTimers());

  it("asks again when the window gets the focus, once 30 s have passed", async () => {
    jest.useFakeTimers();
    body = { user: { uid: "u1", email: "ana@x.edu", name: "Ana Lima", picture: null, type: "instructor" } };
    // A cache of its own: a page opened afresh, without the requests of the tests above.
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Who />
      </SWRConfig>,
    );
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("paragraph")).toHaveTextContent("Ana Lima (facilitator)");
    body = {};

    await act(async () => {
      jest.advanceTimersByTime(20_000);
      window.dispatchEvent(new Event("focus"));
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("paragraph")).toHaveTextContent("Ana Lima (facilitator)");

    await act(async () => {
      jest.advanceTimersByTime(11_000);
      window.dispatchEvent(new Event("focus"));
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^unauthenticated$/);
  });
});
