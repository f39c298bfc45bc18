// Builds the Chicago Express view from the engine's state (src/engine/titles/chicago-express/state.ts).
// Typed structurally so the renderer reads the state without depending on the title's rule code.
import type { GameView } from '../../engine/view.ts';
import { effectiveActions } from '../../engine/log.ts';
import { COMPANIES, type CompanyId } from '../../engine/titles/chicago-express/face.ts';
import { dividendPerShare, type CxState } from '../../engine/titles/chicago-express/face.ts';
import { DETROIT, INDICATOR_LIMITS, INDICATORS, PITTSBURGH, WHEELING } from '../../engine/titles/chicago-express/face.ts';
import { CE_COLORS, CE_ORDER, printedBoard } from './board.ts';
import type { CeIndicator, CeView } from './view.ts';

interface CompanyLike {
  cash: number;
  income: number;
  trainsLeft: number;
  issued: number;
  open: boolean;
}

export interface CxStateLike {
  players: { id: string | number; name: string }[];
  cash: number[];
  shares: Record<string, number[]>;
  companies: Record<string, CompanyLike>;
  trains: Record<string, string[]>;
  developed: Record<string, number>;
  houses: number;
  track: Record<string, number>;
  indicators: Record<string, number>;
  round: number;
  phase: string;
  turn: number;
  auction: { corporation: string; toAct: number; highBid: number; highBidder: number | null } | null;
  endReason: string | null;
  last?: string[];
}

const TRACK_CITIES: [string, string][] = [
  [DETROIT, 'Detroit'],
  [WHEELING, 'Wheeling'],
  [PITTSBURGH, 'Pittsburgh'],
];

const LABELS: Record<string, string> = { auction: 'Auction', develop: 'Develop', build: 'Build' };

/** Short label of a company: "Wabash" for WAB, the id otherwise. */
function boardId(id: string): string {
  return id === 'WAB' ? 'Wabash' : id;
}

/** Hexes the last action built on or developed (none when it was something else). */
function lastHexesOf(game: GameView): string[] {
  const actions = effectiveActions(game.log);
  for (let i = actions.length - 1; i >= 0; i--) {
    const a = actions[i]!;
    if (a.type === 'message') continue;
    if (typeof a.hex === 'string') return [a.hex];
    if (Array.isArray(a.hexes)) return a.hexes.filter((h): h is string => typeof h === 'string');
    return [];
  }
  return [];
}

function headline(game: GameView, s: CxStateLike): string {
  const who = (seat: number) => s.players[seat]?.name ?? '?';
  if (s.phase === 'finished' || s.endReason) return `Chicago Express — game over${s.endReason ? ` (${s.endReason})` : ''}`;
  const active = game.active.map((id: string | number) => s.players.find((p) => String(p.id) === String(id))?.name ?? String(id));
  if (s.auction) {
    const high = s.auction.highBidder !== null ? `, high bid $${s.auction.highBid} by ${who(s.auction.highBidder)}` : '';
    return `Chicago Express — round ${s.round} · auction of ${boardId(s.auction.corporation)}${high} · ${active.join(', ')} to bid`;
  }
  return `Chicago Express — round ${s.round} · ${active.join(', ')} to act`;
}

export function ceViewFromState(game: GameView): CeView {
  const s = game.state as unknown as CxStateLike;
  const hexes = printedBoard();
  for (const hex of hexes) {
    hex.trains = [...(s.trains[hex.coord] ?? [])];
    // industrial cities keep their value on the track; houses count the developments
    hex.houses = s.developed[hex.coord] ?? 0;
  }
  const activeIds = new Set(game.active.map(String));
  const ids = Object.keys(s.companies);
  const ordered = CE_ORDER.filter((id) => ids.includes(id));
  const companies = ordered.map((id) => {
    const c = s.companies[id]!;
    const info = COMPANIES[id as CompanyId];
    const charter = { name: boardId(id), shares: info?.shares ?? c.issued, trains: info?.trains ?? c.trainsLeft };
    return {
      id,
      label: boardId(id),
      name: charter.name,
      color: CE_COLORS[id] ?? '#888888',
      income: c.income,
      cash: c.cash,
      sharesLeft: charter.shares - c.issued,
      sharesTotal: charter.shares,
      trainsLeft: c.trainsLeft,
      trainsTotal: charter.trains,
      open: c.open,
      perShare: dividendPerShare(s as unknown as CxState, id as CompanyId),
    };
  });
  const players = s.players.map((p, seat) => ({
    name: p.name,
    cash: s.cash[seat] ?? 0,
    shares: Object.fromEntries(ordered.map((id) => [id, s.shares[id]?.[seat] ?? 0])),
    active: activeIds.has(String(p.id)),
  }));
  const indicators: CeIndicator[] = INDICATORS.map((id) => ({ label: LABELS[id] ?? id, position: s.indicators[id] ?? 0, limit: INDICATOR_LIMITS[id] }));
  return {
    hexes,
    companies,
    players,
    devTrack: TRACK_CITIES.map(([hex, city]) => ({ city, value: s.track[hex] ?? 0 })),
    indicators,
    housesLeft: s.houses,
    headline: headline(game, s),
    lastHexes: lastHexesOf(game),
    finished: game.finished,
    recent: (s.last ?? []).slice(-4),
  };
}
