// 1822's train events and the phases they open (18xx.games G1822 event_close_concessions!, event_phase_revenue!,
// float_corporation): checked against 18xx.games at cuts of real games, and the full capitalisation (no real
// game reaches phase 6 yet) against its rule on a real position moved to phase 6.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def, { ctx1822 } from '../../src/engine/titles/1822/index.ts';
import { buyShare1822 } from '../../src/engine/titles/1822/stock-step.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const upTo = (file: string, id: number) => {
  const log = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
  return replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });
};
const NRS = '1822nrs-game_end_stock_market.json';
const closed = (g: ReturnType<typeof upTo>, sym: string) => (g.state as GameState).companies.find((c) => c.sym === sym)!.closed;

describe('1822 phase events', () => {
  it('the first 5 train closes the concessions (1822nrs-game_end_stock_market id 633: C10 with its holder)', () => {
    expect(closed(upTo(NRS, 632), 'C10')).toBe(false);
    const g = upTo(NRS, 633);
    expect(closed(g, 'C10')).toBe(true);
    // 18xx.games' values after 633
    expect(g.def.result(g.state)).toEqual({ 4738: 1064, 10435: 1044, 17483: 947, 399: 629 });
  });

  it('then a major is started without a concession, at the pars 18xx.games offers (id 664: MR and NER, £60-£100)', () => {
    const g = upTo(NRS, 664);
    const pars = legalActions(g, '10435').filter((c) => c.action.type === 'par').map((c) => `${String(c.action.corporation)} ${String(c.action.share_price).split(',')[0]}`);
    expect(pars.sort()).toEqual(['MR 100', 'MR 60', 'MR 70', 'MR 80', 'MR 90', 'NER 100', 'NER 60', 'NER 70', 'NER 80', 'NER 90']);
    const par = legalActions(g, '10435').find((c) => c.action.type === 'par' && c.action.corporation === 'NER' && String(c.action.share_price).startsWith('100,'))!;
    const after = applyAction(g, par.action).state as GameState;
    // the director's 20% paid to the NER, which floats only at 50% now
    expect([after.cash.NER, after.cash[10435], after.corps.find((c) => c.sym === 'NER')!.floated]).toEqual([200, (g.state as GameState).cash[10435]! - 200, false]);
  });

  it("P15's collected money is out of the bank (1822mrs-33867 id 760: 18xx.games' bank holds £7,930)", () => {
    expect((upTo('1822mrs-33867.json', 760).state as GameState).cash.bank).toBe(7930);
  });

  it('from phase 6 a major floats fully capitalised: ten times its par, its treasury shares to the market', () => {
    const g = upTo(NRS, 664);
    const s = g.state as GameState;
    s.phase = s.phase + 1; // phase 6 (status full_capitalisation), as the first 6 train would make it
    s.cash['10435'] = 1000;
    const par = legalActions(g, '10435').find((c) => c.action.type === 'par' && c.action.corporation === 'NER' && String(c.action.share_price).startsWith('100,'))!;
    const h = applyAction(g, par.action).state as GameState;
    const bankBefore = h.cash.bank!;
    // the director's certificate paid the bank; three more 10% shares from the treasury float it at 50%
    expect(h.cash.NER ?? 0).toBe(0);
    const ctx = ctx1822(h);
    for (const id of ['NER_1', 'NER_2', 'NER_3']) buyShare1822(h, ctx, '10435', h.shares.find((x) => x.id === id)!);
    const ner = h.corps.find((c) => c.sym === 'NER')!;
    expect(ner.floated).toBe(true);
    expect(h.cash.NER).toBe(1000);
    expect(h.shares.filter((x) => x.corp === 'NER' && x.owner === 'pool').length).toBe(5);
    expect(h.cash.bank).toBe(bankBefore + 300 - 1000);
  });
});
