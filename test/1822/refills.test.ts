// What refills in 1822's late game, on a real game against what 18xx.games shows at the same cut (read with its
// engine): the minors' bid box at a stock round's start (minors acquired from it in the operating rounds make
// room), and the depot's unlimited 7 trains (a next copy after one is removed with the first box's unbid minor,
// and after one is bought as an E).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { bidboxMinors } from '../../src/engine/titles/1822/bidbox.ts';

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const log = JSON.parse(readFileSync(new URL('1822-33845.json', DIR), 'utf8')) as GameLog;
const through = (n: number) => replay({ ...log, actions: log.actions.slice(0, n) }).state as GameState;

describe('1822 refills (1822-33845)', () => {
  it("the minors' bid box is refilled as a stock round begins (18xx.games at 1249: M26, M16, M22, M28)", () => {
    // (the box of the stock round before held M26, M16, M27 and M10; the NBR and the CR acquired M27 and M10 from it)
    const s = through(1249);
    expect(s.round.kind).toBe('stock');
    expect(bidboxMinors(s)).toEqual(['M26', 'M16', 'M22', 'M28']);
    // the bid on M28 (action 1250) is taken
    expect(() => through(1250)).not.toThrow();
  });

  it('a 7 train removed with the unbid first minor, or bought as an E, leaves the next copy in the depot (18xx.games: 7-3, 7-4, 7-5)', () => {
    expect(through(1249).upcoming[0]).toBe('7-2');
    // the stock round ends: M26, unbid in the first box, closes and takes 7-2 with it
    expect(through(1263).upcoming[0]).toBe('7-3');
    expect(through(1264).upcoming[0]).toBe('7-4');
    // the LNWR buys 7-4 as its E train
    const s = through(1270);
    expect(s.trains.find((t) => t.id === '7-4')).toMatchObject({ name: 'E', owner: 'LNWR' });
    expect(s.upcoming[0]).toBe('7-5');
    expect(s.trains.find((t) => t.id === '7-5')!.name).toBe('7');
  });
});
