// Which certificates move where when presidency changes, exactly as 18xx.games moves them (later actions name
// certificates, so the ids must agree). The first case's positions were read off the 18xx.games engine at the
// same spot of a game; the others follow its transfer_shares rules.
import { describe, expect, it } from 'vitest';
import chesapeakeDef from '../../src/engine/titles/18chesapeake/index.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import { placeInCell } from '../../src/engine/18xx/market.ts';
import { moveShare, sellShares, shareBundles, shareById } from '../../src/engine/18xx/shares.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

function fresh(): GameState {
  const players = [100, 101, 102, 103].map((id) => ({ id, name: `P${id}` }));
  const s = chesapeakeDef.setup({ seed: 1, players, options: { seed: 1, title: '18Chesapeake' } });
  const c = s.corps.find((x) => x.sym === 'N&W')!;
  c.ipoed = true;
  c.floated = true;
  c.parPrice = 70;
  placeInCell(s, 'N&W', [4, 2]);
  return s;
}

function give(s: GameState, owner: string, ...ids: string[]): void {
  for (const id of ids) moveShare(s, shareById(s, id), owner);
}

const where = (s: GameState) =>
  Object.fromEntries(
    ['100', '101', '102', '103', 'pool'].map((o) => [o, s.shares.filter((x) => x.corp === 'N&W' && x.owner === o).sort((a, b) => a.seq - b.seq).map((x) => x.id)]),
  );

describe('selling part of the president certificate', () => {
  it('the new president swaps its first two certificates, and the seller takes the pool’s first one back', () => {
    const s = fresh();
    give(s, 'pool', 'N&W_1', 'N&W_2');
    give(s, '103', 'N&W_0');
    give(s, '102', 'N&W_4', 'N&W_3');
    s.corps.find((x) => x.sym === 'N&W')!.president = '103';
    const cash = s.cash['103']!;
    sellShares(s, chesapeake, '103', 'N&W', 10, ['N&W_0']);
    expect(s.corps.find((x) => x.sym === 'N&W')!.president).toBe('102');
    expect(where(s)).toEqual({ '100': [], '101': [], '102': ['N&W_0'], '103': ['N&W_1'], pool: ['N&W_2', 'N&W_4', 'N&W_3'] });
    expect(s.cash['103']! - cash).toBeGreaterThan(0); // paid for 10%, not 20%
  });

  it('a president who keeps enough for the certificate gets the swapped certificates back', () => {
    const s = fresh();
    give(s, '103', 'N&W_0', 'N&W_1', 'N&W_2');
    give(s, '102', 'N&W_5', 'N&W_4', 'N&W_3');
    s.corps.find((x) => x.sym === 'N&W')!.president = '103';
    // 103 holds 40%, sells 20% (its two normal certificates): 102 (30%) takes the presidency
    sellShares(s, chesapeake, '103', 'N&W', 20, ['N&W_1', 'N&W_2']);
    expect(s.corps.find((x) => x.sym === 'N&W')!.president).toBe('102');
    expect(where(s)['102']).toEqual(['N&W_3', 'N&W_0']);
    expect(where(s)['103']).toEqual(['N&W_5', 'N&W_4']);
    expect(where(s).pool).toEqual(['N&W_1', 'N&W_2']);
  });
});

describe('sellable bundles', () => {
  it('normal certificates first, the president certificate last, plus the full bundle sold 10% short', () => {
    const s = fresh();
    give(s, '103', 'N&W_0', 'N&W_2', 'N&W_1');
    const bundles = shareBundles(s, '103', 'N&W').map((b) => `${b.percent}:${b.shares.map((x) => x.id).join('+')}`);
    expect(bundles).toEqual(['10:N&W_2', '20:N&W_2+N&W_1', '30:N&W_2+N&W_1+N&W_0', '40:N&W_2+N&W_1+N&W_0']);
  });
});
