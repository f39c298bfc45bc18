ALTER TYPE "public"."game_status" ADD VALUE 'importing';--> statement-breakpoint
ALTER TYPE "public"."game_status" ADD VALUE 'starting';--> statement-breakpoint
CREATE TABLE "interaction_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "interaction_claims_claimed_idx" ON "interaction_claims" USING btree ("claimed_at");