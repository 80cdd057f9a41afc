import { ltiRefusalEvent } from "@/lib/observability/events";
import { logLine } from "@/lib/log-safe";
import { ltiMessages, ltiRefusalMessages, type LtiRefusal } from "@/lib/messages/lti";
import { htmlPage } from "./html-page";

const STATUS: Partial<Record<LtiRefusal, number>> = {
  "unknown-issuer": 403,
  "unknown-client": 403,
  "wrong-signature": 401,
  expired: 401,
  "wrong-issuer": 401,
  "wrong-audience": 401,
  "wrong-nonce": 401,
  replayed: 401,
  "unknown-deployment": 403,
  "foreign-target": 403,
  "role-not-served": 403,
  observer: 403,
  "platform-unreachable": 502,
  "too-large": 413,
  "too-many": 429,
  unavailable: 503,
};

/**
 * A refused LTI request: a page in words for the person, a log line with the reason for the operator.
 * `relaunch` (our own login address) adds the offer to continue in a new window.
 */
export function ltiRefusal(reason: LtiRefusal, detail: string, options: { relaunch?: string } = {}): Response {
  ltiRefusalEvent(reason, logLine`[lti] refused (${reason}): ${detail.slice(0, 500)}`);
  const { title, text } = ltiRefusalMessages[reason];
  const links = options.relaunch
    ? [{ href: options.relaunch, label: ltiMessages.continueInNewWindow, newWindow: true }]
    : [{ href: "/", label: ltiMessages.backHome, newWindow: true }];
  return htmlPage({ title, paragraphs: [text], links }, STATUS[reason] ?? 400);
}
