// The opening both the operating and the private-ability tests start from.
import '../../src/titles.ts';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';

export const players = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() }));

/** Stock round 1: Ann wins M1 (Pittsburgh, square token), Ben M4 (Detroit, round), Cid the PRR paper company. */
export function afterFirstStockRound(dataVersion = '1'): LoadedGame {
  let g = newGame('1871-steel-cities', players, { seed: 1, data_version: dataVersion });
  const sheet = (who: string, bids: Record<string, number>) => (g = applyAction(g, { type: 'sealed_bids', entity: who, entity_type: 'player', bids }));
  sheet('a', { M1: 100 });
  sheet('b', { M4: 100 });
  sheet('c', {});
  sheet('a', {});
  sheet('b', {});
  sheet('c', { C1: 100 });
  return g;
}
