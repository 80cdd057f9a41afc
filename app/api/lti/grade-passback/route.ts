import { handler, notAllowed } from "@/lib/api/handler";
import { setGradePassback } from "@/lib/lti/ags/set-passback";
import { gradePassbackSchema } from "@/lib/validations/grade-passback";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The dashboard's switch for one placed game's grades back to the learning platform. */
export const POST = handler({
  auth: "facilitator",
  body: gradePassbackSchema,
  run: async ({ body, user }) => setGradePassback(user.email, body),
});

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
