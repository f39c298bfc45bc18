// 1822's player loans, from the real game 1822mrs-game_end_bank: action 252, the MR buys a 3 train for £200 with
// £140; its president (Player 4) has £45 and nothing to sell, so the bank lends £15 and they owe £23 (50%
// interest, rounded up). 18xx.games shows them with £10 in cash, debt £23 and a value of £367 at that cut.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { ctx1822 } from '../../src/engine/titles/1822/index.ts';
import { addLoanInterest, debtOf, debtRefusal } from '../../src/engine/titles/1822/loans.ts';


const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-game_end_bank.json', import.meta.url), 'utf8')) as GameLog;

describe('1822 player loans', () => {
  it("a president with nothing to sell borrows the rest of a forced train's price, and owes it plus half", () => {
    const g = replay({ ...log, actions: log.actions.slice(0, 251) });
    const s = g.state as GameState;
    const events = g.def.process(s, log.actions[251]!) ?? [];
    expect(s.corps.find((c) => c.sym === 'MR')!.trains).toEqual(['3-4']);
    expect({ cash: s.cash['45'], debt: debtOf(s, '45'), value: g.def.result(s)['45'] }).toEqual({ cash: 10, debt: 23, value: 367 });
    expect(events.filter((e) => e.type === 'player_loan')).toEqual([{ type: 'player_loan', player: '45', amount: 15, interest: 8, debt: 23 }]);
    // in debt: no buying, starting or bidding until it is paid
    expect(debtRefusal(s, '45')).not.toBeNull();
    expect(debtRefusal(s, '17157')).toBeNull();
  });

  it('a debt grows by half, rounded up, when a stock round ends', () => {
    const s = replay({ ...log, actions: log.actions.slice(0, 252) }).state as GameState;
    const ctx = ctx1822(s);
    addLoanInterest(s, ctx);
    expect(debtOf(s, '45')).toBe(23 + 12);
    expect(ctx.events.list).toEqual([{ type: 'loan_interest', player: '45', interest: 12, debt: 35 }]);
  });
});

describe('1822 player loans before selling', () => {
  it("shares of a major that has not operated yet cannot be sold for a train, so its holder borrows (18xx.games: 'Player 2 takes a loan of £55 ... owed is £83')", () => {
    const game = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-35936.json', import.meta.url), 'utf8')) as GameLog;
    // action 292: the LNWR buys a 3 train; its president holds 10% of the LBSCR, which operates after it this round
    const s = replay({ ...game, actions: game.actions.slice(0, 292) }).state as GameState;
    expect(s.corps.find((c) => c.sym === 'LNWR')!.trains).toContain('3-2');
    expect(debtOf(s, '605')).toBe(83);
  });
});

describe('1822 player loans: what the president may sell', () => {
  it("in the operator's first turn its own shares cannot be sold for its train (18xx.games SELL_AFTER :full_or_turn), so its president borrows", () => {
    const game = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822nrs-game_end_bank.json', import.meta.url), 'utf8')) as GameLog;
    // action id 217: the LNWR, operating for the first time, buys a 3 train for £200 with £160; its president
    // (Player 3, £25, 20% + 10% of the LNWR, 20% of the LYR that has not operated) is £15 short: 18xx.games lends
    // it and shows them with £0, debt £23 and a value of £437 afterwards
    const g = replay({ ...game, actions: game.actions.filter((a) => (a.id ?? 0) < 217) });
    const s = g.state as GameState;
    const events = g.def.process(s, game.actions.find((a) => a.id === 217)!) ?? [];
    expect(events.filter((e) => e.type === 'player_loan')).toEqual([{ type: 'player_loan', player: '16367', amount: 15, interest: 8, debt: 23 }]);
    expect({ cash: s.cash['16367'], debt: debtOf(s, '16367'), value: g.def.result(s)['16367'] }).toEqual({ cash: 0, debt: 23, value: 437 });
  });
});
