// What every handler gets: the client, storage, the game service, the logger and config.
import type { Client } from 'discord.js';
import type { Logger } from 'pino';
import type { GameService } from './services/games.ts';
import type { BotStore } from './services/store.ts';

export interface BotContext {
  client: Client;
  store: BotStore;
  games: GameService;
  log: Logger;
}
