// A game log under other player ids: the envelope's players, every player entity of its actions (auto-actions
// too) and the `user` who sent each; what a result says under the new ids, said again under the old ones.
import type { Action, GameLog, PlayerId } from '../../src/engine/types.ts';

/** Every name Object.prototype has: `__proto__`, `constructor`, `toString`, `valueOf`, `hasOwnProperty`, … */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

export interface Renamed {
  log: GameLog;
  /** new id → original id (as a string, the way results key players) */
  back: Map<string, string>;
}

/** The log with player i's id replaced by ids[i]. */
export function renamePlayers(log: GameLog, ids: readonly string[]): Renamed {
  if (ids.length !== log.players.length) throw new Error(`${log.players.length} players, ${ids.length} ids`);
  const to = new Map<string, string>(log.players.map((p, i) => [String(p.id), ids[i]!]));
  const rename = (id: unknown): PlayerId | undefined => to.get(String(id));
  const fix = (a: Action): Action => {
    const out: Action = { ...a };
    // a player entity says so (18xx.games) or has no type at all (Chicago Express logs)
    if ((a.entity_type === 'player' || a.entity_type === undefined) && a.entity !== undefined && rename(a.entity) !== undefined) out.entity = rename(a.entity);
    if (a.user !== undefined && rename(a.user) !== undefined) out.user = rename(a.user);
    if (a.auto_actions) out.auto_actions = a.auto_actions.map(fix);
    return out;
  };
  return {
    log: { ...log, players: log.players.map((p, i) => ({ ...p, id: ids[i]! })), actions: log.actions.map(fix) },
    back: new Map(log.players.map((p, i) => [ids[i]!, String(p.id)])),
  };
}

/** A result keyed by new ids, as [original id, value] pairs in id order (every key the result holds itself). */
export function resultBack(result: Record<string, number>, back: ReadonlyMap<string, string>): [string, number][] {
  return Object.keys(result)
    .map((k): [string, number] => [back.get(k) ?? `unknown player ${k}`, result[k]!])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The same for a result under the original ids. */
export function resultPairs(result: Record<string, number>): [string, number][] {
  return resultBack(result, new Map(Object.keys(result).map((k) => [k, k])));
}
