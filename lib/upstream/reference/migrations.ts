// Written by `npm run db:generate`: drizzle-kit's SQL for ./schema.ts, one entry per migration; never edit one.
// Applied once each, in this order (table upstream_migrations); see docs/decisions/drizzle-kit-migrations.md.
import type { Migration } from "@/lib/postgres/open";

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
    id: "0001_contact-course-class-size",
    sql: `
ALTER TABLE "contact_messages" ADD COLUMN "course" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "class_size" integer;
`,
  },
];
