// Written by `npm run db:generate`: drizzle-kit's SQL for ./schema.ts, one entry per migration; never edit one.
// Applied once each, in this order (table upstream_migrations); see docs/decisions/drizzle-kit-migrations.md.
import type { Migration } from "@/upstream-contract/embedding";

export const migrations: readonly Migration[] = [
  {
    id: "0000_baseline",
    sql: `
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_kind_check" CHECK ("contact_messages"."kind" in ('demo', 'collaboration'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_access" (
	"id" text PRIMARY KEY NOT NULL,
	"professor_uid" text NOT NULL,
	"game_id" text NOT NULL,
	"simulation_name" text NOT NULL,
	"expiry_date" date
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"game_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trial_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"game_id" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"picture" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"password_hash" text,
	"current_game_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('instructor', 'student', 'bot'))
);
--> statement-breakpoint
ALTER TABLE "simulation_access" ADD CONSTRAINT "simulation_access_professor_uid_users_uid_fk" FOREIGN KEY ("professor_uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_sessions" ADD CONSTRAINT "trial_sessions_game_id_simulations_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "simulations"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_access_professor_idx" ON "simulation_access" USING btree ("professor_uid");--> statement-breakpoint
CREATE INDEX "tokens_user_uid_idx" ON "tokens" USING btree ("user_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_sessions_code_idx" ON "trial_sessions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
`,
  },
  {
    id: "0001_identity_keys",
    sql: `
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "users_email_skeleton_idx" ON "users" USING btree ("email_skeleton");
`,
  },
  {
    id: "0002_lobbies",
    sql: `
CREATE TABLE "lobbies" (
	"code" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"host_uid" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobby_arrivals" (
	"id" text PRIMARY KEY NOT NULL,
	"lobby_code" text NOT NULL,
	"name" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lobbies" ADD CONSTRAINT "lobbies_host_uid_users_uid_fk" FOREIGN KEY ("host_uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_arrivals" ADD CONSTRAINT "lobby_arrivals_lobby_code_lobbies_code_fk" FOREIGN KEY ("lobby_code") REFERENCES "lobbies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lobbies_host_game_idx" ON "lobbies" USING btree ("host_uid","game_id");--> statement-breakpoint
CREATE INDEX "lobby_arrivals_lobby_idx" ON "lobby_arrivals" USING btree ("lobby_code","arrived_at");
`,
  },
  {
    id: "0003_contact_course_class_size",
    sql: `
ALTER TABLE "contact_messages" ADD COLUMN "course" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "class_size" integer;
`,
  },
];
