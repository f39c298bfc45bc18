// 1822's share purchases, from the real game 1822-33845: before action id 602 the LBSCR's price has fallen to
// £70 (its par was £100) and Player 2 (£88) buys LBSCR_3 from its treasury. 18xx.games sells a major's treasury
// shares at the market price (its always_market_price), so the purchase is open and costs £70, paid to the LBSCR.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822-33845.json', import.meta.url), 'utf8')) as GameLog;

describe('1822 treasury shares at the market price', () => {
  it('a major\'s treasury share below its par is listed and bought at the market price', () => {
    const g = replay({ ...log, actions: log.actions.filter((a) => (a.id ?? 0) < 602) });
    const s = g.state as GameState;
    const lbscr = s.corps.find((c) => c.sym === 'LBSCR')!;
    expect(lbscr.parPrice).toBe(100);
    const listed = legalActions(g, '4767').filter((c) => c.action.type === 'buy_shares' && String((c.action.shares as string[])[0]).startsWith('LBSCR'));
    expect(listed.map((c) => (c.action.shares as string[])[0])).toContain('LBSCR_3');
    const before = { player: s.cash['4767']!, corp: s.cash['LBSCR']! };
    g.def.process(s, log.actions.find((a) => a.id === 602)!);
    expect(s.shares.find((x) => x.id === 'LBSCR_3')!.owner).toBe('4767');
    expect({ player: s.cash['4767'], corp: s.cash['LBSCR'] }).toEqual({ player: before.player - 70, corp: before.corp + 70 });
  });
});

// 1822-discard_trains_after_sr_export before action id 414: Player 1 holds 80% of the MR (above the 60% holding
// limit) and buys a GWR share; 18xx.games forces a sale only above the certificate limit (its G1822 must_sell?).
describe('1822 holdings above the limit', () => {
  it('a holding above 60% forces no sale: the player may buy another major\'s share', () => {
    const game = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822-discard_trains_after_sr_export.json', import.meta.url), 'utf8')) as GameLog;
    const g = replay({ ...game, actions: game.actions.filter((a) => (a.id ?? 0) < 414) });
    const s = g.state as GameState;
    const mr = s.shares.filter((x) => x.corp === 'MR' && x.owner === '488').reduce((n, x) => n + x.percent, 0);
    expect(mr).toBeGreaterThan(60);
    expect(legalActions(g, '488').some((c) => c.action.type === 'buy_shares' && (c.action.shares as string[])[0]!.startsWith('GWR'))).toBe(true);
    g.def.process(s, game.actions.find((a) => a.id === 414)!);
    expect(s.shares.find((x) => x.id === 'GWR_3')!.owner).toBe('488');
  });
});

// 1822mrs-33867 before action id 801: Player 3 holds 13 share certificates and P16, the tax haven, with a limit of
// 14; 18xx.games counts 13 certificates (its num_certs less one for P16) and lets them buy LBSCR_6.
describe('1822 certificate limit: the tax haven counts against none', () => {
  it('a holder of P16 at 13 of 14 certificates may still buy', () => {
    const game = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-33867.json', import.meta.url), 'utf8')) as GameLog;
    const g = replay({ ...game, actions: game.actions.filter((a) => (a.id ?? 0) < 801) });
    const s = g.state as GameState;
    expect(s.companies.find((c) => c.sym === 'P16')!.owner).toBe('4013');
    expect(legalActions(g, '4013').some((c) => c.action.type === 'buy_shares' && (c.action.shares as string[])[0] === 'LBSCR_6')).toBe(true);
    g.def.process(s, { ...game.actions.find((a) => a.id === 801)!, auto_actions: [] });
    expect(s.shares.find((x) => x.id === 'LBSCR_6')!.owner).toBe('4013');
  });
});
