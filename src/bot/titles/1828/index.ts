// The bot pieces of 1828: every 18xx command, plus its own moves (mergers and their exchange choices, coal,
// shell swaps, M&H's exchange, C&P's moves), and a merger's exchange choice as buttons for the player it asks.
import type { TitleBot } from '../registry.ts';
import { xxCommands } from '../18xx/commands.ts';
import { xxSummary } from '../18xx/summary.ts';
import { panel1828 } from './panel.ts';
import { coal, cp, exchange, lay, merger, swap } from './commands/listed.ts';
import { merge } from './commands/merge.ts';
import { choiceComponents } from './choice-buttons.ts';

export const bot1828: TitleBot = {
  commands: [...xxCommands, merge, merger, coal, swap, lay, exchange, cp],
  summary: xxSummary,
  messageComponents: choiceComponents,
  panel: panel1828,
};
