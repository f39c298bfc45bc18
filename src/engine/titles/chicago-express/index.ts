// Chicago Express (Queen Games; also "Wabash Cannonball"): 2–6 players, shares auctioned, railways built, cash wins.
import { newRecord } from '../../records.ts';
import { asView, type LegalChoice, type PlayerId, type TitleDefinition } from '../../types.ts';
import { describeState } from './describe.ts';
import { legalChoices } from './legal.ts';
import { END_REASONS } from './end-reasons.ts';
import { narrate } from './narrate.ts';
import { processAction } from './process.ts';
import { setupState, type CxState } from './state.ts';

const chicagoExpress: TitleDefinition<CxState> = {
  id: 'chicago-express',
  titles: ['Chicago Express', 'Wabash Cannonball'],
  displayName: 'Chicago Express',
  minPlayers: 2,
  maxPlayers: 6,
  setup: ({ players }) => setupState(players),
  process: processAction,
  clone: (state) => structuredClone(state),
  activePlayers(state): PlayerId[] {
    if (state.phase === 'finished') return [];
    const seat = state.phase === 'auction' ? state.auction!.toAct : state.turn;
    return [state.players[seat]!.id];
  },
  legalActions: (state, player): LegalChoice[] => legalChoices(state, player),
  // nothing is secret in Chicago Express: everyone's view is a copy of the state
  view: (state) => asView(structuredClone(state)),
  describe: describeState,
  finished: (state) => state.phase === 'finished',
  result(state) {
    const out = newRecord<number>();
    state.players.forEach((p, seat) => (out[String(p.id)] = state.cash[seat]!));
    return out;
  },
  endReason: (state) => state.endReason,
  endWords: END_REASONS,
  narrate,
};

export default chicagoExpress;
