-- Custom migration: the action log is append-only. Direct UPDATE or DELETE of actions rows is
-- refused; deleting a game still removes its actions (the cascade runs inside a trigger, depth > 0).
CREATE OR REPLACE FUNCTION "actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'actions is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "actions_no_update" BEFORE UPDATE ON "actions"
  FOR EACH ROW EXECUTE FUNCTION "actions_append_only"();
--> statement-breakpoint
CREATE TRIGGER "actions_no_delete" BEFORE DELETE ON "actions"
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION "actions_append_only"();
--> statement-breakpoint
CREATE TRIGGER "actions_no_truncate" BEFORE TRUNCATE ON "actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "actions_append_only"();
