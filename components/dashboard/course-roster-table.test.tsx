/**
 * @jest-environment jsdom
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RosterPage } from "@/lib/lti/nrps/roster-page";
import { CourseRosterTable } from "./course-roster-table";

const page = (n: number, size: number, total: number): RosterPage => ({
  rows: Array.from({ length: size }, (_, i) => ({
    key: `u${(n - 1) * 50 + i}`,
    name: `Student ${(n - 1) * 50 + i + 1}`,
    roles: "Learner",
    left: false,
    opened: null,
    learner: true,
  })),
  page: n,
  pages: Math.ceil(total / 50),
  total,
  first: (n - 1) * 50 + 1,
});

const fetchMock = jest.fn();
const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

describe("the course roster table", () => {
  it("shows one page of members, and asks the server for the next one only when Next is pressed", async () => {
    fetchMock.mockResolvedValueOnce({ ok: true, json: async () => page(3, 20, 120) });
    render(<CourseRosterTable courseKey="0123456789abcdef01234567" courseTitle="Economics 101" initial={page(1, 50, 120)} />);
    const table = screen.getByRole("table", { name: "Members of Economics 101" });
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(screen.getByText("Showing 1–50 of 120")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 101–120 of 120")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/lti/roster?course=0123456789abcdef01234567&page=2", expect.anything());
    expect(within(table).getAllByRole("row")).toHaveLength(21);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("keeps the page it shows, with a line in words, when another page cannot be had", async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, json: async () => ({ message: "x" }) });
    render(<CourseRosterTable courseKey="0123456789abcdef01234567" courseTitle="Economics 101" initial={page(1, 50, 120)} />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be loaded just now");
    expect(screen.getByText("Showing 1–50 of 120")).toBeInTheDocument();
  });

  it("has no pager for a roster of one page", () => {
    render(<CourseRosterTable courseKey="0123456789abcdef01234567" courseTitle="Economics 101" initial={page(1, 12, 12)} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows what went back to the gradebook beside each learner when the course has graded games", () => {
    const graded = page(1, 3, 3);
    graded.graded = true;
    graded.rows[0]!.grade = "Grade sent";
    graded.rows[1]!.grade = "Failed: the learning platform refused the score";
    render(<CourseRosterTable courseKey="0123456789abcdef01234567" courseTitle="Economics 101" initial={graded} />);
    expect(screen.getByRole("columnheader", { name: "Grade" })).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").at(-1)?.textContent)).toEqual([
      "Grade sent",
      "Failed: the learning platform refused the score",
      "—",
    ]);
  });

  it("has no grade column without graded games", () => {
    render(<CourseRosterTable courseKey="0123456789abcdef01234567" courseTitle="Economics 101" initial={page(1, 3, 3)} />);
    expect(screen.queryByRole("columnheader", { name: "Grade" })).toBeNull();
  });
});
