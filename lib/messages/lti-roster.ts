/** The dashboard's course roster (names and roles from the learning platform). */

export const rosterMessages = {
  title: (course: string) => `Your course: ${course}`,
  lead: "Who is in this course on your learning platform, and which students have opened the game from it.",
  summary: (members: number, learners: number, launched: number) =>
    `${count(members)} ${members === 1 ? "member" : "members"} · ${count(launched)} of ${count(learners)} ${learners === 1 ? "student has" : "students have"} opened the game`,
  /** The platform lists more than one read takes (lib/lti/nrps/memberships.ts ROSTER_BOUNDS). */
  partial: (read: number) =>
    `Showing the first ${count(read)} members your learning platform listed; the course has more, which BizSim Lab does not read at once.`,
  caption: (course: string) => `Members of ${course}`,
  name: "Name",
  role: "Role",
  opened: "Opened the game",
  openedOn: (date: string) => `Opened ${date}`,
  notYet: "Not yet",
  notALearner: "—",
  left: "Left the course",
  noMembers: "The platform lists nobody in this course yet.",
  /** Where the table is in the list (those who left included), for a roster longer than one page. */
  range: (first: number, last: number, total: number) => `Showing ${count(first)}–${count(last)} of ${count(total)}`,
  previous: "Previous",
  next: "Next",
  pages: (course: string) => `Pages of the members of ${course}`,
  pageFailed: "This page of the roster could not be loaded just now. Reload the dashboard to try again.",
  /**
   * Every way a platform can fail the roster (refused, down, slow, an address BizSim Lab does not call)
   * reads the same: what went wrong is in the server log for the operator.
   */
  unavailable:
    "Your learning platform did not give this course's roster just now. It may be busy, or it may not let BizSim Lab read rosters (its administrator can allow the roster service for the tool). The rest of your dashboard works as usual; the roster is read again when you reload in a minute.",
} as const;

function count(n: number): string {
  return n.toLocaleString("en-GB");
}
