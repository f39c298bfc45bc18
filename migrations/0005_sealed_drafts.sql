CREATE TABLE "sealed_drafts" (
	"game_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"round" text NOT NULL,
	"bids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_drafts_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "sealed_drafts" ADD CONSTRAINT "sealed_drafts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;