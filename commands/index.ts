// Every slash command the bot registers: the core ones listed here, then each title's (src/titles.ts).
// Adding a core command = one file in commands/ + one line here.
import { loadTitlePieces } from '../src/title-pieces.ts';
import type { CommandModule } from '../src/bot/command.ts';
import { bid } from './bid.ts';
import { game } from './game.ts';
import { map } from './map.ts';
import { market } from './market.ts';
import { move } from './move.ts';
import { pass } from './pass.ts';
import { remind } from './remind.ts';
import { status } from './status.ts';
import { titleCommands } from '../src/bot/titles/registry.ts';

const CORE: CommandModule[] = [game, move, pass, bid, remind, map, market, status];

/** The core commands, then each title's own (as src/titles.ts registers them, once its pieces are loaded). */
export async function loadCommands(): Promise<CommandModule[]> {
  await loadTitlePieces();
  return [...CORE, ...titleCommands()];
}
