// The bot pieces of every 18xx title: the 18xx slash commands (one file each in commands/) and readable
// summaries of tile lays and runs.
import type { TitleBot } from '../registry.ts';
import { xxCommands } from './commands.ts';
import { xxSummary } from './summary.ts';

export const xxBot: TitleBot = { commands: xxCommands, summary: xxSummary };
