import { sql } from "drizzle-orm";
import type { Role } from "../roles";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * The site's own tables. Every name starts with `site_` so that they never meet the reference
 * upstream's tables when both live in one PostgreSQL database. This file is their one description:
 * `npm run db:generate` writes the migrations from it (./drizzle/, embedded in ./migrations.ts).
 * Constraint names are spelled out where PostgreSQL named them when the tables were first made by hand.
 */

/** rate-limiter-flexible's RateLimiterDrizzle row: one counter per bucket and key. */
export const rateLimits = pgTable(
  "site_rate_limits",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (table) => [index("site_rate_limits_expire_idx").on(table.expire)],
);

/** One-time links (password reset, e-mail verification): only the SHA-256 of the token is kept. */
export const oneTimeTokens = pgTable(
  "site_one_time_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    purpose: varchar("purpose", { length: 32 }).notNull(),
    email: varchar("email", { length: 320 }).notNull(),
    mode: varchar("mode", { length: 16 }).$type<Role>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** SHA-256 of the nonce in the launching browser's cookie (LTI launch tokens only, 0010). */
    bindingHash: varchar("binding_hash", { length: 64 }),
  },
  (table) => [
    index("site_one_time_tokens_subject_idx").on(table.purpose, table.email),
    index("site_one_time_tokens_expires_idx").on(table.expiresAt),
  ],
);

