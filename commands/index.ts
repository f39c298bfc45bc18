// Every slash command the bot registers. Adding a command = one file in commands/ + one line here.
import type { CommandModule } from '../src/bot/command.ts';
import { auction } from './auction.ts';
import { bid } from './bid.ts';
import { build } from './build.ts';
import { develop } from './develop.ts';
import { game } from './game.ts';
import { move } from './move.ts';
import { pass } from './pass.ts';
import { remind } from './remind.ts';
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
  ...xxCommands,
];
