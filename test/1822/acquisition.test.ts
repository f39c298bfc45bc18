// 1822's majors acquiring minors, issuing shares and floating, in real games, against what 18xx.games shows at the
// same cut (read with its engine): 1822-discard_trains_after_sr_export actions 239-241, the CR acquires minor 2
// from its own president for two treasury shares and £20, takes its train and turns an exchange token into an
// ordinary one; 1822-game_end_stock_market, the CR's turn stops at issuing shares after the acquisition step;
// 1822mrs-35936, the LNWR floats at 10% (its own float percent) and operates.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { nextTokenPrice } from '../../src/engine/18xx/steps/token.ts';
import def, { ctx1822 } from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const through = (file: string, n: number) => {
  const log = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
  return replay({ ...log, actions: log.actions.slice(0, n) }).state as GameState;
};

describe('1822 acquisitions, issues, floats', () => {
  it('a major acquires a minor for two treasury shares and cash, with its train, an exchange token made ordinary', () => {
    const s = through('1822-discard_trains_after_sr_export.json', 241);
    const cr = s.corps.find((c) => c.sym === 'CR')!;
    expect({ cash: s.cash.CR, trains: cr.trains }).toEqual({ cash: 20, trains: ['L-18', 'L-7'] });
    expect(s.shares.filter((x) => x.owner === '3714').map((x) => x.id)).toEqual(['CR_0', 'CR_1', 'CR_2']);
    expect(s.cash['3714']).toBe(360);
    expect(s.corps.find((c) => c.sym === '2')!.closed).toBe(true);
    // two ordinary tokens left, £100 each (its own and the exchanged one)
    expect(nextTokenPrice(s, ctx1822(s), 'CR')).toBe(100);
    expect(cr.tokensUsed).toBe(1);
    expect(s.round.kind === 'operating' && s.round.step).toBe('issue_shares');
  });

  it("a major's turn stops at issuing shares when it may issue", () => {
    const s = through('1822-game_end_stock_market.json', 307);
    expect(s.round.kind === 'operating' && [s.round.order[s.round.index], s.round.step]).toEqual(['CR', 'issue_shares']);
  });

  it('the LNWR floats at 10% and operates', () => {
    const s = through('1822mrs-35936.json', 288);
    expect(s.corps.find((c) => c.sym === 'LNWR')!.floated).toBe(true);
    expect(s.round.kind === 'operating' && s.round.order[s.round.index]).toBe('LNWR');
  });
});

describe("1822 acquisition: which treasury shares go to the minor's owner", () => {
  it("the longest-held ones: shares bought back from the market come last (18xx.games' share list order)", () => {
    const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822-33845.json', import.meta.url), 'utf8')) as GameLog;
    // the LBSCR bought LBSCR_1 and LBSCR_2 back at id 812; at 1024-1026 it acquires minor 7 for two shares, and
    // 18xx.games then shows Player 2 with LBSCR_7 and LBSCR_8 and the treasury with LBSCR_1 and LBSCR_2
    const s = replay({ ...log, actions: log.actions.filter((a) => (a.id ?? 0) <= 1026) }).state as GameState;
    expect(s.shares.filter((x) => x.corp === 'LBSCR' && x.owner === 'ipo:LBSCR').map((x) => x.id).sort()).toEqual(['LBSCR_1', 'LBSCR_2']);
    expect(s.shares.filter((x) => x.corp === 'LBSCR' && x.owner === '4767').map((x) => x.id)).toEqual(expect.arrayContaining(['LBSCR_7', 'LBSCR_8']));
  });
});
