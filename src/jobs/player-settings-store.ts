// Finding the player-settings storage from whatever store the bot holds: src/db's Store has
// getPlayerSettings/upsertPlayerSettings; the bot's DbBotStore wraps it as `.db`. A bot with
// another store can register one explicitly.
import type { PlayerSettingsStore } from './player-reminder-settings.ts';

let registered: PlayerSettingsStore | null = null;

/** Use this storage for `/remind` when the bot's store does not provide player settings. */
export function registerPlayerSettingsStore(store: PlayerSettingsStore | null): void {
  registered = store;
}

function isSettingsStore(x: unknown): x is PlayerSettingsStore {
  const s = x as Partial<PlayerSettingsStore> | null;
  return !!s && typeof s.getPlayerSettings === 'function' && typeof s.upsertPlayerSettings === 'function';
}

export function playerSettingsStoreOf(botStore: unknown): PlayerSettingsStore | null {
  if (isSettingsStore(botStore)) return botStore;
  const inner = (botStore as { db?: unknown } | null)?.db;
  if (isSettingsStore(inner)) return inner;
  return registered;
}
