import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The embedded upstream's tables. The SQL that creates them lives in ./migrations.ts
 * (generated from this file by drizzle-kit, then kept as ordered migrations).
 */

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const users = pgTable(
  "users",
  {
    uid: text("uid").primaryKey(),
    email: text("email").notNull(),
    /** The address's canonical form (upstream-contract/email-address/canonical.ts): what log-in, reset and sign-up look up. Null only for an account whose key another account already held when keys were first computed. */
    emailKey: text("email_key"),
    /** UTS #39 skeleton of emailKey: a new address that reads like an existing one is refused. */
    emailSkeleton: text("email_skeleton"),
    name: text("name").notNull().default(""),
    picture: text("picture"),
    emailVerified: boolean("email_verified").notNull().default(false),
    type: text("type", { enum: ["instructor", "student", "bot"] }).notNull(),
    passwordHash: text("password_hash"),
    currentGameId: text("current_game_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_email_key_idx").on(t.emailKey),
    index("users_email_skeleton_idx").on(t.emailSkeleton),
    check("users_type_check", sql`${t.type} in ('instructor', 'student', 'bot')`),
  ],
);

export const tokens = pgTable(
  "tokens",
  {
    jti: text("jti").primaryKey(),
    userUid: text("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("tokens_user_uid_idx").on(t.userUid)],
);

export const simulations = pgTable("simulations", {
  gameId: text("game_id").primaryKey(),
  name: text("name").notNull(),
});

export const trialSessions = pgTable(
  "trial_sessions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    gameId: text("game_id")
      .notNull()
      .references(() => simulations.gameId),
    name: text("name"),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trial_sessions_code_idx").on(t.code)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    kind: text("kind", { enum: ["demo", "collaboration"] }).notNull(),
    course: text("course"),
    classSize: integer("class_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("contact_messages_kind_check", sql`${t.kind} in ('demo', 'collaboration')`)],
);

export const simulationAccess = pgTable(
  "simulation_access",
  {
    id: text("id").primaryKey(),
    professorUid: text("professor_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    simulationName: text("simulation_name").notNull(),
    expiryDate: date("expiry_date", { mode: "string" }),
  },
  (t) => [index("simulation_access_professor_idx").on(t.professorUid)],
);

/** A write sent with an Idempotency-Key: stored once, with its answer, in the write's own transaction (./idempotency.ts). */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  operation: text("operation").notNull(),
  /** SHA-256 of the write's input (secrets left out): the same key with another input is refused. */
  fingerprint: text("fingerprint").notNull().default(""),
  answer: text("answer").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * A class session on the reference game host (the stand-in for the games' own sites): opened by a
 * professor from the dashboard, or the lobby of a trial's code. Ours, not SPEC's.
 */
export const lobbies = pgTable(
  "lobbies",
  {
    code: text("code").primaryKey(),
    gameId: text("game_id").notNull(),
    /** The professor who opened it from the dashboard; null for a trial's lobby (its trial's e-mail names the professor). */
    hostUid: text("host_uid").references(() => users.uid, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("lobbies_host_game_idx").on(t.hostUid, t.gameId)],
);

/** A student who joined a lobby, by the name they gave. */
export const lobbyArrivals = pgTable(
  "lobby_arrivals",
  {
    id: text("id").primaryKey(),
    lobbyCode: text("lobby_code")
      .notNull()
      .references(() => lobbies.code, { onDelete: "cascade" }),
    name: text("name").notNull(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("lobby_arrivals_lobby_idx").on(t.lobbyCode, t.arrivedAt)],
);
