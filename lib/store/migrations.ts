/**
 * The site store's migrations, applied once each and in this order (table site_migrations).
 * To add one: append `{ id: "000N_what", sql: "…" }` at the end, with the matching table in
 * ./schema.ts. Never edit or reorder an entry that has shipped. Statements are separated by
 * drizzle-kit's `--> statement-breakpoint`; kept as strings so every bundle carries them.
 */
import type { Migration } from "@/lib/postgres/open";

export const storeMigrations: readonly Migration[] = [
  {
    id: "0001_rate_limits",
    sql: `
CREATE TABLE IF NOT EXISTS "site_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_rate_limits_expire_idx" ON "site_rate_limits" USING btree ("expire");
`,
  },
  {
    id: "0002_one_time_tokens",
    sql: `
CREATE TABLE IF NOT EXISTS "site_one_time_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"email" varchar(320) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_one_time_tokens_subject_idx" ON "site_one_time_tokens" USING btree ("purpose","email");
`,
  },
  {
    id: "0003_ended_sessions",
    sql: `
CREATE TABLE IF NOT EXISTS "site_ended_sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_session_cutoffs" (
	"email" varchar(320) PRIMARY KEY NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL
);
`,
  },
  {
    id: "0004_verified_emails",
    sql: `
CREATE TABLE IF NOT EXISTS "site_verified_emails" (
	"email" varchar(320) PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
`,
  },
  {
    id: "0005_mail_outbox",
    sql: `
CREATE TABLE IF NOT EXISTS "site_mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" varchar(320) NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
`,
  },
  {
    // LTI 1.3 (lib/lti/): registered platforms, the tool's own keys, login states, deep-linking
    // requests and facilitator links; queried with plain SQL from lib/lti/store/.
    id: "0006_lti",
    sql: `
CREATE TABLE IF NOT EXISTS "site_lti_platforms" (
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"auth_login_url" varchar(2048) NOT NULL,
	"jwks_url" varchar(2048) NOT NULL,
	"token_url" varchar(2048) NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("issuer", "client_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_lti_tool_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"private_jwk" text NOT NULL,
	"public_jwk" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_lti_login_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"login_query" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_lti_login_states_expires_idx" ON "site_lti_login_states" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_lti_deep_links" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"deployment_id" varchar(255) NOT NULL,
	"return_url" varchar(2048) NOT NULL,
	"data" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_lti_accounts" (
	"issuer" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"upstream_email" varchar(320) NOT NULL UNIQUE,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upstream_ready_at" timestamp with time zone,
	PRIMARY KEY ("issuer", "subject")
);
`,
  },
  {
    id: "0007_trial_requests",
    sql: `
CREATE TABLE IF NOT EXISTS "site_trial_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_uid" varchar(128) NOT NULL,
	"game_id" varchar(64) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_trial_requests_account_idx" ON "site_trial_requests" USING btree ("account_uid");
`,
  },
  {
    // Idempotency-Key (lib/api/idempotency.ts): the hash of route, account and key → the answer, for 24 h.
    id: "0008_idempotency_keys",
    sql: `
CREATE TABLE IF NOT EXISTS "site_idempotency_keys" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"status" integer,
	"answer" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_idempotency_keys_expires_idx" ON "site_idempotency_keys" USING btree ("expires_at");
`,
  },
  {
    id: "0009_trial_sessions",
    sql: `
ALTER TABLE "site_trial_requests" ADD COLUMN IF NOT EXISTS "code" varchar(64);
`,
  },
  {
    // Issue 39: a launch token bound to the browser that launched (the hash of its cookie's nonce), one
    // initial tool key however many requests find the store empty, and indexes for the sweep.
    id: "0010_issue_39_bindings_and_sweep",
    sql: `
ALTER TABLE "site_one_time_tokens" ADD COLUMN IF NOT EXISTS "binding_hash" varchar(64);
--> statement-breakpoint
ALTER TABLE "site_lti_tool_keys" ADD COLUMN IF NOT EXISTS "initial" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "site_lti_tool_keys_one_initial_idx" ON "site_lti_tool_keys" USING btree ("initial") WHERE "initial";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_one_time_tokens_expires_idx" ON "site_one_time_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_mail_outbox_created_idx" ON "site_mail_outbox" USING btree ("created_at");
`,
  },
  {
    // Issue 39, row 3: a facilitator link belongs to a registration (issuer + client id), not to an
    // issuer, so one issuer registered twice (Canvas cloud serves every school as one issuer) cannot
    // reach the other registration's accounts. Links of an issuer with one registration keep it.
    id: "0011_lti_accounts_per_registration",
    sql: `
ALTER TABLE "site_lti_accounts" ADD COLUMN IF NOT EXISTS "client_id" varchar(255) DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "site_lti_accounts" AS a SET "client_id" = p."client_id" FROM "site_lti_platforms" AS p
 WHERE a."client_id" = '' AND p."issuer" = a."issuer"
   AND (SELECT count(*) FROM "site_lti_platforms" AS q WHERE q."issuer" = a."issuer") = 1;
--> statement-breakpoint
ALTER TABLE "site_lti_accounts" DROP CONSTRAINT IF EXISTS "site_lti_accounts_pkey";
--> statement-breakpoint
ALTER TABLE "site_lti_accounts" ADD CONSTRAINT "site_lti_accounts_pkey" PRIMARY KEY ("issuer", "client_id", "subject");
`,
  },
];
