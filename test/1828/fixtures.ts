// The shared real 1828 games and the traces the 18xx.games engine computed for them (tools/18xx-diff/1828).
import { readFileSync } from 'node:fs';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action } from '../../src/engine/types.ts';

export const GAMES = ['1828-23366', '1828-bankrupt'] as const;

export interface Export1828 {
  title: string;
  players: { id: number; name: string }[];
  settings: { seed: number; optional_rules?: string[] };
  result: Record<string, number>;
  game_end_reason: string;
  actions: Action[];
}

export function loadGame(name: string): Export1828 {
  return JSON.parse(readFileSync(new URL(`../../../shared/fixtures/18xx-games/${name}.json`, import.meta.url), 'utf8')) as Export1828;
}

/** The actions that take effect (undo/redo resolved), with the auto-actions of player programs after their carrier. */
export function playedActions(game: Export1828): Action[] {
  const out: Action[] = [];
  for (const a of effectiveActions(game.actions)) {
    if (a.type === 'message') continue;
    out.push(a);
    for (const sub of (a.auto_actions as Action[] | undefined) ?? []) out.push(sub);
  }
  return out;
}

/** A shared real game after its played action `lastId` (and everything before it), with all its played actions. */
export function gameAfter(name: string, lastId: number): { game: LoadedGame; state: GameState; actions: Action[] } {
  const env = loadGame(name);
  const game = newGame(env.title, env.players, env.settings);
  const actions = playedActions(env);
  for (const a of actions) {
    if ((a.id ?? 0) > lastId) break;
    game.def.process(game.state, a);
  }
  return { game, state: game.state as GameState, actions };
}

export function loadOracle<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as T;
}
