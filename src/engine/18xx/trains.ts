// Depot, trains, phases, rusting, train limits and exports.
import type { TitleConfig, TrainDef } from './config.ts';
import type { GameState, TrainState } from './state.ts';
import type { EventLog } from '../events.ts';
import type { TrainSpec } from './map/types.ts';
import { corpOf } from './state.ts';

export function trainDef(cfg: TitleConfig, name: string): TrainDef {
  for (const d of cfg.trains) if (d.name === name) return d;
  throw new Error(`Unknown train ${name}`);
}

/** What the map needs to know of a train's reach (plain distance, or distances per stop type). */
export function trainSpec(cfg: TitleConfig, name: string): TrainSpec {
  const d = trainDef(cfg, name);
  return {
    name,
    distance: d.distance,
    ...(d.rows ? { rows: d.rows } : {}),
    ...(d.multiplier ? { multiplier: d.multiplier } : {}),
    ...(d.hexEdges ? { hexEdges: true } : {}),
    ...(d.payBestHexes !== undefined ? { payBestHexes: d.payBestHexes } : {}),
    ...(d.class !== undefined ? { class: d.class } : {}),
  };
}

export function trainById(state: GameState, id: string): TrainState {
  const trains = state.trains;
  for (let i = 0; i < trains.length; i++) if (trains[i]!.id === id) return trains[i]!;
  throw new Error(`Unknown train ${id}`);
}

export function initialTrains(cfg: TitleConfig): TrainState[] {
  const out: TrainState[] = [];
  for (const d of cfg.trains) {
    const n = d.num === 'unlimited' ? 1 : d.num;
    for (let i = 0; i < n; i++) out.push({ id: `${d.name}-${i}`, name: d.name, owner: 'depot', operated: false });
  }
  return out;
}

export function phaseReached(state: GameState, cfg: TitleConfig, name: string): boolean {
  const idx = cfg.phases.findIndex((p) => p.name === name);
  return idx >= 0 && state.phase >= idx;
}

const stackedConfigs = new WeakMap<TitleConfig, boolean>();

/** Does the depot keep its trains in several stacks (TrainDef.stack: 1871's freight and passenger trains)? */
function stacked(cfg: TitleConfig): boolean {
  let yes = stackedConfigs.get(cfg);
  if (yes === undefined) stackedConfigs.set(cfg, (yes = cfg.trains.some((d) => d.stack !== undefined)));
  return yes;
}

/**
 * Trains buyable from the depot: the next one (with stacks, the next one of each stack), any whose availability
 * phase is reached, and pool trains.
 */
export function depotTrains(state: GameState, cfg: TitleConfig): TrainState[] {
  const out: TrainState[] = [];
  const first = state.upcoming[0];
  if (first) out.push(trainById(state, first));
  if (stacked(cfg)) {
    const seen = new Set(out.map((t) => trainDef(cfg, t.name).stack));
    for (const id of state.upcoming) {
      const t = trainById(state, id);
      const c = trainDef(cfg, t.name).stack;
      if (!seen.has(c)) {
        seen.add(c);
        out.push(t);
      }
    }
  }
  // trains available before their turn (18Chesapeake's D from phase 6), looked up only once some are
  const early = cfg.trains.filter((d) => d.availableOn && phaseReached(state, cfg, d.availableOn));
  if (early.length) {
    for (const id of state.upcoming) {
      const t = trainById(state, id);
      if (!hasName(out, t.name) && early.some((d) => d.name === t.name)) out.push(t);
    }
  }
  // 18xx.games offers one discarded train per name (the one discarded first), after the depot's
  const depot = out.length;
  const pool: TrainState[] = [];
  for (const t of state.trains) if (t.owner === 'pool') pool.push(t);
  if (pool.length > 1) pool.sort((a, b) => (a.pooled ?? 0) - (b.pooled ?? 0));
  for (const t of pool) if (!hasName(out, t.name, depot)) out.push(t);
  return out;
}

/** Is a train of this name among list[from..] (a handful: a scan beats a set)? */
function hasName(list: readonly TrainState[], name: string, from = 0): boolean {
  for (let i = from; i < list.length; i++) if (list[i]!.name === name) return true;
  return false;
}

/** A train goes to the pool (discarded over the limit, or traded in). */
export function toPool(state: GameState, t: TrainState): void {
  t.owner = 'pool';
  t.pooled = ++state.seq;
}

export function trainLimit(state: GameState, cfg: TitleConfig): number {
  return cfg.phases[state.phase]!.trainLimit;
}

export function corpTrains(state: GameState, corp: string): TrainState[] {
  // (pushed, not mapped: a packed array in every V8 tier, see packed.ts; and no callback on this hot path)
  const out: TrainState[] = [];
  for (const id of corpOf(state, corp).trains) out.push(trainById(state, id));
  return out;
}

