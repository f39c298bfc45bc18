// What a player may do now, with labels: the same predicates the processing checks (auction.ts,
// stock.ts, operating.ts, trains.ts) list the choices here.
import { rotationWords } from '../../18xx/map/index.ts';
import type { Action, LegalChoice, PlayerId } from '../../types.ts';
import { dataVersion } from './data/index.ts';
import { actorOf, trainsOf } from './operators.ts';
import { operatorNow, orTurn, privateLayChoices, tileChoices, tokenChoices } from './operating.ts';
import { abilityLabel } from './privates.ts';
import { bestRun } from './runs.ts';
import { companyName, submitAction } from './sheet.ts';
import type { SteelState } from './state.ts';
import { stockActor, stockChoices } from './stock.ts';
import { buyableTrains, mustBuyTrain } from './trains.ts';
import { hasKey } from '../../records.ts';
import { getMapDef } from '../../18xx/map/index.ts';

export function activeSteel(state: SteelState): PlayerId[] {
  if (state.finished) return [];
  const idOf = (key: string) => state.players.find((p) => p.key === key)!.id;
  const open = state.open;
  if (open) return open.bidders.filter((p) => !hasKey(open.sheets, p)).map(idOf);
  const stock = stockActor(state);
  if (stock) return [idOf(stock)];
  const op = operatorNow(state);
  return op ? [idOf(actorOf(state, op))] : [];
}

export function legalSteel(state: SteelState, player: PlayerId): LegalChoice[] {
  const key = String(player);
  if (!activeSteel(state).some((p) => String(p) === key)) return [];
  const data = dataVersion(state.dataVersion);
  const entity = state.players.find((p) => p.key === key)!.id;
  const open = state.open;
  if (open) {
    // A sheet has 7^items forms: offered here are the empty sheet and every single bid (a `bid` adds
    // one item to the player's sheet); the bid sheet query (sheet.ts) serves whole sheets.
    const out: LegalChoice[] = [{ label: 'Submit: no bids', action: submitAction(state, entity, {}) }];
    for (const item of open.items) {
      for (const price of item.prices) {
        out.push({ label: `Bid $${price} on ${companyName(data, item.id)} (class ${item.bidClass})`, action: { type: 'bid', entity, entity_type: 'player', round: open.round, company: item.id, price } });
      }
    }
    return out;
  }
  if (stockActor(state) === key) {
    return [...stockChoices(data, state, key), { label: 'Pass', action: { type: 'pass', entity, entity_type: 'player' } }];
  }
  const op = operatorNow(state)!;
  // every operator by name (a minor's, a major's)
  const name = companyName(data, op);
  const turn = orTurn(state);
  // a hex as players find it on the map: "G11 Wheeling"
  const hexes = getMapDef(state.map.mapId).hexes;
  const at = (hex: string) => (hexes[hex]?.locationName ? `${hex} ${hexes[hex].locationName}` : hex);
  const as = (a: Omit<Action, 'entity'>): Action => ({ ...a, entity: op, entity_type: state.majors[op] ? 'corporation' : 'minor' }) as Action;
  const out: LegalChoice[] = [];
  if (turn.step === 'track') {
    for (const lay of tileChoices(data, state, op).slice(0, 40)) {
      for (const rotation of lay.rotations) {
        out.push({ label: `${name} lays tile ${lay.tile} on ${at(lay.hex)}${rotationWords(state.map, lay.tile, lay.rotations, rotation)}${lay.cost ? `, for $${lay.cost}` : ''}`, action: as({ type: 'lay_tile', hex: lay.hex, tile: lay.tile, rotation }) });
      }
    }
    for (const lay of privateLayChoices(data, state, op).slice(0, 20)) {
      for (const rotation of lay.rotations) {
        out.push({
          label: `${name} lays tile ${lay.tile} on ${at(lay.hex)}${rotationWords(state.map, lay.tile, lay.rotations, rotation)}, with ${companyName(data, lay.company)} (${abilityLabel(data, lay.company)})${lay.cost ? `, for $${lay.cost}` : ''}`,
          action: as({ type: 'lay_tile', hex: lay.hex, tile: lay.tile, rotation, company: lay.company }),
        });
      }
    }
    out.push({ label: `${name}: done laying track`, action: as({ type: 'pass' }) });
  } else if (turn.step === 'token') {
    for (const c of tokenChoices(data, state, op)) {
      out.push({ label: `${name} places a ${c.shape === 'square' ? 'square (freight)' : 'round (passenger)'} token in ${at(c.hex)} for $${data.companies.token_cost}`, action: as({ type: 'place_token', city: c.city, shape: c.shape }) });
    }
    out.push({ label: `${name}: no token`, action: as({ type: 'pass' }) });
  } else if (turn.step === 'run') {
    const revenue = (turn.run ?? bestRun(data, state, op)).revenue;
    out.push({ label: `${name} runs for $${revenue} and pays out`, action: as({ type: 'dividend', kind: 'payout' }) });
    out.push({ label: `${name} runs for $${revenue} and withholds`, action: as({ type: 'dividend', kind: 'withhold' }) });
  } else {
    for (const t of buyableTrains(data, state, op)) {
      out.push({ label: `${name} buys a ${t.name}-train for $${t.price}`, action: as({ type: 'buy_train', train: t.name }) });
    }
    const trains = trainsOf(state, op).length;
    if (!mustBuyTrain(data, state, op)) out.push({ label: `${name}: buy no train (it has ${trains === 1 ? 'one train' : `${trains} trains`})`, action: as({ type: 'pass' }) });
  }
  return out;
}
