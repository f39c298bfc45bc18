// The bot pieces of 1822 (and its scenarios): the 18xx commands and pictures' words, its bid boxes in the turn
// panel (panel.ts) and the words of its own events (words.ts).
import type { TitleBot } from '../registry.ts';
import { xxBot } from '../18xx/index.ts';
import { panel1822 } from './panel.ts';
import { words1822 } from './words.ts';

export const bot1822: TitleBot = { ...xxBot, panel: panel1822, eventWords: words1822 };
