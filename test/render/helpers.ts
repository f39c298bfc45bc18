// Shared test helpers: decode PNGs, compare pixels, build games to render.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { applyAction, activePlayers, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';

await loadTitlePieces();

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHARED_FIXTURES = join(ROOT, '..', 'shared', 'fixtures', '18xx-games');
export const REFERENCE_DIR = join(ROOT, 'test', 'render', 'reference');

export interface Decoded {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decodePng(png: Buffer): Promise<Decoded> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/** Fraction of pixels whose colour differs by more than `threshold` in any channel (size mismatch = 1). */
export function diffFraction(a: Decoded, b: Decoded, threshold = 48): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let diff = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) > threshold ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > threshold ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > threshold
    )
      diff++;
  }
  return diff / (a.width * a.height);
}

/**
 * Like diffFraction, but a pixel matches when any pixel within `radius` of it in the other image
 * has its colour: text moved by a pixel or two (another canvas build, other hinting) is not a change.
 */
export function shiftedDiffFraction(a: Decoded, b: Decoded, radius = 2, threshold = 48): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  return (unmatched(a.data, b.data, a.width, a.height, radius, threshold) + unmatched(b.data, a.data, a.width, a.height, radius, threshold)) / (2 * a.width * a.height);
}

function close(p: Uint8ClampedArray, i: number, q: Uint8ClampedArray, j: number, t: number): boolean {
  return Math.abs(p[i]! - q[j]!) <= t && Math.abs(p[i + 1]! - q[j + 1]!) <= t && Math.abs(p[i + 2]! - q[j + 2]!) <= t;
}

/** Pixels of p with no pixel of similar colour in q within `radius`. */
function unmatched(p: Uint8ClampedArray, q: Uint8ClampedArray, w: number, h: number, radius: number, t: number): number {
  let n = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      if (close(p, i, q, i, t)) continue;
      let found = false;
      const y0 = Math.max(0, y - radius);
      const y1 = Math.min(h - 1, y + radius);
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w - 1, x + radius);
      for (let yy = y0; yy <= y1 && !found; yy++) {
        for (let xx = x0; xx <= x1; xx++) {
          if (close(p, i, q, (yy * w + xx) * 4, t)) {
            found = true;
            break;
          }
        }
      }
      if (!found) n++;
    }
  }
  return n;
}

/** How many distinct colours (quantised) and what share of pixels differ from the top-left (background) colour. */
export function contentStats(img: Decoded): { colours: number; nonBackground: number } {
  const bg = [img.data[0], img.data[1], img.data[2]];
  const colours = new Set<number>();
  let non = 0;
  let n = 0;
  for (let i = 0; i < img.data.length; i += 4 * 7) {
    n++;
    const r = img.data[i]!;
    const g = img.data[i + 1]!;
    const b = img.data[i + 2]!;
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    if (Math.abs(r - bg[0]!) + Math.abs(g - bg[1]!) + Math.abs(b - bg[2]!) > 24) non++;
  }
  return { colours: colours.size, nonBackground: non / n };
}

export function loadShared(file: string): GameLog {
  return JSON.parse(readFileSync(join(SHARED_FIXTURES, file), 'utf8')) as GameLog;
}

/** A Chicago Express game played by a seeded chooser that prefers building, for `steps` actions. */
export function playChicagoExpress(steps: number, seed = 7): LoadedGame {
  let game = newGame(
    'chicago-express',
    [
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bob' },
      { id: 3, name: 'Cid' },
    ],
    { seed },
  );
  let r = seed;
  const rnd = (n: number) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let i = 0; i < steps; i++) {
    const active = activePlayers(game);
    if (!active.length) break;
    const choices = legalActions(game, active[0]!);
    if (!choices.length) break;
    const builds = choices.filter((c) => c.action.type === 'build');
    const develops = choices.filter((c) => c.action.type === 'develop');
    const pick =
      builds.length && rnd(10) < 6 ? builds[rnd(builds.length)]! : develops.length && rnd(10) < 4 ? develops[rnd(develops.length)]! : choices[rnd(choices.length)]!;
    game = applyAction(game, { ...pick.action, id: game.log.length + 1 });
  }
  return game;
}
