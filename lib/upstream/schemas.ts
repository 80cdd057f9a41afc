import { z } from "zod";
import type {
  AccessibleGameRecord,
  AuthSession,
  GoogleSession,
  PasswordResetResponse,
  SimulationListItem,
  TrialSessionResponse,
  UpstreamUser,
} from "@/upstream-contract/types";
import { userTypes } from "@/upstream-contract/types";

/**
 * Wire schemas of the upstream APIs: what the http adapter accepts from an upstream (lenient where SPEC does not
 * show the shape). What the reference upstream accepts as request bodies is its own affair
 * (upstream-reference/src/http/request-bodies.ts).
 */

const idLike = z.union([z.string().min(1), z.number()]).transform(String);
/**
 * Free text a person typed (names). SPEC's reader turns the texts "Infinity" / "-Infinity" into numbers
 * everywhere; here they become the text again, so a person named "Infinity" is not an unreadable answer.
 */
const personText = z.preprocess((v) => (v === Infinity ? "Infinity" : v === -Infinity ? "-Infinity" : v), z.string());

/** The upstream's User; `id` is accepted for `uid` (the other view of the current user). A missing or unknown type reads as student. */
export const userWire = z
  .object({
    uid: idLike.optional(),
    id: idLike.optional(),
    email: z.string().min(1),
    name: personText.nullish(),
    picture: z.string().nullish(),
    email_verified: z.boolean().nullish(),
    type: z.enum(userTypes).catch("student").default("student"),
  })
  .refine((u) => u.uid !== undefined || u.id !== undefined, { message: "uid is missing" })
  .transform((u): UpstreamUser => ({
    uid: (u.uid ?? u.id) as string,
    email: u.email,
    name: u.name ?? "",
    picture: u.picture ?? null,
    email_verified: u.email_verified ?? false,
    type: u.type,
  }));

const tokenFields = z.object({
  access_token: z.string().min(1).optional(),
  token: z.string().min(1).optional(),
  accessToken: z.string().min(1).optional(),
});

/**
 * A login / sign-up answer: `{ access_token, user }`, or a bare user object carrying the token
 * (`access_token`, `token` or `accessToken`) beside its own fields.
 */
export const authSessionWire = z
  .looseObject({ user: z.unknown().optional() })
  .and(tokenFields)
  .transform((value, ctx): AuthSession | typeof z.NEVER => {
    const token = value.access_token ?? value.token ?? value.accessToken;
    const user = userWire.safeParse(value.user && typeof value.user === "object" ? value.user : value);
    if (!token) ctx.addIssue({ code: "custom", message: "access token is missing" });
    if (!user.success) ctx.addIssue({ code: "custom", message: "user is missing or malformed" });
    if (!token || !user.success) return z.NEVER;
    return { access_token: token, user: user.data };
  });

/**
 * A Google sign-in's answer: a session as above, and `joined_password_account` (an upstream
 * that does not send it never joins such accounts, so absent reads as false).
 */
export const googleSessionWire = z.unknown().transform((value, ctx): GoogleSession | typeof z.NEVER => {
  const session = authSessionWire.safeParse(value);
  if (!session.success) {
    for (const issue of session.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  }
  const joined =
    typeof value === "object" && value !== null && (value as { joined_password_account?: unknown }).joined_password_account === true;
  return { ...session.data, joined_password_account: joined };
});

const simulationItem = z.object({ gameId: z.string().min(1), name: z.string() });
export const simulationListWire = z
  .union([z.object({ success: z.boolean().optional(), data: z.array(simulationItem) }), z.array(simulationItem)])
  .transform((value): SimulationListItem[] => (Array.isArray(value) ? value : value.data));

export const trialSessionWire = z.object({
  session: z.object({ code: z.string().min(1) }),
  trial_user: z.object({ name: personText.nullish().transform((v) => v ?? null), email: z.string() }),
}) satisfies z.ZodType<TrialSessionResponse>;

export const passwordResetWire = z.object({
  success: z.boolean(),
  detail: z.string().default(""),
}) satisfies z.ZodType<PasswordResetResponse>;

const accessRecord = z
  .object({
    id: idLike,
    game_id: z.string().min(1),
    simulation_name: z.string(),
    expiry_date: z.string().nullish(),
    access: z.enum(["licence", "trial"]).optional(),
  })
  .transform(({ access, ...r }): AccessibleGameRecord => ({
    ...r,
    expiry_date: r.expiry_date ?? null,
    ...(access === "trial" ? { access } : {}),
  }));
export const simulationsAccessWire = z
  .union([z.object({ data: z.array(accessRecord) }), z.array(accessRecord)])
  .transform((value): AccessibleGameRecord[] => (Array.isArray(value) ? value : value.data));
