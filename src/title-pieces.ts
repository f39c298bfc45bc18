// Loads every title's pictures and bot pieces (as src/titles.ts lists them) into the renderer and bot
// registries. The bot and the CLI import this once at start-up; engine-only code never does.
import { TITLES } from './titles.ts';
import { registerRenderer } from './render/index.ts';
import { registerTitleBot } from './bot/titles/registry.ts';

await Promise.all(
  TITLES.map(async ({ def, renderer, bot }) => {
    if (renderer) registerRenderer(def.id, await renderer());
    registerTitleBot(def.id, await bot());
  }),
);
