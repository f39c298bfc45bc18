// Checks on an uploaded export before anything of it is stored: sizes, counts, string lengths, no
// NUL characters (PostgreSQL's jsonb refuses them), finite numbers, a seed that fits the database.
// Every problem is a Refusal that names the field, so the user learns what to fix.
import type { GameLog } from '../engine/types.ts';
import { quote } from './fit.ts';
import { Refusal } from './services/refusal.ts';

export const IMPORT_LIMITS = {
  bytes: 20 * 1024 * 1024,
  players: 25,
  playerName: 64,
  playerId: 64,
  title: 100,
  actions: 100_000,
  /** One action as JSON. */
  actionBytes: 32 * 1024,
  /** The whole `settings` object as JSON. */
  settingsBytes: 16 * 1024,
  /** Any string anywhere in the envelope (chat messages included). */
  string: 4000,
  depth: 32,
} as const;

const SEED_MIN = -(2 ** 31);
const SEED_MAX = 2 ** 31 - 1;

function refuse(what: string): never {
  throw new Refusal(`That export cannot be imported: ${what}. Nothing was imported.`);
}

/** Strings, keys and numbers anywhere inside `value` (iterative, so deep nesting cannot overflow). */
function checkTree(value: unknown, path: string): void {
  const stack: [unknown, string, number][] = [[value, path, 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) refuse(`${at} contains a NUL character`);
      if (v.length > IMPORT_LIMITS.string) refuse(`${at} is ${v.length} characters long (at most ${IMPORT_LIMITS.string})`);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) refuse(`${at} is not a finite number`);
    } else if (v && typeof v === 'object') {
      if (depth >= IMPORT_LIMITS.depth) refuse(`${at} is nested too deeply`);
      if (Array.isArray(v)) {
        v.forEach((x, k) => stack.push([x, `${at}[${k}]`, depth + 1]));
      } else {
        for (const [key, x] of Object.entries(v)) {
          if (key.includes('\u0000')) refuse(`a key in ${at} contains a NUL character`);
          if (key.length > 100) refuse(`a key in ${at} is ${key.length} characters long`);
          stack.push([x, `${at}.${quote(key, 30)}`, depth + 1]);
        }
      }
    }
  }
}

function jsonBytes(v: unknown): number {
  return Buffer.byteLength(JSON.stringify(v) ?? '');
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Throws a Refusal unless `log` is within every limit (envelope shape already checked by the
 * parser). Long logs are walked in slices with a turn of the event loop between them, so a big
 * import never holds up other interactions.
 */
export async function checkImport(log: GameLog): Promise<void> {
  if (log.title.length > IMPORT_LIMITS.title) refuse(`the title is ${log.title.length} characters long`);
  if (log.players.length > IMPORT_LIMITS.players) refuse(`it has ${log.players.length} players (at most ${IMPORT_LIMITS.players})`);
  const ids = new Set<string>();
  log.players.forEach((p, k) => {
    if (typeof p.id === 'number' && !Number.isSafeInteger(p.id)) refuse(`players[${k}].id is not a whole number`);
    const id = String(p.id);
    if (!id.length || id.length > IMPORT_LIMITS.playerId) refuse(`players[${k}].id must be 1–${IMPORT_LIMITS.playerId} characters`);
    if (ids.has(id)) refuse(`two players have the id ${quote(id, 30)}`);
    ids.add(id);
    if (!p.name.trim().length) refuse(`players[${k}] has no name`);
    if (p.name.length > IMPORT_LIMITS.playerName) refuse(`player name "${quote(p.name, 30)}" is ${p.name.length} characters long (at most ${IMPORT_LIMITS.playerName})`);
  });
  const seed = log.settings.seed;
  if (!Number.isInteger(seed) || seed < SEED_MIN || seed > SEED_MAX) refuse(`settings.seed ${String(seed)} is not a whole number from ${SEED_MIN} to ${SEED_MAX}`);
  const settingsBytes = jsonBytes(log.settings);
  if (settingsBytes > IMPORT_LIMITS.settingsBytes) refuse(`settings is ${Math.ceil(settingsBytes / 1024)} KB (at most ${IMPORT_LIMITS.settingsBytes / 1024} KB)`);
  if (log.actions.length > IMPORT_LIMITS.actions) refuse(`it has ${log.actions.length} actions (at most ${IMPORT_LIMITS.actions})`);
  checkTree({ title: log.title, players: log.players, settings: log.settings }, 'export');
  for (let k = 0; k < log.actions.length; k++) {
    const a = log.actions[k] as unknown;
    if (!a || typeof a !== 'object' || Array.isArray(a) || typeof (a as { type?: unknown }).type !== 'string') refuse(`actions[${k}] is not an action (an object with a type)`);
    if (jsonBytes(a) > IMPORT_LIMITS.actionBytes) refuse(`actions[${k}] is larger than ${IMPORT_LIMITS.actionBytes / 1024} KB`);
    checkTree(a, `actions[${k}]`);
    if (k % 1000 === 999) await nextTurn();
  }
}
