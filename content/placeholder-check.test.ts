import { games, site, team } from "@/content";
import { documentText, inventedSign, unmarkedPlaceholders, type Marked } from "./placeholder-check";

function markedInContent(): Marked[] {
  return [
    ...games.flatMap((game) => [
      ...game.authors.map((author, i) => ({
        where: `${game.slug}.authors[${i}]`,
        url: author.profileUrl,
        placeholder: author.placeholder,
      })),
      ...(game.authorVideo ? [{ where: `${game.slug}.authorVideo`, ...game.authorVideo }] : []),
      ...Object.entries(game.videos).flatMap(([key, video]) => (video ? [{ where: `${game.slug}.videos.${key}`, ...video }] : [])),
    ]),
    ...team.map((member) => ({ where: `team ${member.name}`, url: member.profileUrl, placeholder: member.placeholder })),
    { where: "site.companyPage", ...site.companyPage },
    { where: "site.collaborateVideo", ...site.collaborateVideo },
  ];
}

describe("placeholders in content are marked as placeholders", () => {
  it("no example address or invented video id is presented as real", () => {
    expect(unmarkedPlaceholders(markedInContent())).toEqual([]);
  });

  it("no document whose text says it is a stand-in is presented as real, and every sample says Sample", () => {
    for (const game of games) {
      for (const [kind, document] of Object.entries(game.resources)) {
        if (!document) continue;
        const text = documentText(document.file);
        if (!document.placeholder)
          expect(`${game.slug}.${kind}: ${/stand-in/i.test(text) ? "says Stand-in" : "ok"}`).toBe(`${game.slug}.${kind}: ok`);
        else expect(text).toMatch(/^SAMPLE - /);
      }
    }
  });

  it("fails on what the demo content had unmarked", () => {
    const unmarked = (url: string) => unmarkedPlaceholders([{ where: "x", url, placeholder: false }]);
    expect(unmarked("https://www.youtube.com/watch?v=tocAuthor01")).toHaveLength(1);
    expect(unmarked("https://www.youtube.com/watch?v=fbgPlayer01")).toHaveLength(1);
    expect(unmarked("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toHaveLength(1);
    expect(unmarked("https://www.youtube.com/watch?v=test")).toHaveLength(1);
    expect(unmarked("https://youtu.be/short")).toHaveLength(1);
    expect(unmarked("https://www.linkedin.com/in/example-toc-professor")).toHaveLength(1);
    expect(unmarked("https://www.linkedin.com/company/bizsimlab-example")).toHaveLength(1);
    expect(unmarkedPlaceholders([{ where: "x", url: "https://www.youtube.com/watch?v=tocAuthor01", placeholder: true }])).toEqual([]);
  });

  it("lets a real-looking address through", () => {
    expect(inventedSign("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(inventedSign("https://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(inventedSign("https://www.linkedin.com/in/ada-lovelace")).toBeNull();
  });
});