/**
 * The train's stack: the name it was dealt under (its id's prefix, "7" of "7-0"), whatever variant it was bought
 * as (1822: a 7 as an E). 18xx.games' Train#sym, which its phases and rusting read.
 */
export function stackOf(cfg: TitleConfig, t: TrainState): string {
  const dash = t.id.lastIndexOf('-');
  const prefix = dash < 0 ? '' : t.id.slice(0, dash);
  return prefix !== t.name && cfg.trains.some((d) => d.name === prefix) ? prefix : t.name;
}

function removeFromUpcoming(state: GameState, cfg: TitleConfig, t: TrainState): void {
  const idx = state.upcoming.indexOf(t.id);
  if (idx < 0) return;
  state.upcoming.splice(idx, 1);
  // the stack's own train, whatever variant this one left as (1822: a 7 bought as an E leaves the next 7), the
  // copy numbered after the one taken, as 18xx.games' clone_unlimited does ("7-5" after "7-4", whatever became
  // of the copies before)
  const base = stackOf(cfg, t);
  if (trainDef(cfg, base).num === 'unlimited') {
    const clone: TrainState = { id: `${base}-${Number(t.id.slice(t.id.lastIndexOf('-') + 1)) + 1}`, name: base, owner: 'depot', operated: false };
    state.trains.push(clone);
    state.upcoming.splice(idx, 0, clone.id);
  }
}

export interface PhaseHooks {
  closeCompanies(): void;
  /** After a new phase began (the title's own phase effects: 1871's paper companies close from phase V). */
  phaseChanged?(): void;
  /** A train event of the data other than close_companies (1822's close_concessions), when its train first leaves the depot. */
  trainEvent?(event: string): void;
  events: EventLog;
}

/** Whether a phase's `on` or a train's `rustsOn` names this train. */
export function namesTrain(names: string | readonly string[] | undefined, name: string): boolean {
  return typeof names === 'string' ? names === name : !!names?.includes(name);
}

/** A train of this name left the depot: phase change and rusting. */
export function trainLeftDepot(state: GameState, cfg: TitleConfig, name: string, hooks: PhaseHooks): void {
  const idx = cfg.phases.findIndex((p) => namesTrain(p.on, name));
  if (idx > state.phase) {
    state.phase = idx;
    const p = cfg.phases[idx]!;
    hooks.events.push({ type: 'phase_changed', phase: p.name, operatingRounds: p.operatingRounds, trainLimit: p.trainLimit, tiles: p.tiles });
    hooks.phaseChanged?.();
  }
  const rusted: { train: string; owner: string }[] = [];
  for (const t of state.trains) {
    const d = trainDef(cfg, t.name);
    if (namesTrain(d.rustsOn, name) && t.owner !== 'depot' && t.owner !== 'gone') {
      if (t.owner !== 'pool') {
        const c = corpOf(state, t.owner);
        c.trains = c.trains.filter((x) => x !== t.id);
      }
      rusted.push({ train: t.id, owner: t.owner });
      t.owner = 'gone';
    }
  }
  if (rusted.length) hooks.events.push({ type: 'trains_rusted', trains: rusted });
  for (const ev of trainDef(cfg, name).events ?? []) {
    if (ev === 'close_companies') hooks.closeCompanies();
    else hooks.trainEvent?.(ev);
  }
}

/** Move a train to a corporation; from the depot this may change the phase (by its stack: a 7 bought as an E is a 7's). */
export function giveTrain(state: GameState, cfg: TitleConfig, t: TrainState, corp: string, hooks: PhaseHooks): void {
  const fromDepot = t.owner === 'depot';
  const stack = stackOf(cfg, t);
  const seenBefore = state.trains.some((x) => x !== t && x.owner !== 'depot' && stackOf(cfg, x) === stack);
  if (t.owner !== 'depot' && t.owner !== 'pool' && t.owner !== 'gone') {
    const prev = corpOf(state, t.owner);
    prev.trains = prev.trains.filter((x) => x !== t.id);
  }
  if (fromDepot) removeFromUpcoming(state, cfg, t);
  t.owner = corp;
  corpOf(state, corp).trains.push(t.id);
  if (fromDepot && !seenBefore) trainLeftDepot(state, cfg, stack, hooks);
}

/** Remove the next depot train from the game (export after an OR set). */
export function exportTrain(state: GameState, cfg: TitleConfig, hooks: PhaseHooks): void {
  const id = state.upcoming[0];
  if (!id) return;
  const t = trainById(state, id);
  const seenBefore = state.trains.some((x) => x.name === t.name && x.owner !== 'depot');
  removeFromUpcoming(state, cfg, t);
  t.owner = 'gone';
  hooks.events.push({ type: 'train_exported', train: t.id });
  if (!seenBefore) trainLeftDepot(state, cfg, t.name, hooks);
}
