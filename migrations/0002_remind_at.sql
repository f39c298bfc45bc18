ALTER TABLE "games" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "games_remind_idx" ON "games" USING btree (coalesce("remind_at", '-infinity'::timestamptz)) WHERE "games"."status" = 'active' and "games"."waiting_since" is not null;--> statement-breakpoint
-- Custom part: remind_at is only a cache of "nothing due before"; any change of the wait, the
-- options or the status makes it unknown again (null = the sweep looks at the game now), so no
-- writer can leave a stale bound behind.
CREATE OR REPLACE FUNCTION "games_remind_at_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.remind_at := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "games_remind_at_reset" BEFORE UPDATE ON "games"
  FOR EACH ROW WHEN (
    OLD.waiting_since IS DISTINCT FROM NEW.waiting_since
    OR OLD.waiting_seq IS DISTINCT FROM NEW.waiting_seq
    OR OLD.waiting_on IS DISTINCT FROM NEW.waiting_on
    OR OLD.options IS DISTINCT FROM NEW.options
    OR OLD.status IS DISTINCT FROM NEW.status
  ) EXECUTE FUNCTION "games_remind_at_reset"();
--> statement-breakpoint
-- A player turning reminders back on (/remind on, or their settings row removed) may be owed a
-- reminder the sweep had counted as done: their waiting games are looked at again.
CREATE OR REPLACE FUNCTION "player_settings_remind_again"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "games" SET "remind_at" = NULL
  WHERE "status" = 'active' AND "waiting_since" IS NOT NULL AND "remind_at" IS NOT NULL
    AND OLD."user_id" = ANY("waiting_on");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "player_settings_remind_on" AFTER UPDATE OF "reminders_off" ON "player_settings"
  FOR EACH ROW WHEN (OLD.reminders_off AND NOT NEW.reminders_off) EXECUTE FUNCTION "player_settings_remind_again"();
--> statement-breakpoint
CREATE TRIGGER "player_settings_remind_on_delete" AFTER DELETE ON "player_settings"
  FOR EACH ROW WHEN (OLD.reminders_off) EXECUTE FUNCTION "player_settings_remind_again"();
