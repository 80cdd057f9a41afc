import { z } from "zod";
import { LOBBY_NAME_INPUT_MAX, TEXT_LIMITS } from "@/upstream-contract/limits";
import { contactKinds, upstreamDisplayTypes } from "@/upstream-contract/types";

/** Request bodies the reference upstream's HTTP server accepts, at the upstream's paths (./routes.ts). */

const text = z.string().trim().min(1).max(320);
export const credentialsBody = z.object({ email: text, password: z.string().min(1).max(1024), user_type: z.string().optional() });
export const trialSessionBody = z.object({
  name: z
    .string()
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  email: text,
  current_trial_game_id: text,
});
export const registerBody = z.object({
  name: text,
  email: text,
  password: z.string().min(1).max(1024),
  display_type: z.enum(upstreamDisplayTypes),
});
export const googleSignInBody = z.object({
  id_token: z.string().min(1).max(16_384),
  uid: z.string().min(1).max(320),
  email: text,
  name: z.string().max(200).default(""),
  picture: z
    .string()
    .max(2048)
    .nullish()
    .transform((v) => v ?? null),
  type: z.literal("student").default("student"),
  email_verified: z.boolean().optional(),
  display_type: z.enum(upstreamDisplayTypes).optional(),
  join_password_account: z.boolean().optional(),
});
export const profileBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  picture: z.string().max(2048).nullable().optional(),
  display_type: z.enum(upstreamDisplayTypes).optional(),
});
export const passwordResetBody = z.object({ email: text, new_password: z.string().min(1).max(1024) });
export const setCurrentGameBody = z.object({ game_id: text });
export const contactBody = z.object({
  name: z.string().trim().min(1).max(200),
  email: text,
  message: z.string().trim().min(1).max(5000),
  kind: z.enum(contactKinds).default("demo"),
  course: z.string().trim().max(200).optional(),
  class_size: z.number().int().positive().max(9999).nullable().optional(),
});

/** The reference game host's lobby calls (./lobby-routes.ts). */
export const openLobbyBody = z.object({ game_id: z.string().trim().min(1).max(TEXT_LIMITS.id) });
/** The name's own rule (upstream-contract/lobby-name.ts) is the lobby's to apply; here only its bound as sent. */
export const arrivalBody = z.object({ name: z.string().max(LOBBY_NAME_INPUT_MAX) });

/** Admin operations for tests (./admin-routes.ts): not SPEC's, served only when an admin key is set. */
export const accessGrantBody = z.object({
  email: text,
  gameId: text,
  simulationName: z.string().trim().min(1).max(200),
  expiryDate: z.iso.date().nullable(),
});
