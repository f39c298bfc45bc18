// The bot pieces of 1871 Steel Cities: the /steel command (lays with private abilities, tokens, routes,
// runs, trains, stock turns, loans) and the turn panel's words (panel.ts). Sealed auctions use the
// shared bid sheets (src/bot/sealed).
import type { TitleBot } from '../registry.ts';
import { steel } from '../../../../commands/steel.ts';
import { steelPanel } from './panel.ts';

export const steelBot: TitleBot = { commands: [steel], panel: steelPanel };
