// The train depot (data `trains`): the trains of the lowest phase with any left are for sale; the
// first train of a later phase starts that phase, which rusts the trains that rust on it, lowers
// train limits (excess trains leave the game, cheapest first) and closes unconverted paper
// companies from `conversion.paper_closes_on`. A company without a train must buy one: if its
// treasury is short, its president pays the rest, borrowing from the bank what they lack (loans.ts).
import { RuleError } from '../../types.ts';
import type { SteelPublic } from './view.ts';
import type { SteelData } from './data/schema.ts';
import { PHASE_NAMES } from './data/schema.ts';
import type { SteelEvent } from './events.ts';
import { takeLoan } from './loans.ts';
import { actorOf, addTreasury, mayRunClass, operatorKind, trainsOf, treasuryOf } from './operators.ts';
import { playerByKey } from './players.ts';
import type { SteelState } from './state.ts';

export type TrainDef = SteelData['trains']['list'][number];

export function trainDef(data: SteelData, name: string): TrainDef {
  const t = data.trains.list.find((x) => x.name === name);
  if (!t) throw new RuleError(`There is no ${name} train.`);
  return t;
}

const phaseIndex = (p: string) => PHASE_NAMES.indexOf(p as (typeof PHASE_NAMES)[number]);

/** Train types the depot sells now. */
export function depotOffer(data: SteelData, state: SteelPublic): TrainDef[] {
  const left = data.trains.list.filter((t) => state.depot[t.name] === 'unlimited' || (state.depot[t.name] as number) > 0);
  if (!left.length) return [];
  const level = Math.min(...left.map((t) => phaseIndex(t.phase)));
  return left.filter((t) => phaseIndex(t.phase) === level);
}

export function trainLimit(data: SteelData, state: SteelPublic, operator: string): number {
  const phase = data.phases.list.find((p) => p.name === state.phase)!;
  return phase.train_limit[operatorKind(state, operator)];
}

/** Train types this operator may buy now (class allowed, under its limit). */
export function buyableTrains(data: SteelData, state: SteelPublic, operator: string): TrainDef[] {
  const owned = trainsOf(state, operator).length;
  if (owned >= trainLimit(data, state, operator)) return [];
  // with a train already, only what the treasury pays for; without one, the president helps (buyTrain)
  const cash = treasuryOf(state, operator);
  return depotOffer(data, state).filter((t) => mayRunClass(data, operator, t.class) && (owned === 0 || t.price <= cash));
}

/** Must this operator buy a train before its turn ends? */
export function mustBuyTrain(data: SteelData, state: SteelPublic, operator: string): boolean {
  return trainsOf(state, operator).length === 0 && buyableTrains(data, state, operator).length > 0;
}

export function buyTrain(data: SteelData, state: SteelPublic, operator: string, name: string): SteelEvent[] {
  const def = buyableTrains(data, state, operator).find((t) => t.name === name);
  if (!def) {
    throw new RuleError(`${operator} cannot buy a ${name} now (for sale: ${buyableTrains(data, state, operator).map((t) => t.name).join(', ') || 'nothing'}).`);
  }
  const events: SteelEvent[] = [];
  const treasury = treasuryOf(state, operator);
  if (treasury < def.price) {
    if (trainsOf(state, operator).length > 0) throw new RuleError(`${operator} has ${treasury}; the ${name} costs ${def.price}.`);
    // emergency: the president adds the rest, borrowing what they lack
    const president = playerByKey(state, actorOf(state, operator));
    const short = def.price - treasury;
    events.push(...takeLoan(state, president, Math.max(0, short - president.cash)));
    president.cash -= short;
    addTreasury(state, operator, short);
    events.push({ type: 'transfer', what: 'emergency_train_money', from: president.key, to: operator, amount: short });
  }
  addTreasury(state, operator, -def.price);
  state.bank += def.price;
  if (state.depot[name] !== 'unlimited') state.depot[name] = (state.depot[name] as number) - 1;
  const id = `${name}-${++state.trainSeq}`;
  state.trains.push({ id, name, owner: operator });
  events.push({ type: 'train_bought', entity: operator, train: id, price: def.price, from: 'depot' });
  if (phaseIndex(def.phase) > phaseIndex(state.phase)) events.push(...newPhase(data, state, def.phase));
  return events;
}

/** The depot's next train leaves the game (1822: each unsold minor on offer exports one). */
export function exportTrain(data: SteelData, state: SteelPublic): SteelEvent[] {
  const def = depotOffer(data, state)[0];
  if (!def || state.depot[def.name] === 'unlimited') return [];
  state.depot[def.name] = (state.depot[def.name] as number) - 1;
  const events: SteelEvent[] = [{ type: 'train_exported', train: def.name }];
  if (phaseIndex(def.phase) > phaseIndex(state.phase)) events.push(...newPhase(data, state, def.phase));
  return events;
}

function newPhase(data: SteelData, state: SteelPublic, phase: SteelState['phase']): SteelEvent[] {
  state.phase = phase;
  const events: SteelEvent[] = [{ type: 'phase_changed', phase }];
  const rusted = state.trains.filter((t) => {
    const rusts = trainDef(data, t.name).rusts_on;
    return rusts !== undefined && phaseIndex(rusts) <= phaseIndex(phase);
  });
  if (rusted.length) {
    state.trains = state.trains.filter((t) => !rusted.includes(t));
    events.push({ type: 'trains_rusted', trains: rusted.map((t) => ({ train: t.id, owner: t.owner })) });
  }
  if (phaseIndex(phase) >= phaseIndex(data.companies.conversion.paper_closes_on)) {
    for (const c of Object.values(state.companies)) {
      if (c.type === 'paper' && c.status !== 'removed') {
        c.status = 'removed';
        c.owner = null;
        events.push({ type: 'company_closed', company: c.id });
      }
    }
  }
  // lower limits: each operator's cheapest trains over its limit leave the game
  const owners = [...new Set(state.trains.map((t) => t.owner))];
  for (const owner of owners) {
    const mine = trainsOf(state, owner).sort((a, b) => trainDef(data, a.name).price - trainDef(data, b.name).price);
    const excess = mine.length - trainLimit(data, state, owner);
    for (const t of mine.slice(0, Math.max(0, excess))) {
      state.trains = state.trains.filter((x) => x !== t);
      events.push({ type: 'train_discarded', entity: owner, train: t.id });
    }
  }
  return events;
}
