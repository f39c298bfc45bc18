-- Custom migration: 1871 Steel Cities moved onto the shared 18xx engine (src/engine/titles/1871/). A game stored
-- before keeps its log; how many of its actions the old engine took is written into its settings
-- (options.settings.legacy_actions), so the title reads those with src/engine/titles/1871/legacy.ts and the
-- actions after them as its own. Runs once (a game already marked is left alone).
UPDATE "games" SET "options" = jsonb_set(
    "options", '{settings}',
    coalesce("options"->'settings', '{}'::jsonb)
      || jsonb_build_object('legacy_actions', (SELECT count(*) FROM "actions" WHERE "actions"."game_id" = "games"."id")))
  WHERE "title" = '1871-steel-cities'
    AND NOT (coalesce("options"->'settings', '{}'::jsonb) ? 'legacy_actions')
    AND EXISTS (SELECT 1 FROM "actions" WHERE "actions"."game_id" = "games"."id");
