import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import { registrationMessages as m, registrationProblemMessages, type RegistrationProblem } from "@/lib/messages/lti-registration";
import { escapeHtml, htmlPage } from "../html-page";
import type { Platform } from "../platform-schema";
import type { RegistrationRequest } from "./dynamic-registration";
import type { Invite } from "./invite";
import { AGS_SCORE_SCOPE } from "../ags/scopes";
import { NRPS_SCOPE, PLATFORM_CONFIGURATION_CLAIM, type PlatformConfiguration } from "./platform-configuration";

const STATUS: Partial<Record<RegistrationProblem, number>> = {
  "invite-invalid": 403,
  "invite-expired": 410,
  "invite-spent": 409,
  "already-registered": 409,
  "missing-configuration": 400,
  unreachable: 502,
  "configuration-status": 502,
  "registration-status": 502,
  "registration-not-json": 502,
  "missing-client-id": 502,
  redirected: 502,
  "not-json": 502,
  "bad-configuration": 502,
  unavailable: 503,
};

/** A refused registration: words for the admin, the reason for the operator's log. */
export function registrationRefusal(problem: RegistrationProblem, detail: string): Response {
  log.warn(logLine`[lti] registration refused (${problem}): ${detail.slice(0, 500)}`);
  const { title, text } = registrationProblemMessages[problem];
  return htmlPage({ title, paragraphs: [text] }, STATUS[problem] ?? 422);
}

const row = (label: string, value: string) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
const TABLE_STYLE = "width:100%;border-collapse:collapse;margin:1rem 0;font-size:.95rem;text-align:left;overflow-wrap:break-word";

/** What will be registered, and the one button that registers it (the form carries the platform's parameters back). */
export function registrationReview(invite: Invite, configuration: PlatformConfiguration, request: RegistrationRequest): Response {
  const product = configuration[PLATFORM_CONFIGURATION_CLAIM];
  const platform = [product.product_family_code, product.version].filter(Boolean).join(" ");
  const offers = (scope: string) => configuration.scopes_supported === undefined || configuration.scopes_supported.includes(scope);
  const roster = offers(NRPS_SCOPE);
  const grades = offers(AGS_SCORE_SCOPE);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const extraHtml = `<table style="${TABLE_STYLE}">${[
    row(m.platform, `${invite.name} (${platform})`),
    row(m.issuer, configuration.issuer),
    row(m.placements, m.placementsValue),
    row(m.roster, roster ? m.rosterValue : m.rosterNotOffered),
    row(m.grades, grades ? m.gradesValue : m.rosterNotOffered),
    row(m.privacy, m.privacyValue),
  ].join("")}</table>
<form method="post">${hidden("openid_configuration", request.openidConfiguration)}${hidden("registration_token", request.registrationToken)}<button type="submit">${escapeHtml(m.submit)}</button></form>
<p style="color:#475569;font-size:.9rem">${escapeHtml(m.expiresOn(invite.expiresAt.toUTCString().slice(0, 16)))}</p>`;
  return htmlPage({ title: m.reviewTitle(invite.name), paragraphs: [m.reviewIntro], extraHtml });
}

/** Dynamic Registration 1.0 §3.6: the tool tells the platform it is done, which closes its window or frame. */
const CLOSE_SCRIPT = `(function(){var t=window.opener||window.parent;function c(){t.postMessage({subject:"org.imsglobal.lti.close"},"*")}document.getElementById("close").addEventListener("click",c);c()})();`;

export function registrationDone(platform: Platform): Response {
  return htmlPage({
    title: m.doneTitle,
    paragraphs: [m.done(platform.name || platform.issuer)],
    extraHtml: `<p class="actions"><button id="close" type="button">${escapeHtml(m.close)}</button></p>`,
    script: CLOSE_SCRIPT,
  });
}
