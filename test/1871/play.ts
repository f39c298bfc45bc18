// Random games of the rebuilt 1871 played through its listed moves to their end, steered so that majors are
// started and bought and runs paid out (starts, purchases, payouts, trains and lays preferred, passes less often).
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import type { Action, LegalChoice, PlayerInfo } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { random } from './positions.ts';

export interface Move {
  n: number;
  player: string;
  choices: LegalChoice[];
  action: Action;
  /** The state before the move (a copy). */
  before: GameState;
  events: GameEvent[];
}

const WANTED = new Set(['par', 'buy_shares', 'buy_train', 'lay_tile', 'place_token', 'bid']);

/** `seed`'s seats: 3 to 5 players (named unlike any company: names such as P1 would read as privates' ids in the words checked). */
export function seatsOf(seed: number): PlayerInfo[] {
  return ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve'].slice(0, 3 + (seed % 3)).map((name, i) => ({ id: `p${i + 1}`, name }));
}

export function newGame(seed: number): GameState {
  return def.setup({ seed, players: seatsOf(seed), options: { seed, data_version: '2' } }) as GameState;
}

/** Plays `seed`'s game for at most `max` moves, calling `each` after every move; returns the final state. */
export function playGame(seed: number, max: number, each: (state: GameState, move: Move) => void): GameState {
  const rng = random(seed);
  const state = newGame(seed);
  for (let n = 0; n < max && !def.finished(state); n++) {
    const actors = def.activePlayers(state).map(String);
    if (!actors.length) throw new Error(`seed ${seed}, move ${n}: nobody to act in a ${state.round.kind} round`);
    const player = actors[rng.below(actors.length)]!;
    const choices = def.legalActions(state, player);
    if (!choices.length) throw new Error(`seed ${seed}, move ${n}: ${player} has no move`);
    const wanted = choices.filter((c) => WANTED.has(c.action.type) || c.action.kind === 'payout');
    const moves = choices.filter((c) => c.action.type !== 'pass');
    const pick = wanted.length && rng.below(3) ? wanted[rng.below(wanted.length)]! : moves.length && rng.below(5) ? moves[rng.below(moves.length)]! : choices[rng.below(choices.length)]!;
    const before = structuredClone(state);
    const events = def.process(state, structuredClone(pick.action)) ?? [];
    each(state, { n, player, choices, action: pick.action, before, events });
  }
  return state;
}
