import { launchRoleOf } from "./roles";

const LIS = "http://purl.imsglobal.org/vocab/lis/v2/";
const MEMBERSHIP = `${LIS}membership#`;
const INSTITUTION = `${LIS}institution/person#`;

describe("who a launch is for", () => {
  it.each([
    [[`${MEMBERSHIP}Learner`], "learner"],
    [[`${MEMBERSHIP}Instructor`], "instructor"],
    [[`${INSTITUTION}Administrator`], "instructor"],
    [[`${LIS}system/person#Administrator`], "instructor"],
    [[`${MEMBERSHIP}Administrator`], "instructor"],
    [[`${MEMBERSHIP}Learner`, `${MEMBERSHIP}Instructor`], "instructor"],
    [["Learner"], "learner"],
    [["Instructor"], "instructor"],
    [[], null],
  ])("%j is %s", (roles, role) => {
    expect(launchRoleOf(roles)).toBe(role);
  });

  it.each([
    "TeachingAssistant",
    "Grader",
    "PrimaryInstructor",
    "SecondaryInstructor",
    "Lecturer",
    "GuestInstructor",
    "ExternalInstructor",
    "TeachingAssistantSection",
  ])("an instructor's sub-role %s signs in as a facilitator, alone or with its principal role", (sub) => {
    expect(launchRoleOf([`${LIS}membership/Instructor#${sub}`])).toBe("instructor");
    expect(launchRoleOf([`${MEMBERSHIP}Instructor`, `${LIS}membership/Instructor#${sub}`])).toBe("instructor");
  });

  it("a mentor and every mentor sub-role are observers, never facilitators (Canvas sends its observers as Mentor)", () => {
    expect(launchRoleOf([`${MEMBERSHIP}Mentor`])).toBe("observer");
    expect(launchRoleOf(["Mentor"])).toBe("observer");
    for (const sub of ["Advisor", "Tutor", "LearningFacilitator", "Reviewer", "Auditor"]) {
      expect(launchRoleOf([`${LIS}membership/Mentor#${sub}`])).toBe("observer");
    }
    // Institution faculty observing a course is still an observer there: the course role wins.
    expect(launchRoleOf([`${INSTITUTION}Faculty`, `${MEMBERSHIP}Mentor`])).toBe("observer");
  });

  it("a mentor who also teaches or learns in the course takes that role", () => {
    expect(launchRoleOf([`${MEMBERSHIP}Mentor`, `${MEMBERSHIP}Instructor`])).toBe("instructor");
    expect(launchRoleOf([`${LIS}membership/Mentor#Tutor`, `${MEMBERSHIP}Learner`])).toBe("learner");
  });

  it("the institution's Faculty or Instructor signs in as a facilitator when the course gives no role", () => {
    expect(launchRoleOf([`${INSTITUTION}Faculty`])).toBe("instructor");
    expect(launchRoleOf([`${INSTITUTION}Instructor`, `${LIS}system/person#User`])).toBe("instructor");
    expect(launchRoleOf([`${INSTITUTION}Faculty`, `${MEMBERSHIP}ContentDeveloper`])).toBe("instructor");
  });

  it("a course role wins over an institution role: faculty taking a course as a learner is a learner", () => {
    expect(launchRoleOf([`${INSTITUTION}Faculty`, `${MEMBERSHIP}Learner`])).toBe("learner");
  });

  it.each([
    [[`${MEMBERSHIP}Mentor`, `${INSTITUTION}Administrator`], "observer"],
    [[`${INSTITUTION}Administrator`, `${LIS}membership/Mentor#Advisor`], "observer"],
    [[`${MEMBERSHIP}Mentor`, `${LIS}system/person#Administrator`], "observer"],
    [["Mentor", `${INSTITUTION}Administrator`], "observer"],
    [[`${MEMBERSHIP}Learner`, `${INSTITUTION}Administrator`], "learner"],
    [[`${INSTITUTION}Administrator`, `${LIS}membership/Learner#NonCreditLearner`], "learner"],
    [[`${MEMBERSHIP}Learner`, `${LIS}system/person#Administrator`], "learner"],
    [["Learner", `${INSTITUTION}Administrator`, `${INSTITUTION}Faculty`], "learner"],
    [[`${INSTITUTION}Administrator`, `${MEMBERSHIP}Instructor`], "instructor"],
    [[`${INSTITUTION}Administrator`], "instructor"],
    [[`${LIS}system/person#Administrator`, `${LIS}system/person#User`], "instructor"],
  ])("an institution Administrator counts only without a course role: %j is %s", (roles, role) => {
    expect(launchRoleOf(roles)).toBe(role);
  });

  it("learner sub-roles are learners", () => {
    expect(launchRoleOf([`${LIS}membership/Learner#Learner`])).toBe("learner");
    expect(launchRoleOf([`${LIS}membership/Learner#NonCreditLearner`, `${INSTITUTION}Student`])).toBe("learner");
  });

  it.each([
    [[`${MEMBERSHIP}ContentDeveloper`]],
    [[`${INSTITUTION}Student`]],
    [[`${INSTITUTION}Guest`]],
    [[`${LIS}system/person#User`]],
    [["http://example.com/roles#Instructor"]],
    [[`${LIS}membership/Instructor#`]],
    [[`${LIS}membership#Instructor-ish`]],
  ])("%j is not served", (roles) => {
    expect(launchRoleOf(roles)).toBeNull();
  });
});
