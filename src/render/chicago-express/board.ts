// The printed board (terrain, costs, incomes) from the title's map data, and the companies' colours.
import { HEXES } from '../../engine/titles/chicago-express/face.ts';
import type { CeHex, CeTerrain } from './view.ts';

export const CE_COLORS: Record<string, string> = {
  PRR: '#d62828',
  'B&O': '#1f5fbf',
  'C&O': '#f2c81b',
  NYC: '#2e9e44',
  WAB: '#151515',
};

export const CE_ORDER = ['PRR', 'B&O', 'C&O', 'NYC', 'WAB'];

export const START_CITY: Record<string, string> = {
  PRR: 'Philadelphia',
  'B&O': 'Baltimore',
  'C&O': 'Washington',
  NYC: 'New York',
  WAB: 'Fort Wayne',
};

const TERRAIN: Record<string, CeTerrain> = { plain: 'field', forest: 'forest', mountain: 'mountain', town: 'town', industrial: 'city' };

/** The board as printed (no trains, no houses). */
export function printedBoard(): CeHex[] {
  return Object.values(HEXES).map((h) => ({
    coord: h.id,
    terrain: TERRAIN[h.kind] ?? 'field',
    cost: h.start && h.id !== 'D3' ? 0 : h.cost,
    income: h.income,
    development: h.kind === 'industrial' ? null : h.houseValue,
    name: h.name || (h.start ? START_CITY[h.start] : undefined),
    startOf: h.start ?? undefined,
    houses: 0,
    trains: [],
  }));
}
