import { readFileSync } from "node:fs";
import path from "node:path";

/** Ids made up for the demo content, and a film that is no video of ours. */
const KNOWN_INVENTED_VIDEO_IDS = new Set(["aqz-KE-bpKQ"]);
/** The demo's invented ids: three letters of the game, then Author/Player/Instruc and a number (`tocAuthor01`). */
const INVENTED_VIDEO_ID = /^[a-z]{3}(Author|Player|Instruc)\d+$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export interface Marked {
  /** Where it is, for the failure message: "toc.videos.authorVideo". */
  where: string;
  url: string;
  placeholder: boolean;
}

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return url.pathname.slice(1);
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname)) {
    return url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? "";
  }
  return null;
}

/** Why an address looks invented, or null. */
export function inventedSign(address: string): string | null {
  const url = new URL(address);
  if (/(^|[./-])example([./-]|$)/i.test(url.hostname + url.pathname)) return "an example address";
  const id = youtubeId(url);
  if (id === null) return null;
  if (!YOUTUBE_ID.test(id)) return `YouTube id "${id}" is not 11 characters of [A-Za-z0-9_-]`;
  if (INVENTED_VIDEO_ID.test(id) || KNOWN_INVENTED_VIDEO_IDS.has(id)) return `YouTube id "${id}" is an invented or unrelated one`;
  return null;
}

/** Entries that look like placeholders but are not marked as one: each "where: why". */
export function unmarkedPlaceholders(entries: readonly Marked[]): string[] {
  return entries.flatMap(({ where, url, placeholder }) => {
    const sign = placeholder ? null : inventedSign(url);
    return sign ? [`${where}: ${sign} (${url}) is not marked placeholder`] : [];
  });
}

/** The text a teaching document's file shows, as far as a plain PDF's strings go. */
export function documentText(fileName: string): string {
  const raw = readFileSync(path.join(process.cwd(), "private-documents", fileName), "latin1");
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((match) => match[1]).join(" ");
}
