// Local mode remembers its Discord stand-in world in the data folder (`local-world.json`): the
// server, channel, bot and user ids and the games' threads. Restarting on the same folder rebuilds
// the same world, so the games stored there keep their server, channel and players (/game list).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SavedWorld {
  applicationId: string;
  guildId: string;
  channelId: string;
  /** User name (lower case) → id, in creation order. */
  users: [string, string][];
  threads: { id: string; parentId: string; name: string }[];
}

export function readSavedWorld(file: string): SavedWorld | null {
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedWorld>;
    if (typeof data.guildId !== 'string' || typeof data.channelId !== 'string' || typeof data.applicationId !== 'string') return null;
    const users = Array.isArray(data.users) ? data.users.filter((u): u is [string, string] => Array.isArray(u) && typeof u[0] === 'string' && typeof u[1] === 'string') : [];
    const threads = Array.isArray(data.threads) ? data.threads.filter((t) => t && typeof t.id === 'string' && typeof t.parentId === 'string') : [];
    return { applicationId: data.applicationId, guildId: data.guildId, channelId: data.channelId, users, threads };
  } catch {
    return null;
  }
}

/** Written to a temporary file and renamed, so a crash never leaves half a file. */
export function writeSavedWorld(file: string, world: SavedWorld): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(world, null, 1));
  renameSync(tmp, file);
}
