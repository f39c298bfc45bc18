// Operating rounds (provisional, 1822 model, with the seed's own rules where it has them). At the
// start of each operating round the bank pays each private's revenue to its owner. Then the minors
// operate in bid-number order and the floated majors by share price, highest first. A turn:
// track (lays by lays.ts) → token (majors: one token of a shape they have left) → run (the best
// routes, runs.ts; pay out or withhold) → trains (buy from the depot; a company without a train must
// buy one). `pass` ends the step; the token, run and train steps are skipped when nothing is possible
// there, the track step when no further lay is allowed or possible.
import type { SteelPublic } from './state.ts';
import { RuleError, type Action } from '../../types.ts';
import { currentTile, layTile, legalTileLays, placeToken, tokenableCities, tileDef, type TileColor } from '../../18xx/map/index.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelEvent } from './events.ts';
import { layRefusal, mayLayMore, type LayKind } from './lays.ts';
import { rekeyTokenShapes, tokenKey } from './map.ts';
import { isEndCell, moveLeft, moveRight } from './market.ts';
import { actorOf, addTreasury, operatorKind, tokenCounts, treasuryOf } from './operators.ts';
import { playerByKey } from './players.ts';
import { abilitiesFor, abilityLays, abilityOf, abilityRefusal, closePrivate } from './privates.ts';
import type { Shape } from './revenue.ts';
import { bestRun } from './runs.ts';
import { sharePrice } from './majors.ts';
import type { OperatingTurn, SteelState } from './state.ts';
import { buyableTrains, buyTrain, mustBuyTrain } from './trains.ts';
import { hasKey } from '../../records.ts';

type Hooks = { endOfRound: (data: SteelData, state: SteelState) => SteelEvent[] };

export function orTurn(state: SteelPublic): OperatingTurn {
  if (state.round.kind !== 'operating') throw new RuleError('No company is operating now.');
  return state.round.turn;
}

export function operatorNow(state: SteelPublic): string | null {
  if (state.round.kind !== 'operating') return null;
  const t = state.round.turn;
  return t.order[t.index] ?? null;
}

function phaseColors(data: SteelData, state: SteelPublic): TileColor[] {
  return data.phases.list.find((p) => p.name === state.phase)!.tiles as TileColor[];
}

export function operatingOrder(data: SteelData, state: SteelPublic): string[] {
  const minors = Object.values(state.companies)
    .filter((c) => c.type === 'minor' && c.status === 'owned')
    .sort((a, b) => a.bidNumber - b.bidNumber)
    .map((c) => c.id);
  const majors = Object.values(state.majors)
    .filter((m) => m.floated)
    .sort((a, b) => sharePrice(data, b) - sharePrice(data, a) || a.id.localeCompare(b.id))
    .map((m) => m.id);
  return [...minors, ...majors];
}

export function startOperatingRound(data: SteelData, state: SteelState, set: number, number: number, hooks: Hooks): SteelEvent[] {
  if (number === 1) state.setLength = data.phases.list.find((p) => p.name === state.phase)!.operating_rounds;
  const events: SteelEvent[] = [{ type: 'round_started', round: 'operating', number: `${set}.${number}` }];
  for (const c of Object.values(state.companies)) {
    if (c.type !== 'private' || c.status !== 'owned') continue;
    const revenue = data.companies.privates.find((p) => p.id === c.id)!.revenue;
    playerByKey(state, c.owner!).cash += revenue;
    state.bank -= revenue;
    events.push({ type: 'private_revenue', company: c.id, owner: c.owner!, amount: revenue });
  }
  state.round = { kind: 'operating', set, number, turn: { order: operatingOrder(data, state), index: -1, step: 'track', lays: [] } };
  return [...events, ...nextOperator(data, state, hooks)];
}

function nextOperator(data: SteelData, state: SteelState, hooks: Hooks): SteelEvent[] {
  const turn = orTurn(state);
  turn.index += 1;
  turn.step = 'track';
  turn.lays = [];
  delete turn.run;
  const op = turn.order[turn.index];
  if (op === undefined) return hooks.endOfRound(data, state);
  return [{ type: 'operating', entity: op, president: actorOf(state, op) }, ...settle(data, state, hooks)];
}

/** Tile lays the operator may make now (map-legal, affordable, allowed by the lay rules). */
export function tileChoices(data: SteelData, state: SteelPublic, op: string) {
  const turn = orTurn(state);
  const kind = operatorKind(state, op);
  if (!mayLayMore(data, state.phase, kind, turn.lays)) return [];
  const cash = treasuryOf(state, op);
  return legalTileLays(state.map, op, phaseColors(data, state)).filter(
    (l) => l.cost <= cash && layRefusal(data, state.phase, kind, turn.lays, layKind(state, l.hex, l.tile)) === null,
  );
}

