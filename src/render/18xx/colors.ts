// 18xx colours: tile colours as on 18xx.games' maps and corporation colours (with readable text).
import { textOn } from '../palette.ts';

export const TILE_FILL: Record<string, string> = {
  white: '#eae0c8',
  yellow: '#fde900',
  green: '#71bf44',
  brown: '#cb7745',
  gray: '#bcbdc0',
  red: '#ec232a',
  blue: '#35a7ff',
};

export const PHASE_FILL: Record<string, string> = {
  yellow: '#fde900',
  green: '#71bf44',
  brown: '#cb7745',
  gray: '#bcbdc0',
};

export const TRACK = '#111111';
export const WATER = '#2f7fd8';
export const MOUNTAIN = '#8a5a2b';

/** Corporation colours (18Chesapeake and 1828 share these symbols only where they agree). */
const CORP_COLORS: Record<string, { fill: string; text?: string }> = {
  PRR: { fill: '#237333' },
  PLE: { fill: '#000000' },
  SRR: { fill: '#d81e3e' },
  'B&O': { fill: '#0189d1' },
  'C&O': { fill: '#a2dced', text: '#000000' },
  LV: { fill: '#fff500', text: '#000000' },
  'C&A': { fill: '#f48221' },
  'N&W': { fill: '#7b352a' },
  // 1828's own symbols, in 18xx.games' colours
  'B&M': { fill: '#446ccf' },
  CPR: { fill: '#9c661f' },
  GT: { fill: '#f0e68c', text: '#000000' },
  ERIE: { fill: '#b8860b' },
  IC: { fill: '#9acd32', text: '#000000' },
  MC: { fill: '#b3b3b3', text: '#000000' },
  MP: { fill: '#bdb76b', text: '#000000' },
  NYC: { fill: '#7f7f7f' },
  NKP: { fill: '#d8bfd8', text: '#000000' },
  NYH: { fill: '#d2b48c', text: '#000000' },
  NW: { fill: '#f08080', text: '#000000' },
  OSH: { fill: '#61b329' },
  WAB: { fill: '#dda0dd', text: '#000000' },
  // a blocker token (1828: a city both members of a new system had a station in), dark so it reads as nobody's
  B: { fill: '#2b2b2b' },
};

const FALLBACK = ['#6a4c93', '#1982c4', '#8ac926', '#ff595e', '#ffca3a', '#3d405b', '#e07a5f', '#81b29a'];

export function corpColor(sym: string): { fill: string; text: string } {
  // a company formed of two ("NYC-NYH", whose members have closed) wears its first member's colour
  const c = CORP_COLORS[sym] ?? CORP_COLORS[sym.split('-')[0]!];
  if (c) return { fill: c.fill, text: c.text ?? textOn(c.fill) };
  let h = 0;
  for (const ch of sym) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const fill = FALLBACK[h % FALLBACK.length]!;
  return { fill, text: textOn(fill) };
}
