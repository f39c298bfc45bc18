// A new 1871 game from the data version its settings name (see data/index.ts).
import type { SetupInput } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { dataVersion } from './data/index.ts';
import { createMap } from '../../18xx/map/index.ts';
import type { SteelState } from './state.ts';
import { startStockRound } from './flow.ts';
import { mapIdOf, steelMapDef } from './map.ts';
import { newMajor } from './majors.ts';

export function setupSteel({ players, options }: SetupInput): SteelState {
  const version = typeof options.data_version === 'string' ? options.data_version : undefined;
  const data = dataVersion(version);
  const cash = data.money.starting_cash[String(players.length)];
  if (cash === undefined) throw new RuleError(`1871 Steel Cities takes ${data.players.min}–${data.players.max} players, not ${players.length}.`);
  // (a major's shares are kept by holder: 'ipo', 'pool' and the players)
  const taken = players.find((p) => ['ipo', 'pool'].includes(String(p.id)));
  if (taken) throw new RuleError(`A player's id may not be "${String(taken.id)}": the game uses that name itself.`);
  steelMapDef(data); // registers this version's map with the map mechanism
  const companies: SteelState['companies'] = {};
  const add = (id: string, type: 'private' | 'minor' | 'paper', bidNumber: number) => {
    companies[id] = { id, type, bidNumber, owner: null, status: 'available', treasury: 0, paid: null };
  };
  for (const p of data.companies.privates) add(p.id, 'private', p.bid_number);
  for (const m of data.companies.minors) add(m.id, 'minor', m.bid_number);
  for (const c of data.companies.paper) add(c.id, 'paper', c.bid_number);
  const state: SteelState = {
    dataVersion: data.version,
    players: players.map((p) => ({ id: p.id, key: String(p.id), name: p.name, cash, loan: 0 })),
    bank: data.money.bank - cash * players.length,
    phase: 'I',
    // Provisional (auction_house.bidding_order_track = seat_order): the track starts in seat order.
    track: players.map((p) => String(p.id)),
    companies,
    majors: Object.fromEntries(data.companies.majors.map((m) => [m.id, newMajor(m.id)])),
    trains: [],
    depot: Object.fromEntries(data.trains.list.map((t) => [t.name, t.count])),
    trainSeq: 0,
    map: createMap(mapIdOf(data)),
    tokenShapes: {},
    setLength: 1,
    endTrigger: null,
    round: { kind: 'stock', number: 1, auctions: [], auction: 0, step: 'auction', passes: 0, turn: 0 },
    open: null,
    lastReveal: null,
    reveals: 0,
    actions: 0,
    finished: false,
    endReason: null,
  };
  startStockRound(data, state, 1);
  return state;
}
