import "server-only";
import { issueToken } from "@/lib/auth/one-time-tokens";
import { ltiMessages } from "@/lib/messages/lti";
import { claims, type LaunchClaims } from "./claims";
import { htmlPage } from "./html-page";
import { launchBindingCookie, newLaunchBinding } from "./launch-binding";
import { linkParametersOf, personNameOf } from "./link-parameters";
import type { StoreDb } from "@/lib/store";
import { rememberCourse } from "./store/courses";
import { linkFacilitator, type Registration } from "./store/facilitators";

/** The sign-in page's address for a launch token; the token travels in the fragment, never to a log. */
export function signInPath(token: string, gameSlug: string | null): string {
  const fragment = new URLSearchParams({ token });
  if (gameSlug) fragment.set("game", gameSlug);
  return `/lti/sign-in#${fragment}`;
}

/**
 * An instructor's launch: the LMS identity (registration + sub) gets its facilitator link, and a one-time
 * token of two minutes that the sign-in page hands to next-auth (provider lti-launch), bound to this
 * browser by a cookie (./launch-binding.ts). Inside a
 * frame the site's pages cannot show (they refuse framing), so the person continues in a new window.
 */
export async function instructorHandOver(
  db: StoreDb,
  registration: Registration,
  launch: LaunchClaims,
  subject: string,
): Promise<Response> {
  const name = personNameOf(launch) || "Instructor";
  const link = await linkFacilitator(db, registration, subject, name);
  await rememberCourse(db, registration, launch, link.upstreamEmail);
  const binding = newLaunchBinding();
  const token = await issueToken(db, "lti-launch", { email: link.upstreamEmail, mode: "facilitator" }, undefined, undefined, binding.hash);
  const path = signInPath(token, linkParametersOf(launch).game?.slug ?? null);
  const target = launch[claims.launchPresentation]?.document_target;
  const framed = target === "iframe" || target === "frame";
  const response = framed
    ? framedHandOver(name, path)
    : new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });
  response.headers.append("set-cookie", launchBindingCookie(token, binding.nonce, framed));
  return response;
}

function framedHandOver(name: string, path: string): Response {
  return htmlPage({
    title: ltiMessages.openInNewWindow,
    paragraphs: [ltiMessages.framedIntro(name)],
    links: [{ href: path, label: ltiMessages.openInNewWindow, newWindow: true }],
  });
}
