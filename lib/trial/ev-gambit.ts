import { readAddress, writeAddress } from "@/lib/join/address";
/** The one game whose trial opens the game directly. */
export const EV_GAMBIT_GAME_ID = "ev-gambit";

/** The name the game shows: the given name, or the part of the e-mail before the @ when it is blank. */
export function trialDisplayName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const at = email.indexOf("@");
  return (at === -1 ? email : email.slice(0, at)).trim();
}

export interface TrialJoin {
  code: string;
  name: string | null | undefined;
  email: string;
}

/** `{host}/join-game?name=…&email=…&session_code=…`. */
export function evGambitJoinUrl(hostUrl: string, { code, name, email }: TrialJoin): string {
  const address = readAddress(`${hostUrl.replace(/\/+$/, "")}/join-game`);
  const { url } = address;
  url.searchParams.set("name", trialDisplayName(name, email));
  url.searchParams.set("email", email);
  url.searchParams.set("session_code", code);
  return writeAddress(address);
}
