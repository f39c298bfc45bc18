// The market picture for 1871 Steel Cities, as for every title with a market: posted when a round ends
// (stock or operating), never after a single dividend or sale within a round.
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { imagesForAction } from '../../src/bot/services/image-policy.ts';

await loadTitlePieces();

const roundOf = (s: GameState) => `${s.round.kind}:${s.turn}:${s.round.kind === 'operating' ? s.round.num : ''}`;

describe('1871 market pictures', () => {
  it('a market picture exactly when a round ends (or the game does), none after dividends within a round', () => {
    let g = newGame('1871-steel-cities', ['a', 'b', 'c'].map((id) => ({ id, name: id })), { seed: 2 });
    const seen = { roundEnds: 0, dividends: 0 };
    for (let n = 0; n < 1500 && !g.def.finished(g.state); n++) {
      const player = String(activePlayers(g)[0]!);
      const choices = legalActions(g, player);
      // sealed: each bidder the first price on its share of the items; then start majors and pay out:
      // some dividends move a major, most (the minors') none
      const open = g.def.sealed!.sheet(g.state, player);
      const k = open?.bidders.indexOf(player) ?? -1;
      const bids = open ? Object.fromEntries(open.items.filter((_, j) => j % open.bidders.length === k).map((i) => [i.id, i.prices[0]!])) : {};
      const pick = open
        ? { action: g.def.sealed!.submit(g.state, player, bids) }
        : (choices.find((c) => c.action.type === 'par') ?? choices.find((c) => c.action.type === 'buy_shares') ?? choices.find((c) => c.action.kind === 'payout') ?? choices.find((c) => c.action.type === 'buy_train') ?? choices.find((c) => c.action.type === 'lay_tile') ?? choices.at(-1)!);
      const after = applyAction(g, pick.action);
      const ended = roundOf(g.state as GameState) !== roundOf(after.state as GameState);
      const finished = after.def.finished(after.state);
      const kinds = imagesForAction(viewGame(g, null), viewGame(after, null), pick.action);
      expect(kinds.includes('market'), `${pick.action.type} ${roundOf(g.state as GameState)}`).toBe(ended || finished);
      if (ended) seen.roundEnds += 1;
      else if (pick.action.type === 'dividend') seen.dividends += 1;
      g = after;
    }
    expect(seen.roundEnds).toBeGreaterThan(2);
    expect(seen.dividends).toBeGreaterThan(0);
  }, 60_000);
});
