// Live play driven only by legalActions and the privates' offers: every offered action must be accepted, cash is conserved,
// and someone is always to act until the game ends.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { newGame } from '../../src/engine/game.ts';
import { totalCash } from '../../src/engine/18xx/scores.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import { chesapeakeOf } from '../../src/engine/titles/18chesapeake/rules.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';
import chesapeakeDef from '../../src/engine/titles/18chesapeake/index.ts';
import { privateLayOffers, privateTokenOffers } from '../../src/engine/18xx/queries/operating.ts';
import type { LegalChoice } from '../../src/engine/types.ts';

/** The privates' own moves the bot offers (C-P/B&S lays, C&OC's teleport lay and token). */
function privateMoves(state: GameState): LegalChoice[] {
  const ctx = xxContext(chesapeakeDef, state)!;
  const out: LegalChoice[] = [];
  for (const o of privateLayOffers(state, ctx))
    for (const rotation of o.rotations)
      out.push({ label: `${o.company} lays ${o.tileId} on ${o.hex}`, action: { type: 'lay_tile', entity: o.company, entity_type: 'company', hex: o.hex, tile: o.tileId, rotation } });
  for (const o of privateTokenOffers(state, ctx))
    out.push({ label: `${o.company} tokens ${o.city}`, action: { type: 'place_token', entity: o.company, entity_type: 'company', city: o.city, slot: 0 } });
  return out;
}

function play(title: string, players: number, seed: number, steps: number): GameState {
  const game = newGame(
    title,
    Array.from({ length: players }, (_, i) => ({ id: 100 + i, name: `P${i}` })),
    { seed },
  );
  const state = game.state as GameState;
  const start = totalCash(state);
  const rng = new SeededRandom(seed);
  for (let i = 0; i < steps && !game.def.finished(state); i++) {
    const active = game.def.activePlayers(state);
    expect(active.length, `step ${i}`).toBeGreaterThan(0);
    const choices = [...game.def.legalActions(state, active[0]!), ...privateMoves(state)];
    expect(choices.length, `step ${i}: ${game.def.describe(state)}`).toBeGreaterThan(0);
    // Prefer doing something over passing most of the time.
    const nonPass = choices.filter((c) => c.action.type !== 'pass');
    const pool = nonPass.length && rng.below(4) !== 0 ? nonPass : choices;
    const pick = pool[rng.below(pool.length)]!;
    try {
      game.def.process(state, pick.action, { live: true });
    } catch (err) {
      throw new Error(`step ${i}: offered "${pick.label}" was refused: ${(err as Error).message}\n${game.def.describe(state)}`, { cause: err });
    }
    expect(totalCash(state)).toBe(start);
    for (const c of state.corps) {
      const shares = state.shares.filter((x) => x.corp === c.sym && x.owner !== 'removed');
      // Two players: buying from the market removes shares from the game.
      const total = shares.reduce((sum, x) => sum + x.percent, 0);
      if (chesapeakeOf(state).twoPlayer) expect(total).toBeLessThanOrEqual(100);
      else expect(total).toBe(100);
      // (Two players: floating moves the whole IPO to the market, which may exceed the sale limit.)
      if (!chesapeakeOf(state).twoPlayer) expect(shares.filter((x) => x.owner === 'pool').reduce((sum, x) => sum + x.percent, 0)).toBeLessThanOrEqual(50);
      const pres = shares.find((x) => x.president)!;
      if (c.president) expect(pres.owner, `${c.sym} president`).toBe(c.president);
    }
  }
  return state;
}

describe('18Chesapeake live play through legal actions', () => {
  for (const [title, n, seed] of [
    ['18Chesapeake', 4, 7],
    ['18Chesapeake', 3, 11],
    ['18Chesapeake: Off the Rails', 2, 5],
  ] as const) {
    it(`${title}, ${n} players, seed ${seed}`, () => {
      const state = play(title, n, seed, 1500);
      expect(state.round.kind === 'auction').toBe(false);
    });
  }
});
