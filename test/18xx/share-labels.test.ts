// A share's buy or sale offered in words says what it costs or brings, and that amount is what the move then
// pays: every buy and sale the engine lists at each stock turn of real games (18Chesapeake, 1828).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay, activePlayers, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

/** Every `step`th point of the game where its log moves a share, as a loaded game. */
function sharePoints(file: string, step: number, limit: number): LoadedGame[] {
  const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog;
  const actions = effectiveActions(log.actions);
  let game = replay({ ...log, actions: [] });
  const out: LoadedGame[] = [];
  let seen = 0;
  for (const a of actions) {
    if ((a.type === 'buy_shares' || a.type === 'sell_shares') && seen++ % step === 0 && out.length < limit) out.push(game);
    game = applyAction(game, a);
  }
  return out;
}

/** The $ amount a label names (the last one). */
const amount = (label: string) => Number(/\$(\d+)(?!.*\$\d)/.exec(label)?.[1]);

describe('share labels say the price', () => {
  for (const [file, step] of [['18chesapeake-1905.json', 5], ['1828-23366.json', 7]] as const) {
    it(`${file}: each buy and sale's label names what it moves for`, () => {
      let checked = 0;
      for (const game of sharePoints(file, step, 25)) {
        for (const p of activePlayers(game)) {
          for (const c of legalActions(game, p)) {
            if (c.action.type !== 'buy_shares' && c.action.type !== 'sell_shares') continue;
            const after = applyAction(game, c.action);
            const e = (after.events ?? []).find((x) => x.type === 'shares_bought' || x.type === 'shares_sold') as { type: string; corp: string; price: number } | undefined;
            if (!e) continue;
            expect(c.label).toMatch(c.action.type === 'buy_shares' ? /^Buy an? (\d+% )?\S+ share from the (IPO|market) for \$\d+$/ : /^Sell \d+% of \S+ for \$\d+$/);
            expect(c.label).toContain(e.corp);
            expect(amount(c.label), c.label).toBe(e.price);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
    }, 120_000);
  }
});
