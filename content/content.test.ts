import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  games,
  getShownLogo,
  heroGames,
  heroImages,
  partnerLogos,
  privacyPolicy,
  shownPartnerLogos,
  shownSupporterLogos,
  site,
  supporterLogos,
  team,
  terms,
  testimonials,
} from "@/content";
import { fruitBearGame } from "@/content/games/fruit-bear-game";
import { gameSchema, parseContent } from "@/content/schema";

const publicDir = path.join(process.cwd(), "public");

/** The dashboard allow-list. */
const DASHBOARD_ALLOW_LIST = [
  "ev-gambit",
  "customer-in-store",
  "stock-flow",
  "dual-source",
  "theory-of-constraint",
  "fruit-beer",
  "defect-detective",
  "onion-dilemma",
  "decision-game",
];

/** Session-code prefixes by game; null is the fallback (fruit beer lobby). */
const JOIN_PREFIXES: Record<string, string | null> = {
  toc: "TOC-",
  "the-ev-gambit": "P5-",
  "defect-detective": "7QC",
  "ds-dilemma": "DS",
  "order-ops": "OP",
  "stock-flow-game": "SF-",
  "onion-dilemma": "OD-",
  "to-pay-or-not-to-pay": "TP-",
  "sustainable-select": "DG-",
  "fruit-bear-game": null,
};

/** Which instructor resources each game has. */
const RESOURCES: Record<string, [gameGuide: boolean, teachingNotes: boolean, debriefSlides: boolean]> = {
  "fruit-bear-game": [true, true, true],
  "stock-flow-game": [true, true, false],
  "the-ev-gambit": [true, false, false],
  "ds-dilemma": [true, false, false],
  toc: [true, false, false],
  "to-pay-or-not-to-pay": [false, false, false],
  "sustainable-select": [false, false, false],
  "order-ops": [false, false, false],
  "defect-detective": [false, false, false],
  "onion-dilemma": [false, false, false],
};

const CATALOGUE_ORDER = [
  "to-pay-or-not-to-pay",
  "sustainable-select",
  "stock-flow-game",
  "fruit-bear-game",
  "the-ev-gambit",
  "order-ops",
  "ds-dilemma",
  "defect-detective",
  "toc",
  "onion-dilemma",
];

function publicFile(src: string) {
  return path.join(publicDir, src);
}

