// 1822's mail contracts (P6, P7), from the real game 1822mrs-game_end_bank: the LBSCR holds P7 and runs its 3
// train M38-M42-K42 (action id 354); 18xx.games logs 'LBSCR earns subsidy of £40' with the dividend (half the base
// revenue of the first and last stops, paid to the treasury whatever the dividend) and writes it in the action's
// `subsidy`. With it the LBSCR has the £310 18xx.games shows and buys the £300 4 train (id 356).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-game_end_bank.json', import.meta.url), 'utf8')) as GameLog;
const byId = (id: number) => log.actions.find((a) => a.id === id)!;

describe('1822 mail contracts', () => {
  it("pay half the first and last stops' base revenue into the treasury with the dividend", () => {
    const g = replay({ ...log, actions: log.actions.filter((a) => (a.id ?? 0) < 355) });
    const s = g.state as GameState;
    expect(s.companies.find((c) => c.sym === 'P7')!.owner).toBe('LBSCR');
    const events = g.def.process(s, byId(355)) ?? [];
    expect(events.filter((e) => e.type === 'mail_subsidy')).toEqual([{ type: 'mail_subsidy', entity: 'LBSCR', amount: byId(354).subsidy }]);
    expect(s.cash['LBSCR']).toBe(310);
    g.def.process(s, byId(356));
    expect(s.corps.find((c) => c.sym === 'LBSCR')!.trains).toContain('4-0');
  });
});
