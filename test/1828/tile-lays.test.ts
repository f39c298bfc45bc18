// /tile in 1828 offers every lay the engine allows now, from the title's track step: a system's second lay and
// B&M's extra $40 yellow lay (the shared track step stops after one lay). Checked at the real game's own
// second lays (1828-23366): the engine's tile-lay query and /tile's choices and action give what the log laid.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { tileLayOffers } from '../../src/engine/18xx/queries/operating.ts';
import { corpTileLays } from '../../src/engine/18xx/steps/track.ts';
import { wayNumber, type MapState } from '../../src/engine/18xx/map/index.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';
import { tileAction, tileChoices, tileHexChoices } from '../../src/bot/titles/18xx/track.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
const at = (cut: number) => replay({ ...full, actions: full.actions.slice(0, cut) });
const moves = (cut: number) => {
  const game = at(cut);
  const actor = game.def.activePlayers(game.state)[0]!;
  return movesOf(game, actor)!;
};
const where = (a: Action) => ({ hex: a.hex, tile: a.tile, rotation: a.rotation, entity: a.entity });

describe('1828 /tile: every legal lay, the second ones included', () => {
  it.each([
    [270, 'CPR-MC', 'a system’s second lay'],
    [436, 'B&M', 'B&M’s extra yellow lay'],
  ] as const)('at cut %i (%s, %s) offers the hex, tile and rotation the log laid next', (cut, corp, _what) => {
    const m = moves(cut);
    const next = full.actions[cut]!;
    // the first lay is made: the shared step's list is empty here, the title's is not
    expect(corpTileLays(m.state, m.ctx, corp)).toEqual([]);
    const offers = tileLayOffers(m.state, m.ctx);
    const hex = String(next.hex);
    const name = String(next.tile).split('-')[0]!;
    expect(offers.find((o) => o.hex === hex && o.tile === name)?.rotations).toContain(next.rotation);
    // the hex laid first this turn is not offered again
    expect(offers.some((o) => o.hex === String(full.actions[cut - 1]!.hex))).toBe(false);
    expect(tileHexChoices(m).map((c) => c.value)).toContain(hex);
    expect(tileChoices(m, hex).map((c) => String(c.value).split('-')[0])).toContain(name);
    // /tile's rotation is the number the panel's picture gives the logged way of laying the tile
    const way = wayNumber(m.state.map as MapState, name, offers.find((o) => o.hex === hex && o.tile === name)!.rotations, Number(next.rotation));
    expect(where(tileAction(m, hex, name, String(way.n)))).toEqual({ ...where(next), tile: expect.stringMatching(new RegExp(`^${name}-`)) });
  });

  it('B&M’s extra lay costs $40 on top of terrain and is yellow only (the first lay was no upgrade)', () => {
    const m = moves(436);
    const offers = tileLayOffers(m.state, m.ctx);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(o.cost).toBeGreaterThanOrEqual(40);
    for (const c of tileHexChoices(m)) expect(String(c.name)).not.toMatch(/upgrade/);
  });

  it('offers nothing once the lays are spent, and the first lay as before', () => {
    // CPR-MC's first lay of the turn (D6) is offered with the rest
    const first = moves(269);
    expect(tileLayOffers(first.state, first.ctx).some((o) => o.hex === 'D6' && o.tile === '14')).toBe(true);
    // after its second lay the system has none left
    const done = moves(271);
    expect(tileLayOffers(done.state, done.ctx)).toEqual([]);
  });
});
