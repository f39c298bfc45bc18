// "a" or "an" in the words players read: the helper, and the labels of real games' moves.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aOrAn } from '../../src/engine/articles.ts';
import { activePlayers, applyAction, legalActions, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';

describe('a or an', () => {
  it.each([
    ['IC', 'an'], ['NYC', 'an'], ['MP', 'an'], ['B&O', 'a'], ['C&O', 'a'], ['PRR', 'a'], ['H3-train', 'an'], ['P2-train', 'a'],
    ['8-train', 'an'], ['2-train', 'a'], ['E-train', 'an'], ['D-train', 'a'], ['80% share', 'an'], ['20% share', 'a'], ['11%', 'an'],
    ['Erie', 'an'], ['Lake Shore', 'a'], ['Allegheny Valley', 'an'], ['L', 'an'], ['LP-train', 'an'],
  ])('%s: %s', (word, article) => expect(aOrAn(word)).toBe(article));

  it.each([
    ['1828 23366', `${FIXTURES_18XX}/1828-23366.json`, 130],
    ["1822MRS 2227", `${FIXTURES_NEXT}/1822mrs-2227.json`, 60],
  ])('%s: the moves offered say "an IC share", "an L train", never "a IC"', (_name, file, upTo) => {
    const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
    let g = replay({ ...log, actions: [] });
    const wrong = new Set<string>();
    for (const [n, a] of log.actions.slice(0, upTo).entries()) {
      if (n % 4 === 0) {
        for (const p of activePlayers(g)) {
          for (const c of legalActions(g, p)) {
            for (const m of c.label.matchAll(/\b(a|an) ([^\s,;()]+)/g)) if (aOrAn(m[2]!) !== m[1]) wrong.add(c.label);
          }
        }
      }
      g = applyAction(g, a);
    }
    expect([...wrong].slice(0, 10)).toEqual([]);
  });
});
