// Written by `npm run db:generate`: drizzle-kit's SQL for ./schema.ts, one entry per migration; never edit one.
// Applied once each, in this order (table site_migrations); see docs/decisions/drizzle-kit-migrations.md.
import type { Migration } from "./open";

export const storeMigrations: readonly Migration[] = [
  {
    id: "0000_baseline",
    sql: `
CREATE TABLE "site_ended_sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_idempotency_keys" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"status" integer,
	"answer" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_lti_accounts" (
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) DEFAULT '' NOT NULL,
	"subject" varchar(255) NOT NULL,
	"upstream_email" varchar(320) NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upstream_ready_at" timestamp with time zone,
	CONSTRAINT "site_lti_accounts_pkey" PRIMARY KEY("issuer","client_id","subject"),
	CONSTRAINT "site_lti_accounts_upstream_email_key" UNIQUE("upstream_email")
);
--> statement-breakpoint
CREATE TABLE "site_lti_deep_links" (
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
CREATE TABLE "site_lti_login_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"login_query" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_lti_platforms" (
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"auth_login_url" varchar(2048) NOT NULL,
	"jwks_url" varchar(2048) NOT NULL,
	"token_url" varchar(2048) NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_lti_platforms_pkey" PRIMARY KEY("issuer","client_id")
);
--> statement-breakpoint
CREATE TABLE "site_lti_tool_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"private_jwk" text NOT NULL,
	"public_jwk" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"initial" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" varchar(320) NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_one_time_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"email" varchar(320) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"binding_hash" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "site_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_session_cutoffs" (
	"email" varchar(320) PRIMARY KEY NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_trial_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_uid" varchar(128) NOT NULL,
	"game_id" varchar(64) NOT NULL,
	"code" varchar(64),
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_verified_emails" (
	"email" varchar(320) PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_idempotency_keys_expires_idx" ON "site_idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_lti_login_states_expires_idx" ON "site_lti_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_lti_tool_keys_one_initial_idx" ON "site_lti_tool_keys" USING btree ("initial") WHERE "initial";--> statement-breakpoint
CREATE INDEX "site_mail_outbox_created_idx" ON "site_mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_one_time_tokens_subject_idx" ON "site_one_time_tokens" USING btree ("purpose","email");--> statement-breakpoint
CREATE INDEX "site_one_time_tokens_expires_idx" ON "site_one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_rate_limits_expire_idx" ON "site_rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "site_trial_requests_account_idx" ON "site_trial_requests" USING btree ("account_uid");
`,
  },
  {
    id: "0001_lti-registration-roster",
    sql: `
CREATE TABLE "site_lti_courses" (
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"context_id" varchar(255) NOT NULL,
	"upstream_email" varchar(320) NOT NULL,
	"title" varchar(255) NOT NULL,
	"memberships_url" varchar(2048) NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_lti_courses_pkey" PRIMARY KEY("issuer","client_id","context_id","upstream_email")
);
--> statement-breakpoint
CREATE TABLE "site_lti_learner_launches" (
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"context_id" varchar(255) NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"name" varchar(200) NOT NULL,
	"launched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_lti_learner_launches_pkey" PRIMARY KEY("issuer","client_id","context_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "site_lti_spent_invites" (
	"invite_id" varchar(64) PRIMARY KEY NOT NULL,
	"spent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_lti_platforms" ADD COLUMN "registered_by" varchar(16) DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_lti_platforms" ADD COLUMN "last_launch_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "site_lti_courses_upstream_email_idx" ON "site_lti_courses" USING btree ("upstream_email");--> statement-breakpoint
CREATE INDEX "site_lti_learner_launches_launched_idx" ON "site_lti_learner_launches" USING btree ("launched_at");--> statement-breakpoint
CREATE INDEX "site_lti_spent_invites_expires_idx" ON "site_lti_spent_invites" USING btree ("expires_at");
`,
  },
  {
    id: "0002_drop_site_idempotency_keys",
    sql: `
DROP TABLE "site_idempotency_keys" CASCADE;
`,
  },
  {
    id: "0003_lti_grades",
    sql: `
CREATE TABLE "site_game_host_calls" (
	"signature" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_lti_grade_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issuer" varchar(255) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"context_id" varchar(255) NOT NULL,
	"resource_link_id" varchar(255) NOT NULL,
	"title" varchar(255) NOT NULL,
	"game_slug" varchar(64),
	"line_items_url" varchar(2048),
	"line_item_url" varchar(2048),
	"scopes" jsonb NOT NULL,
	"passback" boolean DEFAULT true NOT NULL,
	"line_item_claimed_at" timestamp with time zone,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_lti_participations" (
	"handle_hash" varchar(64) PRIMARY KEY NOT NULL,
	"link_id" bigint NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"code" varchar(64),
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_lti_scores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" bigint NOT NULL,
	"user_id" varchar(255) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"problem" varchar(32),
	"completed_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "site_game_host_calls_expires_idx" ON "site_game_host_calls" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_lti_grade_links_link_idx" ON "site_lti_grade_links" USING btree ("issuer","client_id","context_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "site_lti_grade_links_course_idx" ON "site_lti_grade_links" USING btree ("issuer","client_id","context_id");--> statement-breakpoint
CREATE INDEX "site_lti_participations_expires_idx" ON "site_lti_participations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_lti_scores_learner_idx" ON "site_lti_scores" USING btree ("link_id","user_id");--> statement-breakpoint
CREATE INDEX "site_lti_scores_due_idx" ON "site_lti_scores" USING btree ("state","next_attempt_at");
`,
  },
  {
    id: "0004_opened_sessions",
    sql: `
CREATE TABLE "site_opened_sessions" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"account_uid" varchar(128) NOT NULL,
	"game_id" varchar(64) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_opened_sessions_account_idx" ON "site_opened_sessions" USING btree ("account_uid","opened_at");
`,
  },
  {
    id: "0005_lti_platform_hosts",
    sql: `
ALTER TABLE "site_lti_platforms" ADD COLUMN "hosts" jsonb DEFAULT '[]'::jsonb NOT NULL;
`,
  },
  {
    id: "0006_account_mailboxes",
    sql: `
CREATE TABLE "site_account_mailboxes" (
	"email" varchar(320) PRIMARY KEY NOT NULL,
	"mailbox" varchar(320) NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
`,
  },
];
