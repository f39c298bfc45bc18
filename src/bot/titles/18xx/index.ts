// The bot pieces of every 18xx title: the 18xx slash commands (one file each in commands/) and readable
// summaries of tile lays and runs, and the turn panel's 18xx words and pictures (panel.ts).
import type { TitleBot } from '../registry.ts';
import { xxCommands } from './commands.ts';
import { xxSummary } from './summary.ts';
import { xxPanel } from './panel.ts';

export const xxBot: TitleBot = { commands: xxCommands, summary: xxSummary, panel: xxPanel };
