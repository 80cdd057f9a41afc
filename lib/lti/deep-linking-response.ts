import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { Game } from "@/content";
import { claims, DEEP_LINKING_RESPONSE, LTI_VERSION } from "./claims";
import { participationLineItem } from "./ags/line-item";
import { CUSTOM_GAME, CUSTOM_SESSION_CODE } from "./link-parameters";
import type { StoreDb } from "@/lib/store";
import type { DeepLinkRequest } from "./store/deep-links";
import { signingKey, TOOL_KEY_ALG } from "./store/tool-keys";

const RESPONSE_LIFETIME_SECONDS = 5 * 60;

/**
 * The signed LtiDeepLinkingResponse (Deep Linking 2.0 §4.2): one ltiResourceLink to our launch URL
 * whose custom parameters name the game and, when the professor gave one, the session code, and
 * whose line item asks the platform for the game's participation column.
 */
export async function signDeepLinkingResponse(
  db: StoreDb,
  request: DeepLinkRequest,
  choice: { game: Game; code: string | null },
  launchUrl: string,
  now = new Date(),
): Promise<string> {
  const { kid, key } = await signingKey(db, now);
  const custom: Record<string, string> = { [CUSTOM_GAME]: choice.game.slug };
  if (choice.code) custom[CUSTOM_SESSION_CODE] = choice.code;
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    nonce: randomUUID(),
    [claims.messageType]: DEEP_LINKING_RESPONSE,
    [claims.version]: LTI_VERSION,
    [claims.deploymentId]: request.deploymentId,
    ...(request.data !== null ? { [claims.data]: request.data } : {}),
    [claims.contentItems]: [
      {
        type: "ltiResourceLink",
        title: choice.game.title,
        text: choice.game.subtitle,
        url: launchUrl,
        custom,
        // The placed game's gradebook column, made by the platform with the link (Deep Linking 2.0 §3.4.8).
        lineItem: participationLineItem(choice.game),
      },
    ],
  })
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid, typ: "JWT" })
    .setIssuer(request.clientId)
    .setAudience(request.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + RESPONSE_LIFETIME_SECONDS)
    .sign(key);
}