/** Lays a private's ability allows the operator now (privates.ts), with what each costs. */
export function privateLayChoices(data: SteelData, state: SteelPublic, op: string) {
  const turn = orTurn(state);
  if (turn.step !== 'track') return [];
  const kind = operatorKind(state, op);
  const cash = treasuryOf(state, op);
  return abilitiesFor(data, state, op).flatMap(({ company, ability }) =>
    abilityLays(state, op, ability, phaseColors(data, state))
      .map((l) => ({ ...l, company, cost: ability.type === 'terrain_discount' ? 0 : l.cost }))
      .filter((l) => l.cost <= cash && (ability.type === 'extra_tile_lay' || layRefusal(data, state.phase, kind, turn.lays, layKind(state, l.hex, l.tile)) === null)),
  );
}

/** The track step stays open while a lay is possible: by the lay rules, or a private's extra lay. */
function trackOpen(data: SteelData, state: SteelPublic, op: string): boolean {
  const turn = orTurn(state);
  return mayLayMore(data, state.phase, operatorKind(state, op), turn.lays) || abilitiesFor(data, state, op).some((a) => a.ability.type === 'extra_tile_lay');
}

export function layKind(state: SteelPublic, hex: string, tile: string): LayKind {
  const def = tileDef(state.map, tile.split('-')[0]!);
  const { def: current } = currentTile(state.map, hex);
  return { upgrade: current.color !== 'white', tokenable: def.cities.length > 0, town: def.towns.length > 0 };
}

/** Cities (with the shapes left) where the operator may place a token now. */
export function tokenChoices(data: SteelData, state: SteelPublic, op: string): { city: string; hex: string; index: number; shape: Shape }[] {
  const m = state.majors[op];
  if (!m || treasuryOf(state, op) < data.companies.token_cost) return [];
  const counts = tokenCounts(data, op);
  const shapes = (['square', 'round'] as Shape[]).filter((s) => m.tokensUsed[s] < counts[s]);
  if (!shapes.length) return [];
  return tokenableCities(state.map, op).flatMap((c) => shapes.map((shape) => ({ city: c.id, hex: c.hex, index: c.city, shape })));
}

/** Skips steps with nothing to decide. */
function settle(data: SteelData, state: SteelState, hooks: Hooks): SteelEvent[] {
  const turn = orTurn(state);
  const op = turn.order[turn.index]!;
  // the track step stays open while the lay rules allow a lay and some lay is possible (nobody is asked
  // to pass a step with nothing to do)
  if (turn.step === 'track' && (!trackOpen(data, state, op) || (!tileChoices(data, state, op).length && !privateLayChoices(data, state, op).length))) {
    turn.step = 'token';
  }
  if (turn.step === 'token' && !tokenChoices(data, state, op).length) turn.step = 'run';
  if (turn.step === 'run') turn.run ??= bestRun(data, state, op);
  if (turn.step === 'run' && turn.run!.revenue === 0) {
    const events = pay(data, state, op, 0, 'withhold');
    turn.step = 'train';
    return [...events, ...settle(data, state, hooks)];
  }
  if (turn.step === 'train' && !buyableTrains(data, state, op).length) return nextOperator(data, state, hooks);
  return [];
}

function pay(data: SteelData, state: SteelPublic, op: string, revenue: number, kind: 'payout' | 'withhold'): SteelEvent[] {
  const m = state.majors[op];
  state.bank -= revenue;
  if (!m) {
    const owner = playerByKey(state, state.companies[op]!.owner!);
    const toOwner = kind === 'payout' ? Math.floor(revenue / 2) : 0;
    owner.cash += toOwner;
    addTreasury(state, op, revenue - toOwner);
    // a minor has no shares: its owner's half and what it keeps
    if (!revenue) return [];
    return [kind === 'payout' ? { type: 'dividend', entity: op, kind: 'half', revenue, perShare: 0, payouts: [{ to: owner.key, amount: toOwner }], kept: revenue - toOwner } : { type: 'dividend', entity: op, kind: 'withhold', revenue, perShare: 0 }];
  }
  const from = sharePrice(data, m);
  let perShare = 0;
  const payouts: { to: string; amount: number }[] = [];
  let kept: number | undefined;
  if (kind === 'payout' && revenue > 0) {
    perShare = Math.floor(revenue / 10);
    let paid = 0;
    for (const [holder, units] of Object.entries(m.shares)) {
      if (holder === 'ipo' || holder === 'pool' || !units) continue;
      playerByKey(state, holder).cash += units * perShare;
      paid += units * perShare;
      payouts.push({ to: holder, amount: units * perShare });
    }
    m.treasury += revenue - paid;
    // the shares no player holds (IPO, market) and any odd dollars: the major keeps them
    kept = revenue - paid;
    m.cell = moveRight(data, m.cell!);
  } else {
    m.treasury += revenue;
    m.cell = moveLeft(data, m.cell!);
  }
  if (isEndCell(data, m.cell!)) state.endTrigger ??= 'market';
  payouts.sort((a, b) => b.amount - a.amount);
  return [{ type: 'dividend', entity: op, kind, revenue, perShare, priceFrom: from, priceTo: sharePrice(data, m), ...(kind === 'payout' && revenue > 0 ? { payouts, kept } : {}) }];
}

