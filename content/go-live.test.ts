import { games, partnerLogos, site, supporterLogos, team, testimonials } from "@/content";
import { company } from "./company";
import { placeholderReport, placeholderSummary, placeholdersIn, type ContentToCheck } from "./go-live";

const today: ContentToCheck = { site, company, team, games, logos: [...partnerLogos, ...supporterLogos], testimonials };

const filled: ContentToCheck = {
  site: {
    email: "hello@bizsimlab.com",
    companyPage: { url: "https://www.linkedin.com/company/bizsimlab", placeholder: false },
    collaborateVideo: { url: "https://www.youtube.com/watch?v=AbCdEfGhIjK", placeholder: false },
  },
  company: { placeholder: false },
  team: [{ name: "Ada Lovelace", email: "ada@bizsimlab.com", profileUrl: "https://www.linkedin.com/in/ada", placeholder: false }],
  games: [
    {
      slug: "toc",
      authors: [{ name: "Eli Goldratt", placeholder: false }],
      authorVideo: null,
      videos: { playerVideo: null },
      resources: { gameGuide: { file: "toc-game-guide.pdf", placeholder: false }, teachingNotes: null },
      join: { siteUrl: "https://toc.bizsimlab.com/join" },
    },
  ],
  logos: [{ id: "real", name: "Real University", confirmed: true }],
  testimonials: [{ role: "Professor", institution: "Real University", placeholder: false }],
};

describe("npm run content:check", () => {
  it("lists today's placeholders of every kind: people, authors, addresses, legal entity, videos, documents, logos, testimonials", () => {
    const found = placeholdersIn(today);
    expect(new Set(found.map((entry) => entry.kind))).toEqual(
      new Set(["people", "authors", "addresses", "legal entity", "videos", "documents", "logos", "testimonials"]),
    );
    expect(found).toContainEqual({ kind: "addresses", where: "content/site.ts", what: "site e-mail hello@bizsimlab.example" });
    expect(found).toContainEqual({
      kind: "legal entity",
      where: "content/company.ts",
      what: "company name, registered address and governing law",
    });
    expect(found.filter((entry) => entry.kind === "people")).toHaveLength(team.length);
    const report = placeholderReport(found);
    expect(report).toMatch(new RegExp(`^content:check: ${found.length} placeholders are still in content/\\.`));
    expect(report).toContain("legal entity (1):\n  - content/company.ts: company name, registered address and governing law");
  });

  it("npm start says it in two lines: how many, of which kinds, and where the list is", () => {
    const found = placeholdersIn(today);
    const summary = placeholderSummary(found).split("\n");
    expect(summary.length).toBeLessThanOrEqual(10);
    expect(summary[0]).toMatch(new RegExp(`^npm start: content/ still holds ${found.length} placeholders \\(\\d+ people, `));
    expect(summary.join("\n")).toContain("`npm run content:check` lists them");
    expect(placeholderSummary([])).toBe("npm start: content/ has no placeholders left.");
  });

  it("finds nothing in content that is all filled in, and says so", () => {
    expect(placeholdersIn(filled)).toEqual([]);
    expect(placeholderReport([])).toBe("content:check: no placeholders left in content/.");
  });

  it("finds each kind on its own: one invented address, one sample document, one unconfirmed logo", () => {
    const game = filled.games[0]!;
    const one: ContentToCheck = {
      ...filled,
      team: [{ ...filled.team[0]!, email: "ada@bizsimlab.example" }],
      games: [{ ...game, resources: { gameGuide: { file: "toc-game-guide.pdf", placeholder: true } } }],
      logos: [{ id: "x", name: "Made-up College", confirmed: false }],
    };
    expect(placeholdersIn(one).map((entry) => entry.kind)).toEqual(["addresses", "documents", "logos"]);
  });
});
