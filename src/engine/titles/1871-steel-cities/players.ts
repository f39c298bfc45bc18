// Player look-ups and limits.
import type { SteelData } from './data/schema.ts';
import type { SteelPlayer, SteelState } from './state.ts';

export function playerByKey(state: SteelState, key: string): SteelPlayer {
  const p = state.players.find((x) => x.key === key);
  if (!p) throw new Error(`no player ${key}`);
  return p;
}

/** Certificates a player holds: each private, minor and paper company is one. */
export function certCount(state: SteelState, key: string): number {
  return Object.values(state.companies).filter((c) => c.owner === key).length;
}

export function certLimit(data: SteelData, state: SteelState): number {
  return data.money.cert_limit[String(state.players.length)]!;
}
