// Operators of every kind (corporations, minors, systems: a CorpState with its `type`), including those a
// title creates during play, and the data behind them.
import type { CorpDef } from './config.ts';
import type { Ctx } from './context.ts';
import { ipo } from './shares.ts';
import type { CorpState, GameState } from './state.ts';

/** The data of an operator: the title's, or the one created during play. */
export function corpDef(state: GameState, ctx: Ctx, sym: string): CorpDef {
  for (const c of ctx.cfg.corporations) if (c.sym === sym) return c;
  const def = state.createdCorps?.find((c) => c.sym === sym);
  if (!def) throw new Error(`Unknown corporation ${sym}`);
  return def;
}

/** A corporation's state before its par. */
export function newCorpState(def: CorpDef): CorpState {
  return {
    sym: def.sym,
    ipoed: false,
    floated: false,
    parPrice: null,
    cell: null,
    tokensUsed: 0,
    trains: [],
    president: null,
    everOperated: false,
    closed: false,
    ...(def.type ? { type: def.type } : {}),
  };
}

/**
 * Creates an operator during play (e.g. a system from two merged corporations): its data, its state and its
 * certificates (percents, the president's first) in its IPO. The title moves assets and shares to it.
 */
export function createCorporation(state: GameState, ctx: Ctx, def: CorpDef, shares: number[], from: string[] = []): CorpState {
  if (state.corps.some((c) => c.sym === def.sym)) throw new Error(`${def.sym} exists already`);
  (state.createdCorps ??= []).push(def);
  const corp = newCorpState(def);
  state.corps.push(corp);
  shares.forEach((percent, i) => state.shares.push({ id: `${def.sym}_${i}`, corp: def.sym, percent, president: i === 0, owner: ipo(def.sym), seq: ++state.seq }));
  ctx.events.push({ type: 'corporation_created', corp: def.sym, from });
  return corp;
}
