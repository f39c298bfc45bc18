// Whole random games of tools/18xx-diff (no action cap: to the bank's or the market's end) through the last
// action 18xx.games took (test/1822/fixtures), each with what 18xx.games shows there; it refused the move we
// listed next.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { bidboxPrivates } from '../../src/engine/titles/1822/bidbox.ts';
import { atRandomFixture } from './random-fixture.ts';

const at = atRandomFixture;

describe('1822 late-game moves 18xx.games refused in whole random games', () => {
  it('a minor holding only E trains does not run (18xx.games G1822 Route#only_e_train?): its turn ends', () => {
    // phase 7: minor 16 (its one train an E, one token) passed its private and track steps; 18xx.games skips its
    // route step (an E needs two token cities), withholds nothing and gives minor 24 (100's) its turn
    const { state } = at('random-1822MRS-5p-seed3002-2015.json', {
      result: { 100: -166004, 101: -6237, 102: -1709, 103: -118377, 104: -2650 },
      acting: ['100'],
    });
    const r = state.round as { order: string[]; index: number };
    expect(r.order[r.index]).toBe('24');
  });

  it('the first 7 closes P15 and P20 wherever they are, in the bid box too (18xx.games G1822 event_phase_revenue!)', () => {
    // the first 7 (minor 26, action 621) closed P15 while it waited in the bid box, and P3 came in; we left P15
    // there and 101 won it for nothing at 689 and collected from it: the stock round's order by cash parted at 820
    const { state, types } = at('random-1822NRS-4p-seed3011-688.json', {
      result: { 100: -1790, 101: 1011, 102: -6864, 103: -4870 },
      acting: ['101'],
    });
    expect(state.companies.find((c) => c.sym === 'P15')!.closed).toBe(true);
    expect(bidboxPrivates(state)).toEqual(['P16', 'P4', 'P3']);
    expect(types('101').filter((a) => a.type === 'bid').map((a) => a.company)).not.toContain('P15');
  });

  it("a major's token step opens only where the usual checks allow a token; London's loose slots do not open it (18xx.games graph can_token?)", () => {
    // the LNWR (home in London's city 2, £139, a £100 token left) upgraded M36; the only city it reaches without
    // a token is London's city 3, on the hex it holds already: 18xx.games skips its token step and waits for its run
    const { state, types } = at('random-1822-5p-seed3047-844.json', {
      result: { 100: 523, 101: -3908, 102: 693, 103: -2941, 104: 854 },
      acting: ['100'],
    });
    const r = state.round as { order: string[]; index: number; step: string };
    expect([r.order[r.index], r.step]).toEqual(['LNWR', 'route']);
    expect(types('100').map((a) => a.type)).toEqual(['run_routes']);
  });

  it("over the certificate limit, a president's certificate is offered for sale when it is all the player holds of a major (18xx.games must_sell?)", () => {
    // 102 holds 12 certificates of 11 after selling SWR_1 and SWR_7; of the SWR only its director's 20% is left,
    // 104 holds 20%: 18xx.games offers 10% and 20% of the SWR and nothing else; we listed no move at all
    const { game, state, types } = at('random-1822MRS-5p-seed3047-1139.json', {
      result: { 100: -1885, 101: -32836, 102: 2499, 103: -17620, 104: -5662 },
      acting: ['102'],
    });
    const listed = types('102');
    expect(listed.map((a) => [a.type, a.shares, a.percent])).toEqual([
      ['sell_shares', ['SWR_0'], 10],
      ['sell_shares', ['SWR_0'], 20],
    ]);
    game.def.process(state, listed[0]!);
    expect(state.corps.find((c) => c.sym === 'SWR')!.president).toBe('104');
  });

  it('a player in debt over the certificate limit only sells, paying nothing off first (18xx.games must_sell?)', () => {
    // 101 (in debt, £2,355) holds 23 certificates of 18: 18xx.games offers only sales (10-30% of the LBSCR); it
    // refused our listed partial payoff at 969
    const { game, state, types } = at('random-1822MRS-3p-seed3115-968.json', {
      result: { 100: -54214, 101: 4879, 102: -11617 },
      acting: ['101'],
    });
    expect(new Set(types('101').map((a) => a.type))).toEqual(new Set(['sell_shares']));
    expect(() => game.def.process(state, { type: 'payoff_player_debt_partial', entity: 101, entity_type: 'player', amount: 20 })).toThrow(/must sell/);
  });

  it("a minor's owner at the certificate limit may still be paid two shares of a major whose shares count for no limit (18xx.games counts_for_limit)", () => {
    // the LNWR (its price £5: shares counting for no limit) bought its train; minor 15's owner is at the limit and the
    // LNWR pays only with two shares: 18xx.games opens the acquisition step (minor 15 not reached: a pass) before
    // its issue step, and refused our pass of the issue step at 1230
    const { state, types } = at('random-1822-7p-seed3129-1228.json', {
      result: { 100: 1225, 101: -837, 102: -3505, 103: -2612, 104: -986, 105: 1148, 106: -1845 },
      acting: ['100'],
    });
    const r = state.round as { order: string[]; index: number; step: string };
    expect([r.order[r.index], r.step]).toEqual(['LNWR', 'acquire_minor']);
    expect(types('100').map((a) => a.type)).toEqual(['pass']);
  });
});

