// A real 18xx.games log cut after every STEP actions (and at its end), each cut written as an export, what our
// engine shows at a cut, what the 18xx.games engine shows at the same cuts (replay.rb), and where they differ.
// Used by openings.ts (every title we run) and tools/1822-data/progress.ts (a title still being built).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activePlayers, type LoadedGame } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';

/** What an export shows at a cut: players' current values, the end reason, the turn, the round, who acts. */
export interface Seen {
  finished?: boolean;
  result: Record<string, number>;
  reason: string | null;
  turn?: number;
  round?: string;
  acting: string[];
  error?: string | null;
}

export interface Cut {
  /** GAME@K.json, the cut's file name in the output folder. */
  name: string;
  /** How many actions of the log it keeps. */
  k: number;
  log: GameLog;
}

/** The log of `file` cut after every `step` actions and at its end (result and end reason dropped). */
export function cutsOf(file: string, log: GameLog & Record<string, unknown>, step: number): Cut[] {
  const n = log.actions.length;
  const points = [...Array.from({ length: Math.floor((n - 1) / step) }, (_, k) => (k + 1) * step), n];
  const { result: _r, game_end_reason: _g, ...rest } = log;
  return points.map((k) => ({ name: `${basename(file, '.json')}@${k}.json`, k, log: { ...rest, actions: log.actions.slice(0, k) } as GameLog }));
}

/** Writes the cut into `out` for replay.rb; returns its path. */
export const writeCut = (out: string, cut: Cut): string => {
  const path = join(out, cut.name);
  writeFileSync(path, JSON.stringify(cut.log));
  return path;
};

/** What our engine shows for a replayed game. */
export function seenOf(game: LoadedGame): Seen {
  const at = game.def.progress?.(game.state);
  return {
    result: game.def.result(game.state),
    reason: game.def.endReason(game.state),
    ...(at ? { turn: at.turn, round: at.round } : {}),
    acting: activePlayers(game).map(String),
  };
}

/** What the 18xx.games engine shows at each cut file (one replay.rb run for all). */
export function theirs(paths: string[]): (Seen & { file: string })[] {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return execFileSync('ruby', [join(here, 'replay.rb'), ...paths], { env: { ...process.env, ENGINE_LOG_LEVEL: '4' }, maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Seen & { file: string });
}

/** The fields where ours and theirs differ (who is "acting" once the game is over means nothing: 18xx.games keeps the last round's players). */
export function differences(o: Seen, t: Seen): [string, unknown, unknown][] {
  const norm = (r: Record<string, number>) => JSON.stringify(Object.entries(r).map(([k, v]) => [String(k), v]).sort());
  const fields: [string, unknown, unknown][] = [
    ['result', norm(o.result), norm(t.result)],
    ['reason', o.reason, t.reason],
    ['turn', o.turn, t.turn],
    ['round', o.round, t.round],
  ];
  if (!t.finished) fields.push(['acting', o.acting.join(','), t.acting.map(String).join(',')]);
  const bad = fields.filter(([, a, b]) => a !== b);
  if (t.error) bad.push(['error', null, t.error]);
  return bad;
}

/** One line per cut: OK, or DIFF with each field that differs. */
export const verdict = (file: string, bad: [string, unknown, unknown][]): string =>
  `${bad.length ? 'DIFF' : 'OK  '} ${file}${bad.map(([f, a, b]) => ` ${f}: ours ${String(a)} theirs ${String(b)}`).join('')}`;

/** The saved answers, one cut per line. */
export const savedText = (saved: Record<string, unknown>): string => JSON.stringify(saved, null, 0).replace(/},"/g, '},\n"') + '\n';
