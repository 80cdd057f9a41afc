// Response headers for every answer (next.config.mjs). Prerendered pages are the same bytes for everyone,
// so their inline bootstrap scripts cannot carry a per-request nonce: scripts keep 'unsafe-inline' and
// every other directive is strict (docs/decisions/content-security-policy.md).

const videoHosts = ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** @param {{ production: boolean }} options */
export function securityHeaders({ production }) {
  const csp = [
    "default-src 'self'",
    // Dev mode's fast refresh also needs eval.
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"} https://www.youtube.com https://s.ytimg.com https://player.vimeo.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' https:",
    `frame-src ${videoHosts.join(" ")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

  const headers = [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
