// From phase 5 a major may acquire a minor still in the bid box for £200 to the bank (18xx.games G1822
// MinorAcquisition, can_acquire_minor_bidbox). 1822-33845 ids 1078-1081: the NBR takes minor 14 (the Metropolitan
// Railway) from the bid box, pays money, replaces the token: an exchange token becomes its token in a London city
// of its choice (city 3 beside the LNWR, a slot added) for £20. 18xx.games then shows the NBR with £700, the bank
// with £8,089 and London's cities [LBSCR] [] [] [LNWR, NBR] [LBSCR] [].
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const log = JSON.parse(readFileSync(new URL('1822-33845.json', DIR), 'utf8')) as GameLog;
const upTo = (id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });

describe('1822 minors acquired from the bid box', () => {
  it('are offered to a major from phase 5 (minor 14 among them at id 1077)', () => {
    const g = upTo(1077);
    const merges = legalActions(g, '1539').filter((c) => c.action.type === 'merge').map((c) => String(c.action.corporation));
    expect(merges).toContain('14');
  });

  it('minor 14 for £200, its token replaced by one of the major in London, as 18xx.games shows', () => {
    const s = upTo(1081).state as GameState;
    expect([s.cash.NBR, s.cash.bank]).toEqual([700, 8089]);
    expect((s.map as MapState).hexes.M38!.tokens.map((slots) => slots.filter(Boolean))).toEqual([['LBSCR'], [], [], ['LNWR', 'NBR'], ['LBSCR'], []]);
    expect(s.corps.find((c) => c.sym === '14')!.closed).toBe(true);
  });
});