describe("games", () => {
  it("has exactly ten games in catalogue order with unique slugs", () => {
    expect(games.map((game) => game.slug)).toEqual(CATALOGUE_ORDER);
    expect(new Set(games.map((game) => game.slug)).size).toBe(10);
  });

  it("has unique game ids across all games", () => {
    const ids = games.flatMap((game) => game.gameIds);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("derives exactly SPEC §3's dashboard allow-list from listedOnDashboard", () => {
    const allowList = games.filter((game) => game.listedOnDashboard).flatMap((game) => game.gameIds);
    expect([...allowList].sort()).toEqual([...DASHBOARD_ALLOW_LIST].sort());
    const hidden = games.filter((game) => !game.listedOnDashboard).flatMap((game) => game.gameIds);
    expect(hidden.sort()).toEqual(["order-ops", "to-pay"]);
  });

  it("uses SPEC §9's join prefixes, adding user info for all but DS and OP", () => {
    const prefixes = Object.fromEntries(games.map((game) => [game.slug, game.join.prefix]));
    expect(prefixes).toEqual(JOIN_PREFIXES);
    const withoutUserInfo = games.filter((game) => !game.join.addUserInfo).map((game) => game.join.prefix);
    expect(withoutUserInfo.sort()).toEqual(["DS", "OP"]);
    expect(games.filter((game) => game.join.prefix === null)).toHaveLength(1);
  });

  it("offers the instructor resources of SPEC §6", () => {
    for (const game of games) {
      const { gameGuide, teachingNotes, debriefSlides } = game.resources;
      expect([gameGuide !== null, teachingNotes !== null, debriefSlides !== null]).toEqual(RESOURCES[game.slug]);
    }
  });

  it("gives each game one length, following the detail page where SPEC has two readings", () => {
    const lengths = Object.fromEntries(games.map((game) => [game.slug, game.length]));
    expect(lengths["stock-flow-game"]).toBe("20 minutes");
    expect(lengths["order-ops"]).toBe("About 1 hour");
    expect(lengths["to-pay-or-not-to-pay"]).toBe("45 minutes");
    expect(lengths["onion-dilemma"]).toBe("45 minutes");
  });

  it("mirrors videos.authorVideo at the top level, and leaves some games without videos", () => {
    for (const game of games) expect(game.authorVideo).toEqual(game.videos.authorVideo);
    const full = games.filter((game) => Object.values(game.videos).every((url) => url !== null));
    expect(full.map((game) => game.slug)).toEqual(expect.arrayContaining(["fruit-bear-game", "the-ev-gambit"]));
    const none = games.filter((game) => Object.values(game.videos).every((url) => url === null));
    expect(none.length).toBeGreaterThanOrEqual(2);
  });

  it("names only partner logos that exist in broughtByLogos", () => {
    const ids = new Set(partnerLogos.map((logo) => logo.id));
    for (const game of games) {
      expect(game.broughtByLogos.length).toBeGreaterThanOrEqual(1);
      expect(game.broughtByLogos.length).toBeLessThanOrEqual(3);
      for (const id of game.broughtByLogos) expect(ids).toContain(id);
    }
  });

  it("lists only real game slugs in the footer", () => {
    const slugs = new Set(games.map((game) => game.slug));
    for (const slug of site.footerGames) expect(slugs).toContain(slug);
    expect(site.footerGames).toHaveLength(games.length);
  });

  // The projected join screen writes white text on the game's colour (WCAG AA: 4.5:1).
  it("gives each game a colour white text reads on at 4.5:1 or more", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const game of games) expect([game.slug, 1.05 / (luminance(game.colour) + 0.05) >= 4.5]).toEqual([game.slug, true]);
  });

  it("shows four different games in the home hero", () => {
    expect(new Set(heroGames.map((game) => game.slug)).size).toBe(4);
  });

  it("has overview copy within the agreed bounds", () => {
    for (const game of games) {
      expect(game.overview.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(game.overview.paragraphs.length).toBeLessThanOrEqual(3);
      expect(game.overview.keyFeatures.length).toBeGreaterThanOrEqual(4);
      expect(game.overview.keyFeatures.length).toBeLessThanOrEqual(6);
      expect(game.overview.learningObjectives.length).toBeGreaterThanOrEqual(3);
      expect(game.overview.learningObjectives.length).toBeLessThanOrEqual(5);
      expect(game.overview.subjects.length).toBeGreaterThanOrEqual(3);
      expect(game.overview.subjects.length).toBeLessThanOrEqual(6);
      for (const paragraph of game.overview.paragraphs) expect(paragraph).not.toMatch(/<[a-z/]/i);
    }
  });
});

/** The words a game's own text uses, for checking that its illustration invents nothing. */
function wordsOf(game: (typeof games)[number]) {
  const text = [game.title, game.summary, game.description, ...game.overview.paragraphs, ...game.overview.keyFeatures];
  return (
    text
      .join(" ")
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  );
}

describe("game illustrations", () => {
  it.each(games.map((game) => [game.slug, game] as const))("%s: labels are short, distinct and present", (_, game) => {
    const { play, debrief } = game.illustration;
    const labels = [play.rounds, ...play.steps, ...(play.roles ?? []), debrief.title, ...debrief.measures];
    for (const text of labels) expect(text.trim()).toBe(text);
    expect(play.steps.length).toBeGreaterThanOrEqual(2);
    expect(new Set(play.steps.map((step) => step.toLowerCase())).size).toBe(play.steps.length);
    expect(new Set(debrief.measures.map((measure) => measure.toLowerCase())).size).toBe(debrief.measures.length);
    for (const step of play.steps) expect(step.length).toBeLessThanOrEqual(28);
    for (const measure of debrief.measures) expect(measure.length).toBeLessThanOrEqual(24);
  });

  // A loose check (word stems, not phrases): every word of four letters or more in a label is in the
  // game's own description, overview or key features, so no label brings in a fact from elsewhere.
  it.each(games.map((game) => [game.slug, game] as const))("%s: labels use only the game's own words", (_, game) => {
    const { play, debrief } = game.illustration;
    const labels = [play.rounds, ...play.steps, ...(play.roles ?? []), debrief.title, ...debrief.measures];
    const words = wordsOf(game);
    const missing = labels
      .flatMap((text) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      .filter((word) => !words.some((known) => known.startsWith(word.slice(0, 5))));
    expect(missing).toEqual([]);
  });

  it("draws each kind of debrief chart for some game", () => {
    const kinds = new Set(games.map((game) => game.illustration.debrief.chart));
    expect([...kinds].sort()).toEqual(["bars", "lines", "table"]);
  });
});

describe("logos, images and people", () => {
  it("has 13 partner logos, 2 supporters, 5 hero images, 4 team members and 3 testimonials", () => {
    expect(partnerLogos).toHaveLength(13);
    expect(supporterLogos).toHaveLength(2);
    expect(heroImages).toHaveLength(5);
    expect(team).toHaveLength(4);
    expect(testimonials).toHaveLength(3);
  });

  it("lets the pages show a logo only when its institution is confirmed", () => {
    for (const logo of [...partnerLogos, ...supporterLogos]) {
      expect(getShownLogo(logo.id)).toBe(logo.confirmed ? logo : undefined);
    }
    expect(getShownLogo("no-such-logo")).toBeUndefined();
    expect(shownPartnerLogos).toEqual(partnerLogos.filter((logo) => logo.confirmed));
    expect(shownSupporterLogos).toEqual(supporterLogos.filter((logo) => logo.confirmed));
  });

  it("has unique logo ids", () => {
    const ids = [...partnerLogos, ...supporterLogos].map((logo) => logo.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  const images = [
    ...games.map((game) => ({ where: `game ${game.slug}`, image: game.image })),
    ...partnerLogos.map((logo) => ({ where: `partner ${logo.id}`, image: logo })),
    ...supporterLogos.map((logo) => ({ where: `supporter ${logo.id}`, image: logo })),
    ...heroImages.map((image, i) => ({ where: `hero ${i + 1}`, image })),
    ...team.flatMap((member, i) => (member.photo ? [{ where: `team ${i + 1}`, image: member.photo }] : [])),
  ];

  it("shows no placeholder portraits: a team photo is a real one or none", () => {
    for (const member of team) expect(member.photo?.alt ?? "").not.toMatch(/placeholder/i);
  });

  it.each(images)("$where: the file exists under public/ with the declared size and alt text", ({ image }) => {
    const file = publicFile(image.src);
    expect(existsSync(file)).toBe(true);
    expect(image.alt.trim().length).toBeGreaterThan(0);
    if (file.endsWith(".svg")) {
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg).toContain(`width="${image.width}"`);
      expect(svg).toContain(`height="${image.height}"`);
    }
  });

  it("has the brand files the layout uses", () => {
    for (const src of ["/images/brand/logo.svg", "/images/brand/logo-light.svg", "/images/brand/mark.svg"]) {
      expect(existsSync(publicFile(src))).toBe(true);
    }
    expect(existsSync(path.join(process.cwd(), "app", "icon.svg"))).toBe(true);
    expect(existsSync(path.join(process.cwd(), "app", "favicon.ico"))).toBe(true);
  });
});

describe("legal documents", () => {
  it("have ten sections and the SPEC date", () => {
    for (const document of [terms, privacyPolicy]) {
      expect(document.sections).toHaveLength(10);
      expect(document.lastUpdated).toBe("2025-09-18");
    }
  });

  it("state a minimum age of 13 in the privacy policy", () => {
    const text = privacyPolicy.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(text).toMatch(/at least 13 years old/);
  });
});

describe("parseContent", () => {
  it("names the entry and the field of a malformed game", () => {
    const withoutTitle: Record<string, unknown> = { ...fruitBearGame };
    delete withoutTitle.title;
    expect(() => parseContent(gameSchema, withoutTitle, "games/broken-game")).toThrow(/games\/broken-game\.title/);
  });

  it("names nested fields too", () => {
    const broken = { ...fruitBearGame, join: { ...fruitBearGame.join, siteUrl: "not a url" } };
    expect(() => parseContent(gameSchema, broken, "games/fruit-bear-game")).toThrow(/games\/fruit-bear-game\.join\.siteUrl/);
  });
});
