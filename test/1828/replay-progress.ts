// Replays a real 1828 game on our engine, action by action, against the state 18xx.games had after each
// (test/1828/fixtures/trace-*.json): players' cash, corporations' price and cash, player order.
import '../../src/titles.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { priceOf } from '../../src/engine/18xx/market.ts';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { config1828 } from '../../src/engine/titles/1828/config.ts';
import type { Action } from '../../src/engine/types.ts';
import { loadGame, loadOracle } from './fixtures.ts';

interface Trace {
  players: string[];
  finished: boolean;
  reason: string | null;
  steps: { id: number; cash: number[]; corps?: Record<string, [number | null, number]>; gone?: string[]; order?: string[] }[];
}

export interface Progress {
  /** Effective actions (messages aside) replayed with the same state as 18xx.games. */
  matched: number;
  total: number;
  /** The first action that failed or diverged, and why (or, after the last, an end unlike 18xx.games'). */
  stop: string | null;
  state: GameState;
  cashSum: number[];
}

export function replayProgress(name: string): Progress {
  const env = loadGame(name);
  const trace = loadOracle<Trace>(`trace-${name}.json`);
  const game = newGame(env.title, env.players, env.settings);
  const state = game.state as GameState;
  const actions = effectiveActions(env.actions).filter((a) => a.type !== 'message');
  const corps: Record<string, [number | null, number]> = {};
  let order: string[] = [];
  const cashSum: number[] = [];
  let matched = 0;
  for (const [i, action] of actions.entries()) {
    const step = trace.steps[i]!;
    for (const [k, v] of Object.entries(step.corps ?? {})) corps[k] = v;
    for (const k of step.gone ?? []) delete corps[k];
    if (step.order) order = step.order;
    try {
      game.def.process(state, action);
      for (const auto of (action.auto_actions as Action[] | undefined) ?? []) game.def.process(state, auto);
    } catch (err) {
      return { matched, total: actions.length, stop: `#${i} id ${action.id} ${action.type}: ${err instanceof Error ? err.message : String(err)}`, state, cashSum };
    }
    cashSum.push(Object.values(state.cash).reduce((a, b) => a + b, 0));
    const diffs: string[] = [];
    trace.players.forEach((p, j) => {
      if ((state.cash[p] ?? 0) !== step.cash[j]) diffs.push(`${p} cash ${state.cash[p]} != ${step.cash[j]}`);
    });
    for (const [sym, [price, cash]] of Object.entries(corps)) {
      const c = state.corps.find((x) => x.sym === sym);
      if (!c || !c.ipoed) {
        diffs.push(`${sym} not parred`);
        continue;
      }
      if (priceOf(state, config1828, sym) !== price) diffs.push(`${sym} price ${priceOf(state, config1828, sym)} != ${price}`);
      if ((state.cash[sym] ?? 0) !== cash) diffs.push(`${sym} cash ${state.cash[sym] ?? 0} != ${cash}`);
    }
    if (order.join() !== state.order.join()) diffs.push(`order ${state.order.join()} != ${order.join()}`);
    if (diffs.length) return { matched, total: actions.length, stop: `#${i} id ${action.id} ${action.type}: ${diffs.join('; ')}`, state, cashSum };
    matched++;
  }
  // the whole log replayed: the game must have ended as 18xx.games' did (or not ended, if it had not)
  const ours = `${state.finished} ${state.endReason ?? null}`;
  const theirs = `${trace.finished} ${trace.reason}`;
  return { matched, total: actions.length, stop: ours === theirs ? null : `end: finished/reason ${ours} != ${theirs}`, state, cashSum };
}
