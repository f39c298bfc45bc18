// Chicago Express's bot pieces: its slash commands, the bid buttons on game messages during an auction,
// the turn panel's words otherwise (panel.ts), and its own events' words (words.ts).
import { auction } from '../../../../commands/auction.ts';
import { build } from '../../../../commands/build.ts';
import { develop } from '../../../../commands/develop.ts';
import type { TitleBot } from '../registry.ts';
import { auctionComponents } from './auctionButtons.ts';
import { cxPanel } from './panel.ts';
import { cxWords } from './words.ts';

export const cxBot: TitleBot = { commands: [auction, build, develop], messageComponents: auctionComponents, panel: cxPanel, eventWords: cxWords };
