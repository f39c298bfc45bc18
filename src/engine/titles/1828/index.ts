// 1828 (18xx.games "1828.Games") on the shared 18xx engine.
import type { Ctx } from '../../18xx/context.ts';
import type { TitleConfig } from '../../18xx/config.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import type { GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import { initialRevenue } from './auction-round.ts';
import { CP_TRAIN_NAME, config1828 } from './config.ts';
import { CP_MINOR, MAX_PLAYERS, MIN_PLAYERS, TITLE } from './data.ts';
import { map1828 } from './map.ts';
import { consentNeeded1828 } from './queries/consent.ts';
import { syncCoalfields } from './specials.ts';
import { rules1828 } from './rules.ts';
import { auctionCompanies, depotTrains, privatesToRemove } from './setup.ts';
import { newState1828, type State1828 } from './state.ts';
import { mergerOf } from './merger-round.ts';

/** The data with a game's systems, per list of systems (a new system replaces the list; a token change edits its entry). */
const withSystems = new WeakMap<object, TitleConfig>();

export function ctx1828(state?: GameState): Ctx {
  const systems = state ? (state.title as unknown as State1828).systemDefs : undefined;
  // systems join the corporations' data (their tokens) once they exist
  let cfg = config1828;
  if (systems?.length) {
    cfg = withSystems.get(systems) ?? { ...config1828, corporations: [...config1828.corporations, ...systems] };
    withSystems.set(systems, cfg);
  }
  return { cfg, map: map1828, rules: rules1828, events: new EventLog() };
}

function setup(seed: number, players: { id: string | number; name: string }[], options: Record<string, unknown>): GameState {
  const removed = privatesToRemove(seed, players.length, { ensureGoodPrivates: ((options.optional_rules as string[] | undefined) ?? []).includes('ensure_good_privates') });
  const own = newState1828(auctionCompanies(removed), initialRevenue());
  const ctx = ctx1828();
  const state = setupGame(ctx, seed, players, { title: own as unknown as Record<string, unknown> });
  for (const c of state.companies) if (removed.includes(c.sym)) c.closed = true;
  // the depot without C&P's 2-1 (its own train) and, below five players, the last 6
  const depot = new Set(depotTrains(players.length));
  for (const t of state.trains) if (t.id === CP_MINOR.train) Object.assign(t, { owner: CP_MINOR.sym, name: CP_TRAIN_NAME });
  // a removed train is not in the game at all (a 'gone' one would count as already bought for phase changes)
  state.trains = state.trains.filter((t) => t.id === CP_MINOR.train || depot.has(t.id));
  state.upcoming = state.upcoming.filter((id) => depot.has(id));
  // the C&P minor: an operator with its own token on C15 and train, floated when its private is bought
  state.corps.push({ sym: 'C&P', ipoed: true, floated: false, parPrice: null, cell: null, tokensUsed: 1, trains: ['2-1'], president: null, everOperated: false, closed: false });
  map1828.placeHomeToken(state, 'C&P');
  syncCoalfields(state);
  return state;
}

export default makeDefinition({
  id: '1828',
  titles: [TITLE],
  displayName: '1828',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  ctxOf: (state) => ctx1828(state),
  setup: ({ seed, players, options }) => setup(seed, players, options),
  consentNeeded: consentNeeded1828,
  // a choose with no merger running starts one ("you may … start a merger"); within one it answers its question
  moveKind: (action, state) => (action.type === 'choose' && !mergerOf(state as GameState) ? 'choose:start' : action.type),
  moveWords: { 'choose:start': 'start a merger' },
});
