import "server-only";
import { log } from "@/lib/log";
import { referenceLobbies } from "./lobbies";

/**
 * Whether a session with this code may exist. Only the reference game host's upstream knows every
 * session (the site's own trials and lobbies); with real game hosts the game's site decides, so true.
 * An upstream that cannot answer also gives true: the game's site then says what it knows.
 */
export async function sessionKnown(code: string): Promise<boolean> {
  const lobbies = referenceLobbies();
  if (!lobbies) return true;
  try {
    return (await lobbies.findSession(code)) !== null;
  } catch (error) {
    log.error({ err: error }, "[reference game] a session code could not be checked");
    return true;
  }
}
