// Property: random legal play (3–5 players; every choice taken from legalActions) reaches the end of
// the game, with money conserved after every action (players + bank + company treasuries = the bank's
// starting cash) and no player over the certificate limit; the log replays to the same state.
import '../../src/titles.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame, replay, toEnvelope } from '../../src/engine/game.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import { dataVersion, LATEST_DATA_VERSION } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { certCount, certLimit } from '../../src/engine/titles/1871-steel-cities/players.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';

// the latest data (with private abilities, version 2)
const data = dataVersion(LATEST_DATA_VERSION);

function money(s: SteelState): number {
  return (
    s.players.reduce((n, p) => n + p.cash, 0) +
    s.bank +
    Object.values(s.companies).reduce((n, c) => n + c.treasury, 0) +
    Object.values(s.majors).reduce((n, m) => n + m.treasury, 0)
  );
}

// every token on the map has its shape, keyed by the city it sits in now (upgrades renumber cities)
const tokensOnMap = (s: SteelState) =>
  Object.entries(s.map.hexes)
    .flatMap(([hex, h]) => h.tokens.flatMap((slots, city) => slots.filter((o): o is string => !!o).map((o) => `${hex}:${city}:${o}`)))
    .sort();
const shapeKeysOnMap = (s: SteelState) => Object.keys(s.tokenShapes).sort();

function playRandomly(players: number, seed: number) {
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
  let g = newGame('1871-steel-cities', seats, { seed, data_version: LATEST_DATA_VERSION });
  const rng = new SeededRandom(seed);
  let actions = 0;
  while (!g.def.finished(g.state) && actions < 5000) {
    const who = activePlayers(g);
    expect(who.length, `nobody to act after ${actions} actions`).toBeGreaterThan(0);
    const player = who[rng.next() % who.length]!;
    const choices = legalActions(g, player);
    expect(choices.length, `no choice for ${String(player)}`).toBeGreaterThan(0);
    // nobody is asked to pass a track step with nothing to lay
    const r = (g.state as SteelState).round;
    if (r.kind === 'operating' && r.turn.step === 'track') expect(choices.some((c) => c.action.type === 'lay_tile')).toBe(true);
    g = applyAction(g, choices[rng.next() % choices.length]!.action);
    actions++;
    const s = g.state as SteelState;
    expect(money(s)).toBe(data.money.bank);
    for (const p of s.players) expect(certCount(s, p.key)).toBeLessThanOrEqual(certLimit(data, s));
    for (const p of s.players) expect(p.cash).toBeGreaterThanOrEqual(0);
    expect(shapeKeysOnMap(s)).toEqual(tokensOnMap(s));
  }
  return { g, actions };
}

describe('1871 random legal play', () => {
  it('reaches the end with money conserved and nobody over the certificate limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (players, seed) => {
        const { g, actions } = playRandomly(players, seed);
        expect(g.def.finished(g.state), `not finished after ${actions} actions`).toBe(true);
        expect(['bank_broken', 'stock_market']).toContain(g.def.endReason(g.state));
      }),
      { numRuns: 4, seed: 1871 },
    );
  }, 120_000);

  it('a finished random game replays from its log to the same state', () => {
    const { g } = playRandomly(4, 7);
    expect(g.def.finished(g.state)).toBe(true);
    expect(replay(toEnvelope(g)).state).toEqual(g.state);
  }, 120_000);
});
