/** The dashboard's course roster (names and roles from the learning platform). */

export const rosterMessages = {
  title: (course: string) => `Your course: ${course}`,
  lead: "Who is in this course on your learning platform, and which students have opened the game from it.",
  summary: (members: number, learners: number, launched: number) =>
    `${members} ${members === 1 ? "member" : "members"} · ${launched} of ${learners} ${learners === 1 ? "student has" : "students have"} opened the game`,
  caption: (course: string) => `Members of ${course}`,
  name: "Name",
  role: "Role",
  opened: "Opened the game",
  openedOn: (date: string) => `Opened ${date}`,
  notYet: "Not yet",
  notALearner: "—",
  left: "Left the course",
  noMembers: "The platform lists nobody in this course yet.",
} as const;

const tail = "The rest of your dashboard works as usual; the roster is read again when you reload in a minute.";

/** One line per way a platform can fail the roster (lib/lti/nrps/platform-service-error.ts); the dashboard indexes it by that. */
export const rosterProblemMessages = {
  unauthorized: `Your learning platform did not accept BizSim Lab's credentials for this course's roster (it answered 401). ${tail}`,
  forbidden: `Your learning platform does not let BizSim Lab read this course's roster (it answered 403); its administrator can allow the roster service for the tool. ${tail}`,
  unavailable: `Your learning platform did not give this course's roster just now (it is down or answered with an error). ${tail}`,
  timeout: `Your learning platform took too long to give this course's roster. ${tail}`,
  unreadable: `Your learning platform sent a roster BizSim Lab could not read. ${tail}`,
} as const;
