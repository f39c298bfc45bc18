// From the first stock round in the Purple phase (first D bought), corporations never parred leave the game and
// a blocking token takes their home (game.rb new_stock_round, remove_unparred_corporations!,
// place_home_blocking_token): the reserved city, or every city of a home reserved as a whole (E15).
import * as map from '../../18xx/map/index.ts';
import type { MapState } from '../../18xx/map/index.ts';
import type { GameState } from '../../18xx/state.ts';
import { CORPORATIONS, PHASES } from './data.ts';
import { BLOCKER } from './specials.ts';
import { unparredCorporations } from './stock.ts';

export function removeUnparred(state: GameState): string[] {
  if (PHASES[state.phase]?.name !== 'Purple') return [];
  const removed = unparredCorporations(state.corps.filter((c) => CORPORATIONS.some((d) => d.sym === c.sym)));
  const m = state.map as MapState;
  for (const sym of removed) {
    const home = CORPORATIONS.find((c) => c.sym === sym)!.home;
    const hex = m.hexes[home];
    if (hex) {
      const whole = hex.tileReservations?.includes(sym);
      if (whole) hex.tileReservations = hex.tileReservations!.filter((r) => r !== sym);
      hex.tokens.forEach((_slots, city) => {
        const reserved = hex.reservations[city]?.includes(sym);
        if (!whole && !reserved) return;
        if (reserved) hex.reservations[city] = hex.reservations[city]!.map((r) => (r === sym ? null : r)) as (string | null)[];
        try {
          map.placeToken(m, BLOCKER, { hex: home, cityIndex: city }, { skipChecks: true });
        } catch {
          // a full city takes no blocker
        }
      });
    }
    const c = state.corps.find((x) => x.sym === sym)!;
    c.closed = true;
  }
  return removed;
}
