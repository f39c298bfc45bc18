// 1822's privates' track abilities in operators' hands (18xx.games g_1822 SpecialChoose and SpecialTrack), as the
// real games use them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import def from '../../src/engine/titles/1822/index.ts';
import { layCost1822 } from '../../src/engine/titles/1822/abilities.ts';
import { own1822 } from '../../src/engine/titles/1822/state.ts';
import { exchangeTokensLeft } from '../../src/engine/titles/1822/acquisition.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);

function replayThrough(file: string, id: number) {
  const log = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
  const upTo = log.actions.findIndex((a) => a.id === id) + 1;
  expect(upTo).toBeGreaterThan(0);
  return replay({ ...log, actions: log.actions.slice(0, upTo) });
}

describe('1822 privates in operators\' hands', () => {
  it('an operator acquiring P8 chooses its free lay or its discount before anything else', () => {
    // the LNWR acquires P2, P8, P10, P11, P12 (ids 48-52), then chooses P8's token (id 53)
    const waiting = replayThrough('1822mrs-2227.json', 52);
    const president = (waiting.state as GameState).corps.find((c) => c.sym === 'LNWR')!.president!;
    const listed = waiting.def.legalActions(waiting.state, president).map((c) => c.action);
    expect(listed.filter((a) => a.type === 'choose').map((a) => a.choice)).toEqual(['token', 'discount']);
    expect(listed.some((a) => a.type === 'lay_tile')).toBe(false);
    const chose = replayThrough('1822mrs-2227.json', 53);
    expect(own1822(chose.state as GameState).choices).toEqual({ P8: 'token' });
  });

  it("P2 takes a town away as the minor's own lay (58 to 80 on F5), and the minor runs through the new junction", () => {
    // minor 27 acquires P2 (id 375), P2 lays 80 on F5 (id 379), 27 runs E6-F5-G6-H5 for 80 (id 380)
    const before = replayThrough('1822nrs-game_end_stock_market.json', 378).state as GameState;
    const g = replayThrough('1822nrs-game_end_stock_market.json', 380).state as GameState;
    expect((g.map as MapState).hexes.F5!.tile).toBe('80');
    expect(g.companies.find((c) => c.sym === 'P2')!.closed).toBe(true);
    // a minor keeps half of its run
    expect(g.cash['27']! - before.cash['27']!).toBe(40);
  });

  it('privates lay together: P12 with P2 and P8 (a free lay taking a hill town away), then P12 with P10 (the estuary paid off)', () => {
    // the LNWR's own two lays (ids 77, 78), then P12+P2+P8 lay 9 on J21 (id 79), P12+P10 lay 58 on O36 (id 80)
    const own = replayThrough('1822mrs-2227.json', 78).state as GameState;
    const g = replayThrough('1822mrs-2227.json', 80).state as GameState;
    const map = g.map as MapState;
    expect([map.hexes.J21!.tile, map.hexes.O36!.tile]).toEqual(['9', '58']);
    // J21's £60 hill is free (P8), O36's £40 water border is P10's £40 off: the LNWR pays nothing
    expect(g.cash.LNWR).toBe(own.cash.LNWR);
    const closed = Object.fromEntries(['P2', 'P8', 'P10', 'P12'].map((sym) => [sym, g.companies.find((c) => c.sym === sym)!.closed]));
    // P12 gives a major two lays; P10 has one of its two left
    expect(closed).toEqual({ P2: true, P8: true, P10: false, P12: true });
  });

  it("a major's track step stays open while a private of its could still lay (P11 held, one lay made: a pass ends it)", () => {
    // 1822nrs-game_end_bank (phase 2: one lay): the LNWR acquires P11 (id 191), lays 9 on M28 (id 197), passes (id 198)
    const laid = replayThrough('1822nrs-game_end_bank.json', 197).state as GameState;
    expect([laid.round.kind, (laid.round as { step?: string }).step]).toEqual(['operating', 'track']);
    const passed = replayThrough('1822nrs-game_end_bank.json', 198).state as GameState;
    expect((passed.round as { step?: string }).step).not.toBe('track');
  });

  it("P5 puts one of its holder's exchange tokens on the English Channel, beside the turn's own token, and closes", () => {
    // 1822mrs-35936: the LBSCR lays two tiles (ids 507, 508), P5's token on P43 (id 509), its own token on G36 (id 510)
    const before = replayThrough('1822mrs-35936.json', 508);
    const g = replayThrough('1822mrs-35936.json', 510).state as GameState;
    const map = g.map as MapState;
    expect([map.hexes.P43!.tokens.flat(), map.hexes.G36!.tokens.flat()].map((t) => t.includes('LBSCR'))).toEqual([true, true]);
    expect(g.companies.find((c) => c.sym === 'P5')!.closed).toBe(true);
    expect(exchangeTokensLeft(g, 'LBSCR')).toBe(exchangeTokensLeft(before.state as GameState, 'LBSCR') - 1);
  });

  it("P8's discount takes £20 off a mountain for its holder; its token choice gives none", () => {
    const g = replayThrough('1822nrs-game_end_stock_market.json', 378).state as GameState;
    const p8 = g.companies.find((c) => c.sym === 'P8')!;
    p8.owner = '27';
    p8.closed = false;
    const mountain = { cost: 80, terrain: 'mountain' };
    own1822(g).choices = { P8: 'discount' };
    expect(layCost1822(g, '27', 'I14', mountain, 0, [])).toBe(60);
    expect(layCost1822(g, '27', 'M22', { cost: 40, terrain: 'swamp' }, 0, [])).toBe(40);
    own1822(g).choices = { P8: 'token' };
    expect(layCost1822(g, '27', 'I14', mountain, 0, [])).toBe(80);
    // the free lay itself pays nothing, water included
    expect(layCost1822(g, '27', 'I14', mountain, 40, ['P8'])).toBe(0);
  });

  it("the operator's listed lays cost what the engine charges: P10's £10 off a swamp (H23's £40) for its holder", () => {
    // 1822mrs-2227: the LNWR (holding P10 since id 50) comes to its track step after choosing P8's token (id 53)
    const game = replayThrough('1822mrs-2227.json', 53);
    const g = game.state as GameState;
    expect(g.companies.find((c) => c.sym === 'P10')!.owner).toBe('LNWR');
    // with £30 a swamp lay on H23 is open (£40 less £10)
    g.cash.LNWR = 30;
    const president = g.corps.find((c) => c.sym === 'LNWR')!.president!;
    const swamp = game.def.legalActions(g, president).filter((c) => c.action.type === 'lay_tile' && c.action.entity === 'LNWR' && c.action.hex === 'H23');
    expect(swamp.length).toBeGreaterThan(0);
    expect(swamp[0]!.label).toMatch(/£30/);
    game.def.process(g, swamp[0]!.action);
    expect(g.cash.LNWR).toBe(0);
  });

  it('P10 must cross an estuary and takes £40 off the crossing', () => {
    const g = replayThrough('1822nrs-game_end_stock_market.json', 378).state as GameState;
    expect(() => layCost1822(g, '27', 'M22', { cost: 0 }, 0, ['P10'])).toThrow(/estuary/);
    expect(layCost1822(g, '27', 'M22', { cost: 0 }, 80, ['P10'])).toBe(40);
  });
});
