// The Discord helpers of Chicago Express without Discord: auction buttons, clicks, and the hexes /build offers.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { newGame, type LoadedGame } from '../../src/engine/game.ts';
import { nextBuildHexes } from '../../src/engine/titles/chicago-express/build-options.ts';
import type { CompanyId } from '../../src/engine/titles/chicago-express/companies.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';
import { auctionComponents, bidButtons, clickAction } from '../../src/bot/titles/chicago-express/auctionButtons.ts';
import { companyId, hexId } from '../../src/bot/titles/chicago-express/choices.ts';
import type { LiveGame } from '../../src/bot/services/games.ts';
import { Refusal } from '../../src/bot/services/refusal.ts';
import { def, lcg, playGame, run, started3 } from '../chicago-express/helpers.ts';

const PLAYERS = [
  { id: '111', name: 'Ann' },
  { id: '222', name: 'Bob' },
  { id: '333', name: 'Cid' },
];

function live(game: LoadedGame): LiveGame {
  return { record: { id: '42' } as LiveGame['record'], seats: [], game, actors: [] };
}

describe('auction buttons', () => {
  it('offer Bid min, +1, +2, +5 and Pass before any bid', () => {
    const s = newGame('chicago-express', PLAYERS, { seed: 1 }).state as CxState;
    expect(bidButtons(s)).toEqual([
      { label: 'Bid min ($7)', price: 7 },
      { label: '+1 ($8)', price: 8 },
      { label: '+2 ($9)', price: 9 },
      { label: '+5 ($12)', price: 12 },
      { label: 'Pass', price: null },
    ]);
  });

  it('raise over the high bid, within the bidder’s cash, without duplicates', () => {
    const s = newGame('chicago-express', PLAYERS, { seed: 1 }).state as CxState;
    run(s, [{ type: 'bid', entity: '111', corporation: 'PRR', price: 9 }]);
    expect(bidButtons(s).map((b) => b.label)).toEqual(['Bid min ($10)', '+2 ($11)', '+5 ($14)', 'Pass']);
    s.cash[1] = 11;
    expect(bidButtons(s).map((b) => b.label)).toEqual(['Bid min ($10)', '+2 ($11)', 'Pass']);
    s.cash[1] = 9;
    expect(bidButtons(s).map((b) => b.label)).toEqual(['Pass']);
  });

  it('are components with short, unique ids carrying the game and the log length; none outside auctions', () => {
    const game = newGame('chicago-express', PLAYERS, { seed: 1 });
    const rows = auctionComponents(live(game)) as unknown as { components: { custom_id: string; label: string }[] }[];
    const ids = rows[0]!.components.map((c) => c.custom_id);
    expect(ids).toEqual(['cxa:bid:42:0:7', 'cxa:bid:42:0:8', 'cxa:bid:42:0:9', 'cxa:bid:42:0:12', 'cxa:pass:42:0']);
    const turn = { ...game, state: started3() };
    expect(auctionComponents(live(turn))).toEqual([]);
  });

  it('turn a click into the action, refusing outdated buttons', () => {
    const s = newGame('chicago-express', PLAYERS, { seed: 1 }).state as CxState;
    expect(clickAction(s, 0, 'bid', ['42', '0', '8'], '111')).toEqual({ type: 'bid', entity: '111', corporation: 'PRR', price: 8 });
    expect(clickAction(s, 0, 'pass', ['42', '0'], '111')).toEqual({ type: 'pass', entity: '111' });
    expect(() => clickAction(s, 3, 'pass', ['42', '0'], '111')).toThrow(Refusal);
    expect(() => clickAction(started3(), 0, 'pass', ['42', '0'], 1)).toThrow(/No auction is running/);
  });
});

describe('/build hex options', () => {
  it('match the single-hex builds of legalActions and chain legal second hexes, over random games', () => {
    for (const seed of [5, 17, 23]) {
      const rnd = lcg(seed);
      let checked = 0;
      playGame(3, (choices, state) => {
        const [player] = def.activePlayers(state);
        const legal = def.legalActions(state, player!);
        const builds = legal.filter((c) => c.action.type === 'build');
        for (const id of new Set(builds.map((c) => c.action.corporation as CompanyId))) {
          const singles = builds.filter((c) => c.action.corporation === id && (c.action.hexes as string[]).length === 1).map((c) => (c.action.hexes as string[])[0]);
          const first = nextBuildHexes(state, id);
          expect(first.map((o) => o.hex).sort()).toEqual(singles.sort());
          const hex1 = first[0]!.hex;
          for (const second of nextBuildHexes(state, id, [hex1])) {
            const trial = def.clone(state);
            def.process(trial, { type: 'build', entity: player, corporation: id, hexes: [hex1, second.hex] });
            checked++;
          }
          expect(nextBuildHexes(state, id, ['A2', hex1])).toEqual([]);
        }
        return choices[rnd(choices.length)]!;
      });
      expect(checked).toBeGreaterThan(0);
    }
  });

  it('reads what players type', () => {
    expect(companyId(' b&o ')).toBe('B&O');
    expect(companyId('New York Central')).toBe('NYC');
    expect(hexId('k4 (Pittsburgh)')).toBe('K4');
    expect(hexId('Q8')).toBe('Q8');
  });
});
