CREATE TYPE "public"."game_status" AS ENUM('lobby', 'active', 'finished', 'abandoned', 'paused');--> statement-breakpoint
CREATE TYPE "public"."reminder_channel" AS ENUM('thread', 'dm');--> statement-breakpoint
CREATE TABLE "actions" (
	"game_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"action" jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_game_id_seq_pk" PRIMARY KEY("game_id","seq"),
	CONSTRAINT "actions_seq_nonneg" CHECK ("actions"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"envelope_title" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seed" integer NOT NULL,
	"guild_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"thread_id" text,
	"lobby_message_id" text,
	"creator_id" text NOT NULL,
	"status" "game_status" DEFAULT 'lobby' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"waiting_seq" integer,
	"waiting_on" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_message_url" text
);
--> statement-breakpoint
CREATE TABLE "player_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"reminders_via" "reminder_channel" DEFAULT 'thread' NOT NULL,
	"reminders_off" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_settings_quiet_start" CHECK ("player_settings"."quiet_start" between 0 and 1439),
	CONSTRAINT "player_settings_quiet_end" CHECK ("player_settings"."quiet_end" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"game_id" bigint NOT NULL,
	"wait_seq" integer NOT NULL,
	"user_id" text NOT NULL,
	"repeat_no" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	CONSTRAINT "reminders_sent_game_id_wait_seq_user_id_repeat_no_pk" PRIMARY KEY("game_id","wait_seq","user_id","repeat_no")
);
--> statement-breakpoint
CREATE TABLE "sealed_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"round_key" text NOT NULL,
	"company" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "sealed_bids_one_per_company" UNIQUE("game_id","round_key","user_id","company"),
	CONSTRAINT "sealed_bids_amount_nonneg" CHECK ("sealed_bids"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"game_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"seat" integer,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seats_game_id_user_id_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "seats_game_seat_uq" UNIQUE("game_id","seat")
);
--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_waiting_idx" ON "games" USING btree ("waiting_since") WHERE "games"."status" = 'active' and "games"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "games_guild_idx" ON "games" USING btree ("guild_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_thread_idx" ON "games" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "seats_user_idx" ON "seats" USING btree ("user_id");