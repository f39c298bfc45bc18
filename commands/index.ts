// Every slash command the bot registers. Adding a command = one file in commands/ + one line here.
import type { CommandModule } from '../src/bot/command.ts';
import { auction } from './auction.ts';
import { bid } from './bid.ts';
import { build } from './build.ts';
import { develop } from './develop.ts';
import { game } from './game.ts';
import { map } from './map.ts';
import { market } from './market.ts';
import { move } from './move.ts';
import { pass } from './pass.ts';
import { remind } from './remind.ts';
import { status } from './status.ts';
import { xxCommands } from '../src/bot/titles/18xx/commands.ts';

export const commands: CommandModule[] = [
  game,
  move,
  pass,
  bid,
  remind,
  auction,
  build,
  develop,
  map,
  market,
  status,
  ...xxCommands,
];
