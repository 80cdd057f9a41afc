// LTI answers a learning platform may show inside its own page (an iframe): the route handlers under
// /api/lti/ and the picker /lti/deep-link. Plain JavaScript so that next.config.mjs can import it
// (docs/decisions/lti-framing.md).

/** The frame policy of those paths: any https platform may frame them (a registered platform's origin is not known before the launch is read). */
export const LTI_FRAME_ANCESTORS = "frame-ancestors 'self' https:";

/**
 * The Content-Security-Policy of the pages that LTI route handlers write themselves (refusals, the
 * hand-over to a new window, the form that returns a deep-linking answer to the platform).
 * @param {{ formAction?: string, scriptHashes?: string[] }} [options]
 */
export function ltiHandlerPolicy({ formAction = "'self'", scriptHashes = [] } = {}) {
  return [
    "default-src 'none'",
    `script-src ${scriptHashes.length ? scriptHashes.map((hash) => `'${hash}'`).join(" ") : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    LTI_FRAME_ANCESTORS,
  ].join("; ");
}

/**
 * The `source` for next.config's site-wide headers that leaves out the LTI route handlers, which write
 * their own: Next never replaces a header already on a response, so a route handler's header of the same
 * name would be dropped.
 */
export const SITE_HEADERS_SOURCE = "/:path((?!api/lti/).*)";

/**
 * The site's policy for a framed LTI page (`LTI_FRAMED_SOURCES` that are pages, e.g. /lti/deep-link): the
 * same policy with platforms allowed as frame ancestors. Browsers ignore X-Frame-Options when the policy
 * has frame-ancestors, so a later next.config rule may leave that header as it is.
 * @param {string} sitePolicy
 */
export function framedPagePolicy(sitePolicy) {
  return /frame-ancestors [^;]*/.test(sitePolicy)
    ? sitePolicy.replace(/frame-ancestors [^;]*/, LTI_FRAME_ANCESTORS)
    : `${sitePolicy}; ${LTI_FRAME_ANCESTORS}`;
}
