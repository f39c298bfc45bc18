// The pool sells one train per name, the one that went there first (18xx.games' discarded pile).
import { describe, expect, it } from 'vitest';
import chesapeakeDef from '../../src/engine/titles/18chesapeake/index.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import { depotTrains, toPool, trainById } from '../../src/engine/18xx/trains.ts';

describe('pool trains', () => {
  it('offers the earliest discarded train of each name, whatever its number', () => {
    const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
    const s = chesapeakeDef.setup({ seed: 1, players, options: { seed: 1, title: '18Chesapeake' } });
    toPool(s, trainById(s, '6-1'));
    toPool(s, trainById(s, '6-0'));
    toPool(s, trainById(s, '5-2'));
    const pool = depotTrains(s, chesapeake).filter((t) => t.owner === 'pool').map((t) => t.id);
    expect(pool).toEqual(['6-1', '5-2']);
  });
});
