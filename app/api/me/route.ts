import { handler } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";
import { upstreamDisplayType } from "@/lib/roles";
import { profileSchema } from "@/lib/validations/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The signed-in person as the upstream knows them: `{ user }`. */
export const GET = handler({
  auth: "user",
  run: async ({ user }) => ({ user: await getUpstream().getCurrentUser(user.accessToken) }),
});

/** Profile update (name, and the account's kind while nothing depends on it): `{ user }` with the upstream's answer. */
export const PUT = handler({
  auth: "user",
  body: profileSchema,
  run: async ({ user, body }) => ({
    user: await getUpstream().updateProfile(user.accessToken, {
      name: body.name,
      ...(body.display_type ? { display_type: upstreamDisplayType[body.display_type] } : {}),
    }),
  }),
});