/** Sessions ended on the server (sign-out, upstream 401), kept until their cookies would have expired. */
export const endedSessions = pgTable("site_ended_sessions", {
  sid: varchar("sid", { length: 64 }).primaryKey(),
  endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** A password reset ends every session of the account that began before this time. */
export const sessionCutoffs = pgTable("site_session_cutoffs", {
  email: varchar("email", { length: 320 }).primaryKey(),
  cutoffAt: timestamp("cutoff_at", { withTimezone: true }).notNull(),
});

/** Addresses verified by link, or reported verified by the upstream at a sign-in. */
export const verifiedEmails = pgTable("site_verified_emails", {
  email: varchar("email", { length: 320 }).primaryKey(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
});

/**
 * Each account's own address as the upstream answered it at a sign-in, under its canonical form: where
 * a reset link goes when the upstream has no call that says (lib/upstream/account-mailbox.ts). One row
 * per account, written again at each sign-in.
 */
export const accountMailboxes = pgTable("site_account_mailboxes", {
  email: varchar("email", { length: 320 }).primaryKey(),
  mailbox: varchar("mailbox", { length: 320 }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});

/** Mail kept instead of sent when no SMTP server is configured. */
export const mailOutbox = pgTable(
  "site_mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: varchar("recipient", { length: 320 }).notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("site_mail_outbox_created_idx").on(table.createdAt)],
);

/** Free-trial requests made from this site, with the session code the upstream answered (0009): the requester's class sessions. */
export const trialRequests = pgTable(
  "site_trial_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountUid: varchar("account_uid", { length: 128 }).notNull(),
    gameId: varchar("game_id", { length: 64 }).notNull(),
    code: varchar("code", { length: 64 }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("site_trial_requests_account_idx").on(table.accountUid)],
);

/**
 * Class sessions a facilitator opened for a licensed game (the reference game host records them as it
 * opens them): their dashboard shows each beside the trials, with its code. One row per code.
 */
export const openedSessions = pgTable(
  "site_opened_sessions",
  {
    code: varchar("code", { length: 64 }).primaryKey(),
    accountUid: varchar("account_uid", { length: 128 }).notNull(),
    gameId: varchar("game_id", { length: 64 }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("site_opened_sessions_account_idx").on(table.accountUid, table.openedAt)],
);

/** LTI 1.3 platforms registered with the tool (lib/lti/cli): one row per issuer and client id. */
export const ltiPlatforms = pgTable(
  "site_lti_platforms",
  {
    issuer: varchar("issuer", { length: 255 }).notNull(),
    clientId: varchar("client_id", { length: 255 }).notNull(),
    deploymentIds: jsonb("deployment_ids").$type<string[]>().notNull(),
    authLoginUrl: varchar("auth_login_url", { length: 2048 }).notNull(),
    jwksUrl: varchar("jwks_url", { length: 2048 }).notNull(),
    tokenUrl: varchar("token_url", { length: 2048 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** "operator" (`npm run lti -- add-platform`) or "dynamic" (LTI Dynamic Registration through an invite). */
    registeredBy: varchar("registered_by", { length: 16 }).notNull().default("operator"),
    lastLaunchAt: timestamp("last_launch_at", { withTimezone: true }),
    /** Hosts beside its endpoints' where its services may be, as the operator or the invite named them. */
    hosts: jsonb("hosts").$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ name: "site_lti_platforms_pkey", columns: [table.issuer, table.clientId] })],
);

/** Registration invites already spent (or being spent) by a Dynamic Registration; the invite itself is a signed link. */
export const ltiSpentInvites = pgTable(
  "site_lti_spent_invites",
  {
    inviteId: varchar("invite_id", { length: 64 }).primaryKey(),
    spentAt: timestamp("spent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("site_lti_spent_invites_expires_idx").on(table.expiresAt)],
);

/** A course an instructor launched from whose platform offers its roster (NRPS): shown on their dashboard. */
export const ltiCourses = pgTable(
  "site_lti_courses",
  {
    issuer: varchar("issuer", { length: 255 }).notNull(),
    clientId: varchar("client_id", { length: 255 }).notNull(),
    contextId: varchar("context_id", { length: 255 }).notNull(),
    upstreamEmail: varchar("upstream_email", { length: 320 }).notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    membershipsUrl: varchar("memberships_url", { length: 2048 }).notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "site_lti_courses_pkey", columns: [table.issuer, table.clientId, table.contextId, table.upstreamEmail] }),
    index("site_lti_courses_upstream_email_idx").on(table.upstreamEmail),
  ],
);

/** A learner's latest launch from a course: their LMS name and user id, and when; nothing more. */
export const ltiLearnerLaunches = pgTable(
  "site_lti_learner_launches",
  {
    issuer: varchar("issuer", { length: 255 }).notNull(),
    clientId: varchar("client_id", { length: 255 }).notNull(),
    contextId: varchar("context_id", { length: 255 }).notNull(),
    userId: varchar("user_id", { length: 255 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    launchedAt: timestamp("launched_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "site_lti_learner_launches_pkey", columns: [table.issuer, table.clientId, table.contextId, table.userId] }),
    index("site_lti_learner_launches_launched_idx").on(table.launchedAt),
  ],
);

/** The tool's own signing keys; the private half sealed. At most one row is the initial key, however many requests find none. */
export const ltiToolKeys = pgTable(
  "site_lti_tool_keys",
  {
    kid: varchar("kid", { length: 64 }).primaryKey(),
    privateJwk: text("private_jwk").notNull(),
    publicJwk: text("public_jwk").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    initial: boolean("initial").notNull().default(false),
  },
  (table) => [
    uniqueIndex("site_lti_tool_keys_one_initial_idx")
      .on(table.initial)
      .where(sql`"initial"`),
  ],
);

/** OIDC login states between the platform's login request and its launch (only the state's hash). */
export const ltiLoginStates = pgTable(
  "site_lti_login_states",
  {
    stateHash: varchar("state_hash", { length: 64 }).primaryKey(),
    nonce: varchar("nonce", { length: 64 }).notNull(),
    issuer: varchar("issuer", { length: 255 }).notNull(),
    clientId: varchar("client_id", { length: 255 }).notNull(),
    loginQuery: text("login_query").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("site_lti_login_states_expires_idx").on(table.expiresAt)],
);

/** Deep-linking requests waiting for the instructor's choice (only the request id's hash). */
export const ltiDeepLinks = pgTable("site_lti_deep_links", {
  idHash: varchar("id_hash", { length: 64 }).primaryKey(),
  issuer: varchar("issuer", { length: 255 }).notNull(),
  clientId: varchar("client_id", { length: 255 }).notNull(),
  deploymentId: varchar("deployment_id", { length: 255 }).notNull(),
  returnUrl: varchar("return_url", { length: 2048 }).notNull(),
  data: text("data"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * A platform's instructor (a registration's issuer + client id, and the subject) linked to a facilitator
 * account of the upstream. Per registration, not per issuer: one issuer registered twice (Canvas cloud)
 * cannot reach the other registration's accounts.
 */
export const ltiAccounts = pgTable(
  "site_lti_accounts",
  {
    issuer: varchar("issuer", { length: 255 }).notNull(),
    clientId: varchar("client_id", { length: 255 }).notNull().default(""),
    subject: varchar("subject", { length: 255 }).notNull(),
    upstreamEmail: varchar("upstream_email", { length: 320 }).notNull().unique("site_lti_accounts_upstream_email_key"),
    name: varchar("name", { length: 200 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    upstreamReadyAt: timestamp("upstream_ready_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ name: "site_lti_accounts_pkey", columns: [table.issuer, table.clientId, table.subject] })],
);

/**
 * A placed game (a resource link of a course) whose launches offer Assignment and Grade Services: where
 * its gradebook column is (the platform's line item, or the course's line items where the tool makes
 * one), and whether its professor lets scores go back. The unique key is also the one place that decides
 * which instance makes a missing line item (`line_item_claimed_at`).
 */
export const ltiGradeLinks = pgTable(
  "site_lti_grade_links",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    issuer: varchar("issuer", { length: 255 }).notNull(),
    clientId: varchar("client_id", { length: 255 }).notNull(),
    contextId: varchar("context_id", { length: 255 }).notNull(),
    resourceLinkId: varchar("resource_link_id", { length: 255 }).notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    gameSlug: varchar("game_slug", { length: 64 }),
    lineItemsUrl: varchar("line_items_url", { length: 2048 }),
    lineItemUrl: varchar("line_item_url", { length: 2048 }),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    passback: boolean("passback").notNull().default(true),
    lineItemClaimedAt: timestamp("line_item_claimed_at", { withTimezone: true }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("site_lti_grade_links_link_idx").on(table.issuer, table.clientId, table.contextId, table.resourceLinkId),
    index("site_lti_grade_links_course_idx").on(table.issuer, table.clientId, table.contextId),
  ],
);

/** A learner's launch of a graded link, until they arrive in its lobby: only the hash of the handle their browser (or game host) holds. */
export const ltiParticipations = pgTable(
  "site_lti_participations",
  {
    handleHash: varchar("handle_hash", { length: 64 }).primaryKey(),
    linkId: bigint("link_id", { mode: "number" }).notNull(),
    userId: varchar("user_id", { length: 255 }).notNull(),
    code: varchar("code", { length: 64 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("site_lti_participations_expires_idx").on(table.expiresAt)],
);

/** The score outbox: one row per learner and graded link (at most one score each), sent with retries for up to a day. */
export const ltiScores = pgTable(
  "site_lti_scores",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    linkId: bigint("link_id", { mode: "number" }).notNull(),
    userId: varchar("user_id", { length: 255 }).notNull(),
    /** "pending", "sent" or "failed" (given up). */
    state: varchar("state", { length: 16 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    problem: varchar("problem", { length: 32 }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("site_lti_scores_learner_idx").on(table.linkId, table.userId),
    index("site_lti_scores_due_idx").on(table.state, table.nextAttemptAt),
  ],
);

/** Game hosts' completion calls already taken (their signature), kept past the replay window. */
export const gameHostCalls = pgTable(
  "site_game_host_calls",
  {
    signature: varchar("signature", { length: 64 }).primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("site_game_host_calls_expires_idx").on(table.expiresAt)],
);
