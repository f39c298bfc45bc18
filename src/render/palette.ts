// Shared colours. Chosen for contrast on small phone screens; text colour is picked from the fill.

export const INK = '#1b1b1b';
export const PAPER = '#f7f3e8';
export const WHITE = '#ffffff';
export const GRID = '#5b5b5b';
export const HIGHLIGHT = '#ff2d95';
export const MUTED = '#6b6b6b';

/** Parse "#rgb" / "#rrggbb" into [r, g, b] 0–255. */
export function rgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return luminance(background) > 0.35 ? INK : WHITE;
}

/** Mix a colour toward white (t>0) or black (t<0). */
export function shade(hex: string, t: number): string {
  const [r, g, b] = rgb(hex);
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const m = (v: number) => Math.round(v + (target - v) * k);
  return `#${[m(r), m(g), m(b)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
