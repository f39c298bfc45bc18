// 18xx colours: tile colours as on 18xx.games' maps; corporations' colours come from each title's data.
import type { CorpColor, TitleConfig } from '../../engine/18xx/face.ts';
import { textOn } from '../palette.ts';
import { pictureLabel } from '../short-label.ts';

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

/**
 * An operator's colours by symbol: a title's data (CorpDef.color, TitleConfig.tokenColors) or the neutral fallback;
 * `label` is what its token shows when that is not the symbol (1871's labels made from names).
 */
export type CorpPalette = (sym: string) => CorpColor & { label?: string };

const FALLBACK = ['#6a4c93', '#1982c4', '#8ac926', '#ff595e', '#ffca3a', '#3d405b', '#e07a5f', '#81b29a'];

/** The colours of a symbol no data names: picked from a fixed set by the symbol, so they stay the same picture to picture. */
export function neutralColor(sym: string): CorpColor {
  let h = 0;
  for (const ch of sym) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const fill = FALLBACK[h % FALLBACK.length]!;
  return { fill, text: textOn(fill) };
}

const palettes = new WeakMap<TitleConfig, CorpPalette>();

/** The colours of a title's operators and map tokens, as its data gives them (1828's systems carry theirs in their CorpDef). */
export function corpPalette(cfg: TitleConfig): CorpPalette {
  let palette = palettes.get(cfg);
  if (palette) return palette;
  const colors = new Map<string, CorpColor>();
  for (const [sym, c] of Object.entries(cfg.tokenColors ?? {})) colors.set(sym, c);
  for (const c of cfg.corporations) if (c.color) colors.set(c.sym, c.color);
  // a token shows its corporation's symbol, or the data's short form (1822's minor 8: M8), or its name's initials
  // where the symbol is no abbreviation (1871's M1: AV)
  const labels = new Map(cfg.corporations.map((c) => [c.sym, c.short ?? pictureLabel(c.sym, c.name)] as const).filter(([sym, l]) => l !== sym));
  palette = (sym) => {
    const color = colors.get(sym) ?? neutralColor(sym);
    const label = labels.get(sym);
    return label ? { ...color, label } : color;
  };
  palettes.set(cfg, palette);
  return palette;
}

/**
 * What the labels of `syms` stand for ("M8 = Minor 8 (Manchester Sheffield & Lincolnshire Railway)", "AV =
 * Allegheny Valley"), for a picture that shows them; symbols shown as themselves need none.
 */
export function labelsKey(cfg: TitleConfig, syms: Iterable<string>): string[] {
  const palette = corpPalette(cfg);
  return [...new Set(syms)].flatMap((sym) => {
    const label = palette(sym).label;
    const def = cfg.corporations.find((c) => c.sym === sym);
    return label && def ? [`${label} = ${def.name}`] : [];
  });
}
