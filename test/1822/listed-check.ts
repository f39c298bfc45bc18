// The check behind test/1822/listed*.test.ts (split in three files so that the two test workers share its games):
// legalActions lists every move the engine accepts (the bot's panels and tools/18xx-diff offer only listed moves):
// along each real 1822 game, as far as our engine takes it (to the first action it refuses: a move not built
// yet), every logged move is among the acting players' listed ones — modulo its details: a bid's price (the
// minimum is listed), a run's routes (the best run is listed: it pays at least the logged one), which copy of a
// train or tile (18xx.games takes the depot's next train; a log may name another copy of a tile), which free slot
// of a city a token takes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions, isChat } from '../../src/engine/log.ts';
import '../../src/titles.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { distinctRotations, type MapState } from '../../src/engine/18xx/map/index.ts';

export const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
/** The long games checked in listed-a and listed-b (the rest in listed.test.ts): about a third of the time each. */
export const SPLIT: Record<string, string> = { '1822-33845.json': 'a', '1822-discard_trains_after_sr_export.json': 'b', '1822-game_end_stock_market.json': 'b' };

/** Fields that are bookkeeping, not the move. */
// (a token's `tokener`: who placed it, 18xx.games' record beside the entity)
const BOOKKEEPING = new Set(['id', 'created_at', 'user', 'auto_actions', 'original_id', 'share_price', 'tokener']);
const revenueOf = (a: Action) => ((a.routes as { revenue?: number }[]) ?? []).reduce((n, r) => n + (r.revenue ?? 0), 0);
const copyOf = (train: unknown) => String(train).split('-')[0];

/** The destination bonus 18xx.games wrote in a run's words ("G12-E6-H5 (£20)"), 0 without one. */
function destinationBonus(a: Action): number {
  const words = ((a.routes as { revenue_str?: string }[]) ?? []).map((r) => r.revenue_str ?? '').join(' ');
  const m = /\(£(\d+)\)/.exec(words);
  return m ? Number(m[1]) : 0;
}

/**
 * The shares of a move, each as its holder and size before the move: 18xx.games takes any of a holder's like
 * shares (a bundle of the treasury's or the market's), so the listing names one of them, maybe in another order.
 */
type Holders = (ids: unknown) => string;

function sameMove(listed: Action, logged: Action, holders: Holders, map: MapState): boolean {
  if (listed.type !== logged.type || String(listed.entity) !== String(logged.entity)) return false;
  // (the listing's search is exact under our rules; a logged run with a destination bonus may be written higher: runs
  // taken as written, E routes both engines refuse or revenues 18xx.games itself values lower live, runs-along.rb)
  if (logged.type === 'run_routes') return revenueOf(listed) >= revenueOf(logged) || (destinationBonus(logged) > 0 && revenueOf(listed) >= revenueOf(logged) - destinationBonus(logged));
  for (const [k, v] of Object.entries(logged)) {
    if (BOOKKEEPING.has(k)) continue;
    if (k === 'entity') continue;
    if (k === 'price' && logged.type === 'bid') {
      if (Number(listed.price) > Number(v)) return false;
      continue;
    }
    if ((k === 'train' || k === 'exchange' || k === 'tile') && copyOf(listed[k]) === copyOf(v)) continue;
    // (which free slot of the same city: 18xx.games takes the one clicked, the listing offers one of them)
    if (k === 'slot' && logged.type === 'place_token' && listed.city === logged.city) continue;
    // (a rotation laying the same track as the logged one: the listing offers each distinct way once)
    if (k === 'rotation' && logged.type === 'lay_tile' && copyOf(listed.tile) === copyOf(logged.tile) && distinctRotations(map, String(logged.tile), [Number(listed.rotation), Number(v)]).length === 1) continue;
    if (k === 'variant' && listed.variant === undefined && v === copyOf(logged.train)) continue;
    if (k === 'shares' && holders(listed.shares) === holders(v)) continue;
    if (JSON.stringify(listed[k]) !== JSON.stringify(v)) return false;
  }
  return true;
}

/**
 * Another operator's train is listed at a few prices of its window (lowest, the buyer's cash, highest): any between is
 * open. (Like trains of one operator are listed once, under one of their ids, as sameMove reads a train's copy.)
 */
function withinListedPrices(listed: Action[], logged: Action): boolean {
  if (logged.type !== 'buy_train' || logged.exchange) return false;
  const prices = listed.filter((l) => l.type === 'buy_train' && copyOf(l.train) === copyOf(logged.train) && !l.exchange).map((l) => Number(l.price));
  return prices.length > 0 && Number(logged.price) >= Math.min(...prices) && Number(logged.price) <= Math.max(...prices);
}


/** The listing check over the real games `games` (file names in next-titles). */
export function describeListed(games: readonly string[]): void {
describe('1822 legalActions list every logged move of the real games, as far as the engine is built', () => {
  for (const file of games) {
    // (the games run to their ends: 1822-33845 takes ~13 s of CPU, its late runs listed in at most ~0.2 s each)
    it(file, { timeout: 600_000 }, () => {
      const log = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
      const game = newGame(log.title, log.players, log.settings);
      const missing: string[] = [];
      let checked = 0;
      for (const a of effectiveActions(log.actions)) {
        // (an end by hand is the table's, not a game move)
        if (a.type === 'end_game') break;
        const moves = !(isChat(a) || a.type.startsWith('program_'));
        const listed = moves ? game.def.activePlayers(game.state).flatMap((p) => game.def.legalActions(game.state, p)) : [];
        const before = new Map((game.state as GameState).shares.map((x) => [x.id, `${x.owner}:${x.corp}:${x.percent}`]));
        const holders: Holders = (ids) => (Array.isArray(ids) ? ids.map((id) => before.get(String(id)) ?? String(id)).sort().join(',') : '');
        try {
          game.def.process(game.state, a);
          for (const auto of a.auto_actions ?? []) game.def.process(game.state, auto);
        } catch {
          // the first move not built yet: the engine refuses it, so it need not be listed
          break;
        }
        if (!moves) continue;
        checked++;
        if (!listed.some((c) => sameMove(c.action, a, holders, (game.state as GameState).map as MapState)) && !withinListedPrices(listed.map((c) => c.action), a)) missing.push(`${a.id} ${JSON.stringify(a).slice(0, 160)}`);
      }
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(10);
    });
  }
});
}