function expectOperator(state: SteelPublic, action: Action): string {
  const op = operatorNow(state);
  if (!op || String(action.entity) !== op) throw new RuleError(`It is ${op ?? 'nobody'}'s turn to operate, not ${String(action.entity)}'s.`);
  return op;
}

export function processOperating(data: SteelData, state: SteelState, action: Action, hooks: Hooks): SteelEvent[] {
  const op = expectOperator(state, action);
  const turn = orTurn(state);
  const events: SteelEvent[] = [];
  switch (action.type) {
    case 'lay_tile': {
      if (turn.step !== 'track') throw new RuleError('The track step is over.');
      const hex = String(action.hex);
      const tile = String(action.tile);
      if (!hasKey(state.map.hexes, hex)) throw new RuleError(`There is no hex ${hex}.`);
      let kind: LayKind;
      try {
        kind = layKind(state, hex, tile);
      } catch (err) {
        throw new RuleError(err instanceof Error ? err.message : String(err));
      }
      // a private's ability (privates.ts): the extra lay skips the lay rules; the discount waives the terrain
      const company = action.company === undefined || action.company === null ? null : String(action.company);
      const ability = company ? abilityOf(data, state, op, company) : null;
      const abilityWhy = ability ? abilityRefusal(state, ability, hex, tile) : null;
      if (abilityWhy) throw new RuleError(abilityWhy);
      const why = ability?.type === 'extra_tile_lay' ? null : layRefusal(data, state.phase, operatorKind(state, op), turn.lays, kind);
      if (why) throw new RuleError(why);
      let result;
      try {
        result = layTile(state.map, { hex, tile, rotation: Number(action.rotation) }, { corporation: op, phaseColors: phaseColors(data, state) });
      } catch (err) {
        throw new RuleError(err instanceof Error ? err.message : String(err));
      }
      const cost = ability?.type === 'terrain_discount' ? 0 : result.cost;
      // a refused action leaves no trace: the engine processes a copy of the state
      if (cost > treasuryOf(state, op)) throw new RuleError(`${op} cannot pay ${cost} for the terrain.`);
      rekeyTokenShapes(state.map, state.tokenShapes, hex);
      addTreasury(state, op, -cost);
      state.bank += cost;
      if (ability?.type !== 'extra_tile_lay') turn.lays.push(kind);
      events.push({ type: 'tile_laid', entity: op, hex, tile: result.tileId, rotation: Number(action.rotation), cost });
      if (company) events.push(...closePrivate(state, company));
      break;
    }
    case 'place_token': {
      if (turn.step !== 'track' && turn.step !== 'token') throw new RuleError('The token step is over.');
      const shape = String(action.shape) as Shape;
      const pick = tokenChoices(data, state, op).find((c) => c.city === String(action.city) && c.shape === shape);
      if (!pick) throw new RuleError(`${op} cannot place a ${shape} token in ${String(action.city)} now.`);
      placeToken(state.map, op, { hex: pick.hex, cityIndex: pick.index });
      state.tokenShapes[tokenKey(pick.hex, pick.index, op)] = shape;
      state.majors[op]!.tokensUsed[shape] += 1;
      addTreasury(state, op, -data.companies.token_cost);
      state.bank += data.companies.token_cost;
      events.push({ type: 'token_placed', entity: op, city: pick.city, hex: pick.hex, cost: data.companies.token_cost });
      turn.step = 'run';
      break;
    }
    case 'dividend': {
      if (turn.step === 'train') throw new RuleError(`${op} has already run this turn.`);
      const kind = action.kind === 'withhold' ? 'withhold' : action.kind === 'payout' ? 'payout' : null;
      if (!kind) throw new RuleError('Choose payout or withhold.');
      turn.step = 'run';
      const run = (turn.run ??= bestRun(data, state, op));
      events.push({ type: 'run', entity: op, revenue: run.revenue, trains: run.runs.map((r) => ({ train: r.train, revenue: r.revenue })) });
      events.push(...pay(data, state, op, run.revenue, kind));
      turn.step = 'train';
      break;
    }
    case 'buy_train': {
      if (turn.step !== 'train') throw new RuleError(`${op} buys trains after it has run.`);
      events.push(...buyTrain(data, state, op, String(action.train)));
      break;
    }
    case 'pass': {
      if (turn.step === 'run') throw new RuleError(`${op} must pay out or withhold its revenue.`);
      if (turn.step === 'train') {
        if (mustBuyTrain(data, state, op)) throw new RuleError(`${op} has no train and must buy one.`);
        return [...events, ...nextOperator(data, state, hooks)];
      }
      turn.step = turn.step === 'track' ? 'token' : 'run';
      break;
    }
    default:
      throw new RuleError(`In an operating round 1871 has no "${action.type}" action.`);
  }
  return [...events, ...settle(data, state, hooks)];
}
