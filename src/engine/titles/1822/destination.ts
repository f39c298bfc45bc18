// A major's destination token (18xx.games' DestinationToken step): every major but the LNWR (whose token goes to
// its destination with its home token) holds one until it places it on its destination hex, once connected to
// its home; each turn the step asks, and a pass leaves it for later. Placing it is not built yet (README).
import type { Step } from '../../18xx/context.ts';
import { currentCorp, expectOperator, jumpTo } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import { RuleError } from '../../types.ts';
import { placeToken, type MapState } from '../../18xx/map/index.ts';
import { graphCleared } from '../../18xx/token-graph.ts';
import { corp1822 } from './data.ts';
import { own1822 } from './state.ts';

/** The major whose destination token is placed with its home token (18xx.games TWO_HOME_CORPORATION). */
export const TWO_HOMES = 'LNWR';

/**
 * Puts a major's destination token in its destination hex's first city, free and unchecked: the first free
 * unreserved slot, else a slot of its own (18xx.games place_destination_token, a "cheater" token).
 */
export function placeDestinationToken(state: GameState, corp: string): void {
  const hex = corp1822(own1822(state).scenario, corp).destination;
  if (!hex) return;
  graphCleared(state);
  placeToken(state.map as MapState, corp, { hex, cityIndex: 0 }, { skipChecks: true });
  (own1822(state).destinations ??= []).push(corp);
}

function holdsDestinationToken(state: GameState, corp: string): boolean {
  const c = corpOf(state, corp);
  if (c.type !== 'major' || corp === TWO_HOMES) return false;
  if (!corp1822(own1822(state).scenario, corp).destination) return false;
  return !(own1822(state).destinations ?? []).includes(corp);
}

export const destinationStep: Step = {
  id: 'destination',
  actions: ['hex_token'],
  inSequence: true,
  active: (state) => holdsDestinationToken(state, currentCorp(state)),
  choices: () => [],
  process(state, ctx, action) {
    expectOperator(state, String(action.entity ?? ''));
    jumpTo(state, ctx, 'destination');
    throw new RuleError('Placing a destination token is not built yet for 1822.');
  },
};
