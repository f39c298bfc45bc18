// Private abilities (data version 2, provisional 1822 model, README "Private abilities"): used once by
// a company the private's owner runs, during its track step; the private then closes.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type LoadedGame } from '../../src/engine/game.ts';
import type { Action } from '../../src/engine/types.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import { afterFirstStockRound } from './first-stock-round.ts';

const S = (g: LoadedGame) => g.state as SteelState;

/** Stock round 1 (first-stock-round.ts: Ann M1 in Pittsburgh, Ben M4, Cid PRR's paper), then Ann holds `privates`. */
function annOperatesM1(version: string, privates: string[], rotateHome = false): LoadedGame {
  const g = afterFirstStockRound(version);
  // Ann is given the privates (a fixture shortcut: how she got them does not matter here)
  const state = structuredClone(S(g));
  for (const id of privates) Object.assign(state.companies[id]!, { owner: 'a', status: 'owned', paid: 0 });
  // turned a fifth of a circle, Pittsburgh's M1 city faces the mountain hex H10 (a map shortcut likewise)
  if (rotateHome) state.map.hexes.G9!.rotation = 5;
  return { ...g, state };
}

const lay = (hex: string, tile: string, rotation: number, company?: string): Action => ({
  type: 'lay_tile',
  entity: 'M1',
  entity_type: 'minor',
  hex,
  tile,
  rotation,
  ...(company ? { company } : {}),
});

describe('1871 private abilities', () => {
  it('the extra tile lay (1822 P12): one more yellow tile outside the limits, then the private closes', () => {
    let g = annOperatesM1('2', ['P7']);
    const extra = legalActions(g, 'a').filter((c) => c.action.company === 'P7');
    expect(extra.length).toBeGreaterThan(0);
    expect(extra[0]!.label).toMatch(/^Allegheny Valley lays tile \S+ on \S+( [^,]+)?(, rotation \d of \d)?, with Edgar Thomson Works \(extra yellow tile, closes\)/);
    g = applyAction(g, extra[0]!.action);
    expect(S(g).companies.P7).toMatchObject({ status: 'removed', owner: null });
    expect(S(g).round).toMatchObject({ turn: { step: 'track', lays: [] } });
    // the minor's own lay is still there, and P7 no longer is
    const after = legalActions(g, 'a');
    expect(after.some((c) => c.action.type === 'lay_tile' && !c.action.company)).toBe(true);
    expect(after.some((c) => c.action.company === 'P7')).toBe(false);
    expect(() => applyAction(g, { ...extra[1]!.action })).toThrow(/P7 is not a private with an ability/);
  });

  it('the extra lay is no upgrade', () => {
    const g = annOperatesM1('2', ['P7']);
    expect(() => applyAction(g, lay('G9', '59', 0, 'P7'))).toThrow(/yellow tile on an empty hex, not an upgrade/);
  });

  it('the track step stays open for the extra lay after the minor\'s own lay; passing ends it', () => {
    let g = annOperatesM1('2', ['P7']);
    const own = legalActions(g, 'a').find((c) => c.action.type === 'lay_tile' && !c.action.company)!;
    g = applyAction(g, own.action);
    expect(S(g).round).toMatchObject({ turn: { step: 'track' } });
    expect(legalActions(g, 'a').every((c) => c.action.type === 'pass' || c.action.company === 'P7')).toBe(true);
    g = applyAction(g, { type: 'pass', entity: 'M1', entity_type: 'minor' });
    expect(S(g).round).toMatchObject({ turn: { step: 'train' } });
    expect(S(g).companies.P7!.status).toBe('owned');
  });

  it('the terrain discount (1822 P8): a mountain lay costs nothing and counts as the turn\'s lay', () => {
    const g0 = annOperatesM1('2', ['P2'], true);
    const withP2 = legalActions(g0, 'a').filter((c) => c.action.company === 'P2');
    expect(withP2.length).toBeGreaterThan(0);
    expect(new Set(withP2.map((c) => c.action.hex))).toEqual(new Set(['H10']));
    const choice = withP2[0]!;
    expect(choice.label).not.toMatch(/ for \$?\d/);
    const treasury = S(g0).companies.M1!.treasury;
    const g = applyAction(g0, choice.action);
    expect(S(g).companies.M1!.treasury).toBe(treasury);
    expect(S(g).companies.P2).toMatchObject({ status: 'removed' });
    // the one lay of a minor is used: on to the train step
    expect(S(g).round).toMatchObject({ turn: { step: 'train' } });
    // without the private the same lay costs the terrain
    const paid = applyAction(g0, { ...choice.action, company: undefined });
    expect(S(paid).companies.M1!.treasury).toBe(treasury - 80);
    expect(() => applyAction(g0, lay('F8', '57', 0, 'P2'))).toThrow(/discount is for a mountain hex/);
  });

  it('a private the operator\'s owner does not hold, and data version 1 (no abilities), offer nothing', () => {
    const g = annOperatesM1('2', []);
    expect(legalActions(g, 'a').some((c) => c.action.company)).toBe(false);
    expect(() => applyAction(g, lay('H8', '7', 0, 'P7'))).toThrow(/P7 is not a private with an ability that a holds for M1/);
    const v1 = annOperatesM1('1', ['P7', 'P2']);
    expect(legalActions(v1, 'a').some((c) => c.action.company)).toBe(false);
  });
});
