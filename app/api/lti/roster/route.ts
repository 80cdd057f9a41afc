import { handler } from "@/lib/api/handler";
import { rosterPageAnswer } from "@/lib/lti/nrps/roster-page-answer";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A page of one of the signed-in facilitator's course rosters (the dashboard's Next and Previous). */
export const GET = handler({
  auth: "facilitator",
  run: async ({ req, user }) => rosterPageAnswer(user.email, req.nextUrl.searchParams),
});
