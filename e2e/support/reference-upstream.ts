import type { APIRequestContext } from "@playwright/test";

/**
 * The reference upstream the suite's site runs against (scripts/serve-e2e.mjs starts both, with the same
 * port and key rules as here). Its admin routes let a test see and change the upstream's database.
 */
const port = Number(process.env.E2E_PORT || 3100);
const upstreamUrl = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT || port + 1)}`;
const headers = { "x-admin-key": process.env.E2E_UPSTREAM_ADMIN_KEY || "e2e-reference-upstream-admin-key" };

/** The contact and demo messages the upstream stored for this address. */
export function storedContactMessages(request: APIRequestContext, email: string) {
  return request.get(`${upstreamUrl}/admin/contact-messages?email=${encodeURIComponent(email)}`, { headers });
}

/** Gives the facilitator with this e-mail a new access record. */
export function grantAccess(
  request: APIRequestContext,
  grant: { email: string; gameId: string; simulationName: string; expiryDate: string | null },
) {
  return request.post(`${upstreamUrl}/admin/simulation-access`, { headers, data: grant });
}
