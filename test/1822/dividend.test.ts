// 1822's 2P dividend chosen apart (18xx.games G1822 Dividend: 'choose' before the dividend when the 2P earned part
// of the run). 1822mrs-35936 ids 511-514: the LBSCR runs its 2P for £120 beside two 3 trains, withholds the 2P's
// earnings and pays half of the rest; 18xx.games shows the LBSCR with £425 and the players' values
// {617: 757, 605: 736, 642: 510, 8145: 283} after 514.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const log = JSON.parse(readFileSync(new URL('1822mrs-35936.json', DIR), 'utf8')) as GameLog;
const upTo = (id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });
const action = (id: number) => log.actions.find((a) => a.id === id)!;
const replayTo = (file: string, id: number) => {
  const other = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
  return replay({ ...other, actions: other.actions.filter((a) => Number(a.id) <= id) });
};

describe("1822 dividends: the 2P train's own, the market's shares", () => {
  it('is offered after a run where the 2P earned part, beside the dividend itself', () => {
    const g = upTo(511);
    const listed = legalActions(g, '642').map((c) => c.action);
    expect(listed.filter((a) => a.type === 'choose').map((a) => a.choice)).toEqual(['payout', 'half', 'withhold']);
    expect(listed.filter((a) => a.type === 'dividend').map((a) => a.kind)).toEqual(['payout', 'half', 'withhold']);
  });

  it("withholding the 2P's £120 and paying half of the rest ends as 18xx.games shows it", () => {
    const g = upTo(514);
    const s = g.state as GameState;
    expect(s.cash.LBSCR).toBe(425);
    expect(g.def.result(s)).toEqual({ 617: 757, 605: 736, 642: 510, 8145: 283 });
  });

  it('is chosen once: after the choice only the dividend is listed', () => {
    const g = applyAction(upTo(511), action(512));
    const listed = legalActions(g, '642').map((c) => c.action.type);
    expect(listed).toEqual(['dividend', 'dividend', 'dividend']);
    expect(() => applyAction(g, action(512))).toThrow(/nothing to choose/);
  });

  it("the market's shares pay nobody: 1822-game_end_stock_market id 589, the LYR's £70 with two shares in the market", () => {
    const g = replayTo('1822-game_end_stock_market.json', 589);
    const s = g.state as GameState;
    // 18xx.games: £42 to the LYR (six treasury shares), £14 to its president (20%), the market's 20% unpaid
    expect([s.cash.LYR, s.cash[7088]]).toEqual([226, 295]);
  });

  it("1822-33845 id 807: the LBSCR's £120 pays its treasury and its president, not the market, as 18xx.games logs", () => {
    const g = replayTo('1822-33845.json', 806);
    const s = g.state as GameState;
    expect(s.shares.filter((x) => x.corp === 'LBSCR' && x.owner === 'pool').length).toBeGreaterThan(0);
    const log33845 = JSON.parse(readFileSync(new URL('1822-33845.json', DIR), 'utf8')) as GameLog;
    const events = g.def.process(s, log33845.actions.find((a) => a.id === 807)!) ?? [];
    const dividend = events.find((e) => e.type === 'dividend');
    // 18xx.games: 'LBSCR pays out £120 = £12.0 per share (£60 to LBSCR, £36 to Player 2)', then £243 with the mail subsidy
    expect(dividend?.type === 'dividend' && dividend.payouts).toEqual([
      { to: 'LBSCR', amount: 60 },
      { to: '4767', amount: 36 },
    ]);
    expect(s.cash.LBSCR).toBe(243);
  });
});
