// Player look-ups, holdings and limits.
import type { SteelPublic } from './view.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelPlayer } from './state.ts';
import { ownValue } from '../../records.ts';

export function playerByKey(state: SteelPublic, key: string): SteelPlayer {
  const p = state.players.find((x) => x.key === key);
  if (!p) throw new Error(`no player ${key}`);
  return p;
}

/**
 * Certificates a player holds: each private, minor and paper company is one; a major's president's
 * share (two 10% units) is one, every other 10% share one.
 */
export function certCount(state: SteelPublic, key: string): number {
  let n = Object.values(state.companies).filter((c) => c.owner === key && c.status === 'owned').length;
  for (const m of Object.values(state.majors)) {
    const units = ownValue(m.shares, key) ?? 0;
    n += m.president === key ? units - 1 : units;
  }
  return n;
}

export function certLimit(data: SteelData, state: SteelPublic): number {
  return data.money.cert_limit[String(state.players.length)]!;
}
