import "server-only";
import { headers } from "next/headers";
import { clientAddress } from "@/lib/limits/client-address";
import { log } from "@/lib/log";
import { lookUpCode } from "./code-lookup";
import { referenceLobbies } from "./lobbies";

/**
 * Whether a session with this code may exist. Only the reference game host's upstream knows every
 * session (the site's own trials and lobbies); with real game hosts the game's site decides, so true.
 * An upstream that cannot answer also gives true: the game's site then says what it knows. So does an
 * address past its look-up budget (lib/limits/code-lookups.ts): the answer then tells nothing of the
 * code, and the game's site refuses the look-up in words.
 */
export async function sessionKnown(code: string): Promise<boolean> {
  const lobbies = referenceLobbies();
  if (!lobbies) return true;
  try {
    const looked = await lookUpCode(clientAddress(await headers()), code, () => lobbies.findSession(code));
    return !looked.ok || looked.value !== null;
  } catch (error) {
    log.error({ err: error }, "[reference game] a session code could not be checked");
    return true;
  }
}
