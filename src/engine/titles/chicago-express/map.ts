// The board as the rules use it: hexes from map-data.ts, corrected where the rules say otherwise, plus adjacency.
import { COMPANIES, COMPANY_IDS, type CompanyId } from './companies.ts';
import { MAP_ROWS } from './map-data.ts';
import { FORT_WAYNE, MAX_DEVELOPMENTS } from './numbers.ts';
import { newRecord } from '../../records.ts';

export type HexKind = 'plain' | 'forest' | 'mountain' | 'town' | 'industrial';

export interface HexInfo {
  id: string;
  col: number;
  row: number;
  kind: HexKind;
  /** Red number: build cost per train in the hex. */
  cost: number;
  /** Black number added to income on building (industrial cities use the development track instead). */
  income: number;
  /** House value printed on the hex (income bonus once developed). */
  houseValue: number;
  /** The company starting here, if any. */
  start: CompanyId | null;
  /** Trains may be built here (start hexes may not, except Fort Wayne). */
  buildable: boolean;
  /** Players may develop it (at most this many times; 0 = never). */
  maxDevelopments: number;
  /** Forest and mountain hexes hold one company only. */
  singleCompany: boolean;
  name: string;
  neighbours: string[];
}

const KIND: Record<string, HexKind> = { field: 'plain', forest: 'forest', mountain: 'mountain', town: 'town', city: 'industrial' };

export function parseHexId(id: string): { col: number; row: number } | null {
  const m = /^([A-S])(\d{1,2})$/.exec(id);
  if (!m) return null;
  return { col: m[1]!.charCodeAt(0) - 65, row: Number(m[2]) };
}

export function hexId(col: number, row: number): string {
  return String.fromCharCode(65 + col) + String(row);
}

/** Flat-top hexes, odd columns (B, D, F, …) shifted half a hex down. */
export function neighbourCoords(col: number, row: number): [number, number][] {
  const shift = col % 2 === 1 ? 1 : 0;
  return [
    [col, row - 1],
    [col, row + 1],
    [col - 1, row - 1 + shift],
    [col - 1, row + shift],
    [col + 1, row - 1 + shift],
    [col + 1, row + shift],
  ];
}

function buildMap(): Record<string, HexInfo> {
  const startOf = new Map<string, CompanyId>(COMPANY_IDS.map((c) => [COMPANIES[c].startHex, c]));
  // (no prototype: a hex typed by a player, e.g. "constructor", finds nothing)
  const hexes = newRecord<HexInfo>();
  for (const [id, type, cost, income, development, note] of MAP_ROWS) {
    const pos = parseHexId(id);
    if (!pos) throw new Error(`bad hex id ${id} in map data`);
    const kind = KIND[type]!;
    const start = startOf.get(id) ?? null;
    const houseValue = development === 'x' ? 0 : development;
    let maxDevelopments = 0;
    if (kind === 'industrial') maxDevelopments = MAX_DEVELOPMENTS[id] ?? 0;
    else if (kind === 'forest' || kind === 'mountain') maxDevelopments = 1;
    // Towns develop only if a house value is printed (Chicago has none); start hexes never, except Fort Wayne.
    else if (kind === 'town') maxDevelopments = houseValue > 0 && (start === null || id === FORT_WAYNE) ? 1 : 0;
    hexes[id] = {
      id,
      col: pos.col,
      row: pos.row,
      kind,
      cost,
      income,
      houseValue,
      start,
      buildable: start === null || id === FORT_WAYNE,
      maxDevelopments,
      singleCompany: kind === 'forest' || kind === 'mountain',
      name: start ? COMPANIES[start].startCity : (note.split(' (')[0] ?? ''),
      neighbours: [],
    };
  }
  for (const hex of Object.values(hexes)) {
    hex.neighbours = neighbourCoords(hex.col, hex.row)
      .map(([c, r]) => hexId(c, r))
      .filter((n) => n in hexes);
  }
  return hexes;
}

export const HEXES: Readonly<Record<string, HexInfo>> = buildMap();
export const HEX_IDS: readonly string[] = Object.keys(HEXES);

export function hexLabel(id: string): string {
  const hex = HEXES[id];
  return hex?.name ? `${id} (${hex.name})` : id;
}
