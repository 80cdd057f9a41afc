import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { NextRequest } from "next/server";
import { games } from "@/content";
import { isAllowedOrigin } from "@/lib/api/origin";
import { errorResponse } from "@/lib/api/responses";
import { messages } from "@/lib/messages";
import { ltiMessages } from "@/lib/messages/lti";
import { deepLinkChoiceSchema } from "./deep-link-choice";
import { signDeepLinkingResponse } from "./deep-linking-response";
import { escapeHtml, htmlPage } from "./html-page";
import { readParams } from "./read-params";
import { ltiRefusal } from "./refusal";
import { storeDb } from "@/lib/store";
import { claimDeepLinkRequest } from "./store/deep-links";
import { findPlatform } from "./store/platforms";
import { toolUrl } from "./tool-url";

// Submits the return form at once; the button is there for a browser without script.
const AUTO_SUBMIT = "document.getElementById('lti-return').submit();";

/**
 * POST /api/lti/deep-linking: the professor's choice from the picker, answered with a page that posts
 * the signed LtiDeepLinkingResponse to the platform's deep_link_return_url (Deep Linking 2.0 §4.2).
 */
export async function answerDeepLink(req: NextRequest): Promise<Response> {
  if (!isAllowedOrigin(req)) return errorResponse(403, messages.api.crossSite);
  const read = await readParams(req, 4 * 1024);
  if (!read.ok) return ltiRefusal(read.problem === "too-large" ? "too-large" : "deep-link-expired", `deep-linking answer: ${read.problem}`);
  const parsed = deepLinkChoiceSchema.safeParse(Object.fromEntries(read.params));
  const game = parsed.success ? games.find((candidate) => candidate.slug === parsed.data.game) : undefined;
  if (!parsed.success || !game) {
    const text = parsed.success ? ltiMessages.pickerChooseGame : (parsed.error.issues[0]?.message ?? ltiMessages.pickerChooseGame);
    log.warn(logLine`[lti] deep-linking answer refused: ${text}`);
    return htmlPage({ title: ltiMessages.pickerTitle, paragraphs: [text] }, 400);
  }
  const db = await storeDb();
  const request = await claimDeepLinkRequest(db, parsed.data.request);
  if (!request) return ltiRefusal("deep-link-expired", "deep-linking answer for an unknown, used or expired request");
  if (!(await findPlatform(db, request.issuer, request.clientId))) return ltiRefusal("unknown-client", `${request.issuer} was removed`);

  const jwt = await signDeepLinkingResponse(db, request, { game, code: parsed.data.code || null }, toolUrl(req, "/api/lti/launch"));
  log.info(logLine`[lti] deep link to ${game.slug} answered to ${request.issuer}`);
  const form = `<form id="lti-return" method="post" action="${escapeHtml(request.returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}"><button type="submit">${escapeHtml(ltiMessages.returnButton)}</button></form>`;
  return htmlPage({
    title: ltiMessages.returning,
    paragraphs: [`${game.title}${parsed.data.code ? ` (${parsed.data.code.toUpperCase()})` : ""}`],
    extraHtml: form,
    script: AUTO_SUBMIT,
    formAction: new URL(request.returnUrl).origin,
  });
}
