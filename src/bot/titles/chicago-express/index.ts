// Chicago Express's bot pieces: its slash commands and the bid buttons on game messages during an auction.
import { auction } from '../../../../commands/auction.ts';
import { build } from '../../../../commands/build.ts';
import { develop } from '../../../../commands/develop.ts';
import type { TitleBot } from '../registry.ts';
import { auctionComponents } from './auctionButtons.ts';

export const cxBot: TitleBot = { commands: [auction, build, develop], messageComponents: auctionComponents };
