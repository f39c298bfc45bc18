// What 1828's pictures show beyond the 18xx ones, read off the state: systems with their members, shells and
// trains, the donated treasury share and coal; coal markers left on the Virginia Coalfields and who holds one;
// the cities holding a blocker token. Read-only.
import type { GameState } from '../../../18xx/state.ts';
import type { MapState } from '../../../18xx/map/index.ts';
import { BLOCKER, coalOf } from '../specials.ts';
import { PHASES, VA_COALFIELDS_HEX, VA_TUNNEL_HEX } from '../data.ts';
import { own1828 } from '../state.ts';

export interface ShellView {
  /** The member the shell stands for. */
  member: string;
  /** Train names ("3+D"), in the shell's order. */
  trains: string[];
}

export interface SystemView {
  sym: string;
  members: string[];
  shells: ShellView[];
  /** Trains each shell may hold in this phase. */
  limitPerShell: number;
  /** Percent of the system held in its treasury (the director's donated share: pays the system, not for sale). */
  treasuryPercent: number;
  coal: boolean;
  /** Its colours (its first member's, from its CorpDef). */
  color: { fill: string; text: string };
}

export interface View1828 {
  systems: SystemView[];
  coal: { hex: string; tunnelHex: string; left: number; holders: string[] };
  /** Hexes with a blocker token in a city. */
  blockerHexes: string[];
  blocker: string;
}

const trainName = (id: string) => id.replace(/-\d+$/, '');

export function view1828(state: GameState): View1828 {
  const own = own1828(state);
  const coal = coalOf(state);
  const open = new Set(state.corps.filter((c) => !c.closed).map((c) => c.sym));
  const limit = PHASES[state.phase]?.trainLimit ?? 0;
  const systems = own.systems
    .filter((s) => open.has(s))
    .map((sym) => {
      const owned = new Set(state.corps.find((c) => c.sym === sym)!.trains);
      return {
        sym,
        members: own.members?.[sym] ?? [],
        shells: (own.shells?.[sym] ?? []).map((sh) => ({ member: sh.name, trains: sh.trains.filter((t) => owned.has(t)).map(trainName) })),
        limitPerShell: limit,
        treasuryPercent: state.shares.filter((x) => x.owner === `treasury:${sym}`).reduce((n, x) => n + x.percent, 0),
        coal: coal.holders.includes(sym),
        color: { ...own.systemDefs!.find((d) => d.sym === sym)!.color! },
      };
    });
  const map = state.map as MapState | undefined;
  const blockerHexes = map ? Object.entries(map.hexes).filter(([, h]) => h.tokens.some((slots) => slots.includes(BLOCKER))).map(([id]) => id) : [];
  return {
    systems,
    coal: { hex: VA_COALFIELDS_HEX, tunnelHex: VA_TUNNEL_HEX, left: coal.atCoalfields, holders: coal.holders.filter((h) => open.has(h)) },
    blockerHexes,
    blocker: BLOCKER,
  };
}
