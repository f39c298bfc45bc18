CREATE TABLE "consent_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"request" jsonb NOT NULL,
	"channel_id" text,
	"message_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_requests_game_idx" ON "consent_requests" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "consent_requests_expires_idx" ON "consent_requests" USING btree ("expires_at");