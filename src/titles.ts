// THE list of titles: each registered once, here, with its pictures and bot pieces beside it. Importing
// this file registers the engine definitions only, so engine-only code (tests, tools, `cli replay`) needs
// nothing else; the pieces are loaded by src/title-pieces.ts, which the bot and the CLI import at start-up
// (the engine never imports the bot or the renderers).
import type { TitleDefinition } from './engine/types.ts';
import { registerTitle } from './engine/registry.ts';
import chesapeake from './engine/titles/18chesapeake/index.ts';
import t1828 from './engine/titles/1828/index.ts';
import t1830 from './engine/titles/1830/index.ts';
import t1889 from './engine/titles/1889/index.ts';
import t1822 from './engine/titles/1822/index.ts';
import steelCities from './engine/titles/1871/index.ts';
import chicagoExpress from './engine/titles/chicago-express/index.ts';
import type { TitleRenderer } from './render/types.ts';
import type { TitleBot } from './bot/titles/registry.ts';

export interface TitleEntry {
  def: TitleDefinition;
  /** Its pictures (loaded only by src/title-pieces.ts); a title without one is described in words only. */
  renderer?: () => Promise<TitleRenderer>;
  /** Its bot pieces: commands, message components, action summaries (loaded only by src/title-pieces.ts). */
  bot: () => Promise<TitleBot>;
}

const xxRenderer = async () => (await import('./render/18xx/index.ts')).xxRenderer;
const xxBot = async () => (await import('./bot/titles/18xx/index.ts')).xxBot;

export const TITLES: TitleEntry[] = [
  { def: chesapeake, renderer: xxRenderer, bot: xxBot },
  { def: t1830, renderer: xxRenderer, bot: xxBot },
  { def: t1889, renderer: xxRenderer, bot: xxBot },
  // 1822 and its scenarios: the 18xx pictures, commands and panel, with its bid boxes and its own events' words
  { def: t1822, renderer: xxRenderer, bot: async () => (await import('./bot/titles/1822/index.ts')).bot1822 },
  {
    def: t1828,
    renderer: async () => (await import('./render/1828/index.ts')).renderer1828,
    bot: async () => (await import('./bot/titles/1828/index.ts')).bot1828,
  },
  {
    def: chicagoExpress,
    renderer: async () => (await import('./render/chicago-express/index.ts')).chicagoExpressRenderer,
    bot: async () => (await import('./bot/titles/chicago-express/index.ts')).cxBot,
  },
  // 1871 Steel Cities on the shared 18xx engine: sealed rounds use the shared bid sheets, the rest the 18xx pieces
  { def: steelCities, renderer: xxRenderer, bot: async () => (await import('./bot/titles/steel-cities/index.ts')).steelBot },
];

for (const { def } of TITLES) registerTitle(def);
