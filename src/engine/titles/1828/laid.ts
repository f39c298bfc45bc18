// The tiles the operator laid in its current turn (1828's lay slots and C&P's run depend on them).
import { orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { own1828 } from './state.ts';
import { packedMap } from '../../packed.ts';

/** The operator's turn as a key: laid tiles belong to one turn. */
export function turnKey(state: GameState): string {
  const r = orRound(state);
  return `${state.turn}.${r.num}.${r.index}`;
}

/** Lays this turn; `slot` false for a private's lay that does not use one of the turn's lays (E&K). */
export function laysThisTurn(state: GameState): { hex: string; upgrade: boolean; slot?: boolean }[] {
  const laid = own1828(state).laid;
  return state.round.kind === 'operating' && laid && laid.turn === turnKey(state) ? laid.lays : [];
}

export function laidHexes(state: GameState): string[] {
  return packedMap(laysThisTurn(state), (l) => l.hex);
}

export function recordLay(state: GameState, hex: string, upgrade: boolean, slot = true): void {
  const own = own1828(state);
  const key = turnKey(state);
  if (own.laid?.turn !== key) own.laid = { turn: key, lays: [] };
  own.laid.lays.push({ hex, upgrade, slot });
}

/** The operator placed a token this turn (18xx.games TokenTracker: no C15 swap then). */
export function tokenedThisTurn(state: GameState): boolean {
  return state.round.kind === 'operating' && own1828(state).tokenedTurn === turnKey(state);
}

export function recordToken(state: GameState): void {
  own1828(state).tokenedTurn = turnKey(state);
}
