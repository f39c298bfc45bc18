// The bot pieces of 1871 Steel Cities (src/engine/titles/1871/, on the shared 18xx engine): the 18xx commands,
// summaries and turn panel, the words of 1871's own events (words.ts), and while a sealed round is open the shared
// bid sheets' Open my bid sheet button on every game message (src/bot/sealed).
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import type { TitleBot } from '../registry.ts';
import { xxBot } from '../18xx/index.ts';
import { openRoundComponents } from '../../sealed/rounds.ts';
import { steelWords } from './words.ts';

export const steelBot: TitleBot = {
  ...xxBot,
  eventWords: steelWords,
  messageComponents: (live) => openRoundComponents(live) as unknown as ActionRowData<MessageActionRowComponentData>[],
};
