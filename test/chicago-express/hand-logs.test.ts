// Two-player games written by hand and worked out by hand from the short rules (the arithmetic is in the
// comments), replayed through the engine contract: an independent check of turn order, auction minimums,
// build costs, income, development, dividends (rounded up per share) and the end check.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types.ts';
import { auction, bid, build, def, develop, moneyTotal, newState, pass, run } from './helpers.ts';

const ANN = 1;
const BOB = 2;

describe('hand-computed two-player games', () => {
  it('three rounds of auctions and builds end on shares with a shared win at $79 each', () => {
    const actions: Action[] = [
      // Initial auctions ($60 each). PRR: Ann 7 → Ann $53, PRR $7.
      bid(ANN, 'PRR', 7), pass(BOB),
      // B&O opened by Ann (previous winner): Bob 6 → Bob $54, B&O $6.
      pass(ANN), bid(BOB, 'B&O', 6),
      // C&O opened by Bob: everyone passes → Bob gets it free.
      pass(BOB), pass(ANN),
      // NYC opened by Bob: 8, 9, Bob out → Ann $44, NYC $9. Ann (PRR) starts.
      bid(BOB, 'NYC', 8), bid(ANN, 'NYC', 9), pass(BOB),
      // Round 1. PRR minimum ceil(7/2)=4; Ann wins at 6 → Ann $38, PRR $13.
      auction(ANN, 'PRR'), bid(ANN, 'PRR', 4), bid(BOB, 'PRR', 5), bid(ANN, 'PRR', 6), pass(BOB),
      // B&O minimum ceil(6/2)=3 → Bob $51, B&O $9.
      auction(BOB, 'B&O'), bid(BOB, 'B&O', 3), pass(ANN),
      build(ANN, 'PRR', ['Q6', 'P6']), // plains, $1 + $1 → PRR $11
      // B&O minimum ceil(6/3)=2; Ann wins at 3 → Ann $35, B&O $12 (Bob 2 shares, Ann 1). Auction needle red.
      auction(BOB, 'B&O'), bid(BOB, 'B&O', 2), bid(ANN, 'B&O', 3), pass(BOB),
      build(ANN, 'NYC', ['S2']), // NYC $8
      build(BOB, 'B&O', ['Q8']), // B&O $11
      build(ANN, 'PRR', ['O6']), // cost 2 → PRR $9
      build(BOB, 'B&O', ['P8']), // B&O $10; fifth build: second needle red → dividends
      // PRR 7/2 → 4 ×2 = 8 (Ann); B&O 6/3 → 2: Bob 4, Ann 2; C&O 5 → Bob; NYC 8 → Ann.
      // Ann 35+8+2+8 = 53, Bob 51+4+5 = 60. Round 2 starts with Ann (after Bob).
      auction(ANN, 'PRR'), bid(ANN, 'PRR', 3), pass(BOB), // ceil(7/3)=3 → Ann $50; PRR sold out
      auction(BOB, 'B&O'), bid(BOB, 'B&O', 2), pass(ANN), // ceil(6/4)=2 → Bob $58; B&O sold out
      auction(ANN, 'NYC'), bid(ANN, 'NYC', 4), bid(BOB, 'NYC', 10), pass(ANN), // Bob $48, NYC $18
      build(BOB, 'B&O', ['O8']), // cost 2 → B&O $10
      build(ANN, 'NYC', ['S1']), // NYC $17
      build(BOB, 'NYC', ['S0']), // town: cost 2, income +1 → NYC $15, income 9
      develop(ANN, 'S0'), // house +2 → NYC income 11
      build(BOB, 'B&O', ['N8']), // cost 2 → B&O $8
      build(ANN, 'PRR', ['N6']), // town: cost 2, income +1 → PRR income 8; fifth build → dividends
      // PRR ceil(8/3)=3 ×3 = 9 (Ann); B&O 2: Bob 6, Ann 2; C&O 5 → Bob; NYC ceil(11/2)=6: Ann 6, Bob 6.
      // Ann 50+9+2+6 = 67, Bob 48+6+5+6 = 65. Round 3 starts with Bob.
      auction(BOB, 'NYC'), bid(BOB, 'NYC', 4), bid(ANN, 'NYC', 5), pass(BOB), // ceil(11/3)=4 → Ann $62
      auction(ANN, 'NYC'), bid(ANN, 'NYC', 3), pass(BOB), // ceil(11/4)=3 → Ann $59
      auction(BOB, 'NYC'), bid(BOB, 'NYC', 3), pass(ANN), // ceil(11/5)=3 → Bob $62; NYC sold out
      build(ANN, 'NYC', ['R0']),
      build(BOB, 'NYC', ['Q0']), // town +1 → NYC income 12
      build(ANN, 'NYC', ['P0']),
      build(BOB, 'B&O', ['M8']), // forest, no income
      build(ANN, 'PRR', ['M6']), // mountain +1 → PRR income 9; fifth build → dividends
      // PRR 9/3 = 3 ×3 = 9 (Ann); B&O 2: Bob 6, Ann 2; C&O 5 → Bob; NYC ceil(12/5)=3: Ann 3×3 = 9, Bob 2×3 = 6.
      // Ann 59+9+2+9 = 79, Bob 62+6+5+6 = 79. PRR, B&O and NYC are sold out: the game ends ("shares").
    ];
    const s = run(newState(2), actions);
    expect(def.finished(s)).toBe(true);
    expect(def.endReason(s)).toBe('shares');
    expect(def.result(s)).toEqual({ 1: 79, 2: 79 });
    expect(def.describe(def.view(s, null))).toContain('Shared win: Ann, Bob with $79');
    expect(moneyTotal(s)).toBe(120);
  });

  it('houses, a mountain, Pittsburgh, a forest and Wheeling over two rounds', () => {
    const s = newState(2);
    run(s, [
      bid(ANN, 'PRR', 20), pass(BOB), // Ann $40, PRR $20
      pass(ANN), bid(BOB, 'B&O', 6), // Bob $54
      bid(BOB, 'C&O', 5), pass(ANN), // Bob $49
      pass(BOB), bid(ANN, 'NYC', 8), // Ann $32; Ann starts
      build(ANN, 'PRR', ['Q5', 'P4', 'O4']), // 1+1+2 = $4 → PRR $16; town O4 +1 → income 8
      develop(BOB, 'O4'), // house value 1 → PRR 9
      build(ANN, 'PRR', ['N4', 'M4', 'L4']), // 3+2+3 = $8 → PRR $8; +1 +1 +1 → income 12
      develop(BOB, 'N4'), // mountain N4's house value is 1 in the TSV → PRR 13
      build(ANN, 'PRR', ['K4']), // Pittsburgh: $4 → PRR $4; income + track value 4 → 17
    ]);
    expect(s.companies.PRR).toMatchObject({ cash: 4, income: 17 });
    expect(s.houses).toBe(18);
    run(s, [
      develop(BOB, 'K4'), // track 4 → 6, PRR 19
      develop(ANN, 'K4'), // track 6 → 8, PRR 21; develop needle red
    ]);
    expect(s.track.K4).toBe(8);
    expect(s.houses).toBe(18);
    expect(() => def.process(s, develop(BOB, 'O4'))).toThrow('develop indicator is already in the red');
    run(s, [
      build(BOB, 'B&O', ['Q8']), // B&O $5
      build(ANN, 'PRR', ['K3']), // forest $4 → PRR $0; fifth build → dividends
      // PRR 21/1 → Ann 21; NYC 8 → Ann; B&O 6 + C&O 5 → Bob. Ann 32+29 = 61, Bob 49+11 = 60.
    ]);
    expect(s.cash).toEqual([61, 60]);
    expect(s.round).toBe(2);
    expect(s.track.E0).toBe(2);
    expect(s.turn).toBe(1);
    run(s, [
      develop(BOB, 'K3'), // forest: the bank pays PRR $2, income unchanged
      develop(ANN, 'K4'), // third and last Pittsburgh development: track 10, PRR 23
    ]);
    expect(s.companies.PRR).toMatchObject({ cash: 2, income: 23 });
    expect(() => def.process(s, develop(BOB, 'K4'))).toThrow('fully developed');
    run(s, [
      develop(BOB, 'M4'), // house 1 → PRR 24
      develop(ANN, 'L4'), // mountain house 2 → PRR 26; develop needle red
      // PRR minimum ceil(26/2) = 13; Bob wins at 20 → Bob $40, PRR $22.
      auction(BOB, 'PRR'), bid(BOB, 'PRR', 13), bid(ANN, 'PRR', 14), bid(BOB, 'PRR', 20), pass(ANN),
      build(ANN, 'NYC', ['S2']), // NYC $7
      build(BOB, 'B&O', ['P7']), // B&O $4
      build(ANN, 'PRR', ['J4']), // forest $2 → PRR $20
      build(BOB, 'PRR', ['L3']), // forest $3 → PRR $17
      build(ANN, 'PRR', ['J5', 'I6']), // $2 + Wheeling $3 → PRR $12; Wheeling track 3 → income 29; dividends
      // PRR ceil(29/2) = 15 a share: Ann 15, Bob 15; NYC 8 → Ann; B&O 6 + C&O 5 → Bob.
      // Ann 61+15+8 = 84, Bob 40+15+11 = 66.
    ]);
    expect(s.cash).toEqual([84, 66]);
    expect(s.houses).toBe(15);
    expect(s.turn).toBe(1);
    run(s, [develop(BOB, 'I6')]); // Wheeling 3 → 4: PRR +1
    expect(s.companies.PRR.income).toBe(30);
    expect(s.track.I6).toBe(4);
    expect(moneyTotal(s)).toBe(120);
  });
});
