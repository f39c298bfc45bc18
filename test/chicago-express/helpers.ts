// Shared helpers for the Chicago Express tests: fresh games, scripted play and random legal play.
import type { Action, GameLog, PlayerInfo } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/chicago-express/index.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';
import { START_CASH_TOTAL } from '../../src/engine/titles/chicago-express/numbers.ts';
import { COMPANY_IDS, type CompanyId } from '../../src/engine/titles/chicago-express/companies.ts';

export { def };

export const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];

export function players(n: number): PlayerInfo[] {
  return NAMES.slice(0, n).map((name, i) => ({ id: i + 1, name }));
}

export function newState(n = 3): CxState {
  return def.setup({ seed: 1, players: players(n), options: { seed: 1 } });
}

/** Apply actions in order, returning the state (throws the RuleError of the first illegal one). */
export function run(state: CxState, actions: Action[]): CxState {
  for (const a of actions) def.process(state, a);
  return state;
}

export const pass = (entity: number): Action => ({ type: 'pass', entity });
export const bid = (entity: number, corporation: string, price: number): Action => ({ type: 'bid', entity, corporation, price });
export const auction = (entity: number, corporation: string): Action => ({ type: 'start_auction', entity, corporation });
export const build = (entity: number, corporation: string, hexes: string[]): Action => ({ type: 'build', entity, corporation, hexes });
export const develop = (entity: number, hex: string): Action => ({ type: 'develop', entity, hex });

/** Initial auctions where seat i+1 wins company i at its starting price (PRR→1, B&O→2, C&O→3, NYC→4 mod n). */
export function simpleInitial(n: number): Action[] {
  const prices = [7, 6, 5, 8];
  const out: Action[] = [];
  let opener = 1;
  ['PRR', 'B&O', 'C&O', 'NYC'].forEach((c, i) => {
    const winner = (i % n) + 1;
    // opener acts first; everyone passes until the winner bids, then the rest pass.
    const order = Array.from({ length: n }, (_, k) => ((opener - 1 + k) % n) + 1);
    for (const p of order) out.push(p === winner ? bid(p, c, prices[i]!) : pass(p));
    // after the winner's bid, the players before the winner in this order have already passed;
    // those after the winner passed too; the auction ends when only the winner remains.
    opener = winner;
  });
  return out;
}

export function moneyTotal(state: CxState): number {
  return state.cash.reduce((a, b) => a + b, 0) + COMPANY_IDS.reduce((a, id) => a + state.companies[id].cash, 0) + state.bank;
}

export { START_CASH_TOTAL };

/** Tiny deterministic generator for scripted random play. */
export function lcg(seed: number): (n: number) => number {
  let r = seed >>> 0 || 1;
  return (n: number) => {
    r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
    return Math.floor((r / 2 ** 32) * n);
  };
}

export type Picker = (choices: Action[], state: CxState) => Action;

/** Play from setup to the end by picking among legalActions; returns the envelope and final state. */
export function playGame(n: number, pick: Picker, maxActions = 5000): { log: GameLog; state: CxState } {
  const ps = players(n);
  const state = def.setup({ seed: 7, players: ps, options: { seed: 7 } });
  const actions: Action[] = [];
  while (!def.finished(state)) {
    if (actions.length >= maxActions) throw new Error('game did not end');
    const [active] = def.activePlayers(state);
    const choices = def.legalActions(state, active!).map((c) => c.action);
    if (choices.length === 0) throw new Error('active player has no legal action');
    const action = { ...pick(choices, state), id: actions.length + 1 };
    def.process(state, action);
    actions.push(action);
  }
  const log: GameLog = {
    id: `chicago-express-${n}p`,
    title: 'Chicago Express',
    players: ps,
    settings: { seed: 7, optional_rules: [] },
    actions,
    status: 'finished',
    result: def.result(state),
    game_end_reason: def.endReason(state),
  };
  return { log, state };
}

/** Put a train of `id` on `hex` directly (test set-up; no cost, no income change). */
export function placeTrain(state: CxState, id: CompanyId, hex: string): void {
  state.trains[hex] = [...(state.trains[hex] ?? []), id];
  state.companies[id].trainsLeft -= 1;
}

/** Three players after simpleInitial: Ann PRR+NYC, Bob B&O, Cid C&O; Ann to play. */
export function started3(): CxState {
  return run(newState(3), simpleInitial(3));
}
