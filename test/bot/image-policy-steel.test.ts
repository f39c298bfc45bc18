// The market picture for 1871 Steel Cities follows its renderer's marketKey: posted after a dividend only
// when a major's share price moved (a minor's half payout moves none).
import '../../src/titles.ts';
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame } from '../../src/engine/game.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import { imagesForAction } from '../../src/bot/services/image-policy.ts';

const cells = (s: SteelState) => JSON.stringify(Object.values(s.majors).map((m) => m.cell));

describe('1871 market pictures', () => {
  it('after a dividend, a market picture exactly when a major moved on the market', () => {
    let g = newGame('1871-steel-cities', ['a', 'b', 'c'].map((id) => ({ id, name: id })), { seed: 2 });
    const seen = { withMarket: 0, without: 0 };
    for (let n = 0; n < 1500 && !g.def.finished(g.state); n++) {
      const s = g.state as SteelState;
      const player = String(activePlayers(g)[0]!);
      const choices = legalActions(g, player);
      // sealed: each bidder the first price on its share of the items; then start majors and pay out:
      // some dividends move a major, most (the minors') none
      const k = s.open?.bidders.indexOf(player) ?? -1;
      const bids = s.open ? Object.fromEntries(s.open.items.filter((_, j) => j % s.open!.bidders.length === k).map((i) => [i.id, i.prices[0]!])) : {};
      const pick = s.open
        ? { action: { type: 'sealed_bids', entity: player, entity_type: 'player', round: s.open.round, bids } }
        : (choices.find((c) => c.action.type === 'par') ?? choices.find((c) => c.action.type === 'buy_shares') ?? choices.find((c) => c.action.kind === 'payout') ?? choices.find((c) => c.action.type === 'buy_train') ?? choices.find((c) => c.action.type === 'lay_tile') ?? choices.at(-1)!);
      const after = applyAction(g, pick.action);
      if (pick.action.type === 'dividend') {
        const moved = cells(g.state as SteelState) !== cells(after.state as SteelState);
        const finished = after.def.finished(after.state);
        expect(imagesForAction(viewGame(g, null), viewGame(after, null), pick.action).includes('market')).toBe(moved || finished);
        seen[moved ? 'withMarket' : 'without'] += 1;
      }
      g = after;
    }
    expect(seen.withMarket).toBeGreaterThan(0);
    expect(seen.without).toBeGreaterThan(0);
  }, 60_000);
});
