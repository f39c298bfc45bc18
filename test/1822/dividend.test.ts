// 1822's dividends, from the real game 1822-33845: at action id 807 the LBSCR pays out £120 (£12 a share) with
// two of its shares in the market. 18xx.games logs 'LBSCR pays out £120 = £12.0 per share (£60 to LBSCR, £36 to
// Player 2)' and shows the LBSCR with £243 afterwards: its treasury's shares pay it, the market's pay nobody.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822-33845.json', import.meta.url), 'utf8')) as GameLog;

describe('1822 dividends', () => {
  it("shares in the market pay nobody; the treasury's pay the major", () => {
    const g = replay({ ...log, actions: log.actions.filter((a) => (a.id ?? 0) < 807) });
    const s = g.state as GameState;
    const pool = s.shares.filter((x) => x.corp === 'LBSCR' && x.owner === 'pool');
    expect(pool.length).toBeGreaterThan(0);
    const events = g.def.process(s, log.actions.find((a) => a.id === 807)!) ?? [];
    const dividend = events.find((e) => e.type === 'dividend');
    expect(dividend?.type === 'dividend' && dividend.payouts).toEqual([
      { to: 'LBSCR', amount: 60 },
      { to: '4767', amount: 36 },
    ]);
    expect(s.cash['LBSCR']).toBe(243);
  });
});
