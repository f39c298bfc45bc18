// Every listed move of a position has a label of its own: two moves with the same words are either the same move
// listed twice (a tile's rotations that lay the same track, a lay listed by two paths) or moves whose words do not
// say how they differ. Scanned over the stored games of each title, at cuts along each game.
// Left out: a corporation's like trains are each listed for sale to another corporation under the same words
// (listing them once made the bot store another id than an imported log's, which later moves of that log name);
// the turn panel offers such like moves once (test/bot/panel-tree.test.ts, "like moves").
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, legalActions, replayCuts } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';

await loadTitlePieces();

const here = (path: string) => new URL(path, import.meta.url);
const FILES: Record<string, { files: string[]; every: number }> = {
  '1871': { files: ['../fixtures/1871/random-5p-11.json', '../fixtures/1871/random-3p-9.json'], every: 3 },
  '1822': { files: ['../../../shared/fixtures/next-titles/1822nrs-128129.json', '../../../shared/fixtures/next-titles/1822mrs-2227.json'], every: 9 },
  '1828': { files: ['../fixtures/1828-generated/3p-17.json'], every: 7 },
  '18Chesapeake': { files: ['../fixtures/18chesapeake-generated/base-3p-42.json'], every: 5 },
  '1830': { files: ['../fixtures/1830-generated/1830-4-1.json'], every: 5 },
  '1889': { files: ['../fixtures/1889-beginner-generated/1889-beginner-3-2.json'], every: 5 },
};

/** Labels listed more than once to one player at one cut, as "cut N, player: label". */
function duplicates(file: string, every: number): string[] {
  const log = JSON.parse(readFileSync(here(file), 'utf8')) as GameLog;
  const cuts = Array.from({ length: Math.floor(log.actions.length / every) + 1 }, (_, i) => i * every);
  const out: string[] = [];
  for (const [at, game] of replayCuts(log, cuts)) {
    for (const p of activePlayers(game)) {
      const seen = new Set<string>();
      for (const c of legalActions(game, p)) {
        if (c.action.type === 'buy_train') continue;
        if (seen.has(c.label)) out.push(`cut ${at}, ${p}: ${c.label}`);
        seen.add(c.label);
      }
    }
  }
  return out;
}

describe('listed moves have labels of their own', () => {
  for (const [title, { files, every }] of Object.entries(FILES))
    for (const file of files)
      it(`${title}: ${file.split('/').pop()}`, { timeout: 300_000 }, () => {
        expect(duplicates(file, every).slice(0, 10)).toEqual([]);
      });
});
