// The bot pieces of 1871 Steel Cities: the /steel command (lays with private abilities, tokens, routes,
// runs, trains, stock turns, loans), the turn panel's words (panel.ts), and while a sealed round is open
// the shared bid sheets' Open my bid sheet button on every game message (src/bot/sealed).
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import type { TitleBot } from '../registry.ts';
import { steel } from '../../../../commands/steel.ts';
import { openRoundComponents } from '../../sealed/rounds.ts';
import { steelPanel } from './panel.ts';
import { steelWords } from './words.ts';

export const steelBot: TitleBot = {
  commands: [steel],
  panel: steelPanel,
  eventWords: steelWords,
  messageComponents: (live) => openRoundComponents(live) as unknown as ActionRowData<MessageActionRowComponentData>[],
};
