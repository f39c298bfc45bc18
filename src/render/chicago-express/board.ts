// The printed board (terrain, costs, incomes) and the companies' fixed colours.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CeHex, CeTerrain } from './view.ts';

const MAP_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'chicago-express', 'map.tsv');

export const CE_COLORS: Record<string, string> = {
  PRR: '#d62828',
  'B&O': '#1f5fbf',
  'C&O': '#f2c81b',
  NYC: '#2e9e44',
  Wabash: '#151515',
};

export const CE_ORDER = ['PRR', 'B&O', 'C&O', 'NYC', 'Wabash'];

let cached: CeHex[] | null = null;

/** The board as printed (no trains, no houses), parsed from the map TSV. */
export function printedBoard(): CeHex[] {
  if (cached) return cached.map((h) => ({ ...h, trains: [] }));
  const lines = readFileSync(MAP_FILE, 'utf8').trim().split('\n').slice(1);
  cached = lines.map((line) => {
    const [coord, type, cost, income, development, note] = line.split('\t');
    const hex: CeHex = {
      coord: coord!,
      terrain: type as CeTerrain,
      cost: Number(cost),
      income: Number(income),
      development: development === 'x' ? null : Number(development),
      houses: 0,
      trains: [],
    };
    const n = (note ?? '').trim();
    const start = /^(B&O|C&O|PRR|NYC)\b.*start$/.exec(n);
    if (start) hex.startOf = start[1];
    else if (n.includes('Wabash start')) {
      hex.startOf = 'Wabash';
      hex.name = n.replace(/\s*\(.*\)/, '');
    } else if (n) hex.name = n;
    return hex;
  });
  return printedBoard();
}

export const START_CITY: Record<string, string> = {
  PRR: 'Philadelphia',
  'B&O': 'Baltimore',
  'C&O': 'Washington',
  NYC: 'New York',
  Wabash: 'Fort Wayne',
};
