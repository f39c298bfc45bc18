// 1871 Steel Cities: the title definition. Built so far: the data file, setup, and the sealed
// auctions of the stock rounds. Numbers marked provisional in the data file are modelled on 1822.
import type { Action, LegalChoice, PlayerId, TitleDefinition } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { checkSheet, submitSheet } from './auction.ts';
import { dataVersion, LATEST_DATA_VERSION } from './data/index.ts';
import { describeSteel } from './describe.ts';
import type { SteelEvent } from './events.ts';
import { advance } from './flow.ts';
import { setupSteel } from './setup.ts';
import { bidSheet, lastReveal, submitAction } from './sheet.ts';
import type { SteelState } from './state.ts';
import { viewSteel } from './view.ts';

function processSteel(state: SteelState, action: Action): SteelEvent[] {
  if (state.finished) throw new RuleError('The game is over.');
  const data = dataVersion(state.dataVersion);
  const key = String(action.entity);
  if (!state.players.some((p) => p.key === key)) throw new RuleError(`${key} is not a player in this game.`);
  if (action.type === 'sealed_bids' || action.type === 'bid') {
    const open = state.open;
    if (!open) throw new RuleError('No sealed auction is open.');
    if (action.round !== undefined && action.round !== null && action.round !== open.round) {
      throw new RuleError(`Auction ${String(action.round)} is closed; the open one is ${open.round}.`);
    }
    const sheet =
      action.type === 'bid'
        ? { ...open.sheets[key], ...checkSheet(open, { [String(action.company)]: action.price }) }
        : checkSheet(open, action.bids ?? {});
    const events = submitSheet(data, state, key, sheet);
    if (!state.open) events.push(...advance(data, state));
    return events;
  }
  if (state.round.kind === 'operating') throw new RuleError('Operating rounds of 1871 are not built yet.');
  throw new RuleError(`1871 has no "${action.type}" action now.`);
}

function activeSteel(state: SteelState): PlayerId[] {
  if (state.finished) return [];
  const open = state.open;
  if (open) return open.bidders.filter((p) => !(p in open.sheets)).map((p) => state.players.find((x) => x.key === p)!.id);
  return [];
}

function legalSteel(state: SteelState, player: PlayerId): LegalChoice[] {
  const open = state.open;
  const key = String(player);
  if (!open || !open.bidders.includes(key)) return [];
  const entity = state.players.find((p) => p.key === key)!.id;
  // A sheet has 7^items possibilities: offered here are the empty sheet and every single bid (a
  // `bid` adds one item to the player's sheet); the bid sheet query (sheet.ts) serves whole sheets.
  const out: LegalChoice[] = [{ label: 'Submit: no bids', action: submitAction(state, entity, {}) }];
  for (const item of open.items) {
    for (const price of item.prices) {
      out.push({ label: `Bid ${price} on ${item.id} (class ${item.bidClass})`, action: { type: 'bid', entity, entity_type: 'player', round: open.round, company: item.id, price } });
    }
  }
  return out;
}

function scores(state: SteelState): Record<string, number> {
  // Provisional until the operating game exists: cash − loan + what each holding cost at auction.
  return Object.fromEntries(
    state.players.map((p) => [
      p.key,
      p.cash - p.loan + Object.values(state.companies).reduce((s, c) => s + (c.owner === p.key ? (c.paid ?? 0) : 0), 0),
    ]),
  );
}

const steelCities = {
  id: '1871-steel-cities',
  titles: ['1871 Steel Cities', '1871-steel-cities'],
  displayName: '1871 Steel Cities',
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
  /** Sealed-bid queries for the front end (README "For the sealed side"). */
  sealed: {
    sheet: bidSheet,
    submit: submitAction,
    lastReveal,
  },
  /** Settings a new game should store so it keeps its data version (README "Data versions"). */
  newGameSettings: () => ({ data_version: LATEST_DATA_VERSION }),
} satisfies TitleDefinition<SteelState> & Record<string, unknown>;

export default steelCities;
