// Loads every title's pictures and bot pieces (as src/titles.ts lists them) into the renderer and bot
// registries. The bot and the CLI call it once at start-up; engine-only code never does.
import { TITLES } from './titles.ts';
import { registerRenderer } from './render/index.ts';
import { registerTitleBot } from './bot/titles/registry.ts';

let loading: Promise<void> | undefined;

export function loadTitlePieces(): Promise<void> {
  loading ??= Promise.all(
    TITLES.map(async ({ def, renderer, bot }) => {
      if (renderer) registerRenderer(def.id, await renderer());
      registerTitleBot(def.id, await bot());
    }),
  ).then(() => undefined);
  return loading;
}
