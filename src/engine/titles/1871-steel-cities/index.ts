// 1871 Steel Cities: the title definition. Numbers marked provisional in the data file are modelled
// on 1822 (README): the sealed auctions follow the seed page; the rest is a provisional 1822-style game.
import type { Action, TitleDefinition } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { checkSheet, submitSheet } from './auction.ts';
import { dataVersion, LATEST_DATA_VERSION } from './data/index.ts';
import { describeSteel } from './describe.ts';
import type { SteelEvent } from './events.ts';
import { advance, roundHooks } from './flow.ts';
import { activeSteel, legalSteel } from './legal.ts';
import { processOperating } from './operating.ts';
import { scores } from './scores.ts';
import { processStockTurn } from './stock.ts';
import { setupSteel } from './setup.ts';
import { bidSheet, lastReveal, submitAction } from './sheet.ts';
import type { SteelState } from './state.ts';
import { viewSteel, type SteelView } from './view.ts';
import { ownValue } from '../../records.ts';

function processSteel(state: SteelState, action: Action): SteelEvent[] {
  if (state.finished) throw new RuleError('The game is over.');
  const data = dataVersion(state.dataVersion);
  state.actions += 1;
  let events: SteelEvent[];
  if (action.type === 'sealed_bids' || action.type === 'bid') {
    const key = String(action.entity);
    if (!state.players.some((p) => p.key === key)) throw new RuleError(`${key} is not a player in this game.`);
    const open = state.open;
    if (!open) throw new RuleError('No sealed auction is open.');
    if (action.round !== undefined && action.round !== null && action.round !== open.round) {
      throw new RuleError(`Auction ${String(action.round)} is closed; the open one is ${open.round}.`);
    }
    const sheet =
      action.type === 'bid'
        ? { ...ownValue(open.sheets, key), ...checkSheet(open, { [String(action.company)]: action.price }) }
        : checkSheet(open, action.bids ?? {});
    events = submitSheet(data, state, key, sheet);
  } else if (state.open) {
    throw new RuleError('A sealed auction is open: everyone submits a bid sheet first.');
  } else if (state.round.kind === 'stock') {
    events = processStockTurn(data, state, action).events;
  } else {
    events = processOperating(data, state, action, roundHooks);
  }
  if (state.bank <= 0 && !state.endTrigger) state.endTrigger = 'bank';
  events.push(...advance(data, state));
  return events;
}

const steelCities = {
  id: '1871-steel-cities',
  titles: ['1871 Steel Cities', '1871-steel-cities'],
  displayName: '1871 Steel Cities (provisional: 1822 numbers)',
  minPlayers: dataVersion(LATEST_DATA_VERSION).players.min,
  maxPlayers: dataVersion(LATEST_DATA_VERSION).players.max,
  setup: setupSteel,
  process: (state: SteelState, action: Action) => processSteel(state, action),
  clone: (state: SteelState) => structuredClone(state),
  activePlayers: activeSteel,
  legalActions: legalSteel,
  view: viewSteel,
  describe: describeSteel,
  finished: (state: SteelState) => state.finished,
  result: scores,
  endReason: (state: SteelState) => state.endReason,
  isSecret: (action: Action) => action.type === 'sealed_bids' || action.type === 'bid',
  /** The sheet that completed a sealed auction revealed every sheet: undo stops there. */
  isRevealPoint: (after: SteelState, action: Action) =>
    (action.type === 'sealed_bids' || action.type === 'bid') && after.lastReveal !== null && after.lastReveal.at === after.actions,
  /** Sealed-bid queries for the front end (README "For the sealed side"). */
  sealed: {
    sheet: bidSheet,
    submit: submitAction,
    lastReveal,
  },
  /** Settings a new game should store so it keeps its data version (README "Data versions"). */
  newGameSettings: () => ({ data_version: LATEST_DATA_VERSION }),
} satisfies TitleDefinition<SteelState, SteelView> & Record<string, unknown>;

export default steelCities;
