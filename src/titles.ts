// Every title the bot runs, registered once: its rules (the engine definition), its pictures and its bot
// pieces side by side. Import this once at start-up (bot, CLI). Headless code (tests, tools) may import
// src/engine/titles/index.ts, which registers the same engine definitions without pictures or bot pieces.
import type { TitleDefinition } from './engine/types.ts';
import { registerTitle } from './engine/registry.ts';
import { ENGINE_TITLES } from './engine/titles/index.ts';
import chesapeake from './engine/titles/18chesapeake/index.ts';
import t1828 from './engine/titles/1828/index.ts';
import steelCities from './engine/titles/1871-steel-cities/index.ts';
import { chicagoExpress } from './engine/titles/chicago-express/face.ts';
import { registerRenderer, type TitleRenderer } from './render/index.ts';
import { xxRenderer } from './render/18xx/index.ts';
import { chicagoExpressRenderer } from './render/chicago-express/index.ts';
import { renderer1828 } from './render/1828/index.ts';
import { registerTitleBot, type TitleBot } from './bot/titles/registry.ts';
import { xxBot } from './bot/titles/18xx/index.ts';
import { bot1828 } from './bot/titles/1828/index.ts';
import { cxBot } from './bot/titles/chicago-express/index.ts';

export interface TitleEntry {
  def: TitleDefinition;
  /** Pictures; a title without one is described in words only. */
  renderer?: TitleRenderer;
  bot: TitleBot;
}

export const TITLES: TitleEntry[] = [
  { def: chesapeake, renderer: xxRenderer, bot: xxBot },
  { def: t1828, renderer: renderer1828, bot: bot1828 },
  { def: chicagoExpress, renderer: chicagoExpressRenderer, bot: cxBot },
  // 1871 Steel Cities: no pictures yet; sealed rounds use the shared bid sheets, everything else /move
  { def: steelCities, bot: { commands: [] } },
];

for (const { def, renderer, bot } of TITLES) {
  registerTitle(def);
  if (renderer) registerRenderer(def.id, renderer);
  registerTitleBot(def.id, bot);
}

// the engine's headless list must not hold a title the bot cannot draw or play
for (const def of ENGINE_TITLES) if (!TITLES.some((t) => t.def === def)) throw new Error(`${def.id} has no entry in src/titles.ts`);
