// The rebuilt 1871 played at random through its legal moves (sealed sheets, lays, runs, dividends, trains) for
// a number of moves: every listed move is accepted, money is conserved, and minors run and pay dividends.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { random } from './positions.ts';

const total = (state: GameState) => Object.values(state.cash).reduce((a, b) => a + b, 0);

describe('1871 on the shared engine, random play', () => {
  it('accepts every move it lists and keeps the money, in 12 games to their end or 300 moves', () => {
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 12; seed++) {
      const rng = random(seed);
      const players = Array.from({ length: 3 + (seed % 3) }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
      const state = def.setup({ seed, players, options: { seed, data_version: '2' } }) as GameState;
      const money = total(state);
      for (let n = 0; n < 300 && !def.finished(state); n++) {
        const actors = def.activePlayers(state);
        expect(actors.length, `seed ${seed}, move ${n}: nobody to act`).toBeGreaterThan(0);
        const player = actors[rng.below(actors.length)]!;
        const choices = def.legalActions(state, player);
        expect(choices.length, `seed ${seed}, move ${n}: ${player} has no move`).toBeGreaterThan(0);
        // sheets: mostly a few single bids, then the sheet; elsewhere any listed move, passing less often
        const moves = choices.filter((c) => c.action.type !== 'pass');
        const pick = moves.length && rng.below(5) ? moves[rng.below(moves.length)]! : choices[rng.below(choices.length)]!;
        for (const e of def.process(state, structuredClone(pick.action)) ?? []) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        expect(total(state), `seed ${seed}, move ${n}`).toBe(money);
      }
    }
    // the games get somewhere: auctions won, track laid, trains bought and run, dividends paid
    for (const type of ['auction_won', 'tile_laid', 'train_bought', 'run', 'dividend']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
  });
});
