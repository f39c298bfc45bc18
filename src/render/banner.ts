// A close-up's title band: a crop of the map shows no headline of its own, so the turn it belongs to (whose
// turn, for which company, in which round) is written above it in words.
import type { Canvas } from '@napi-rs/canvas';
import { MUTED } from './palette.ts';
import { measureCtx, newCanvas } from './png.ts';
import { drawText, wrapText } from './text.ts';

const SIZE = 26;
const LINE = 36;
const PAD = 14;

/** `map` with `lines` above it (the first bold), wrapped to the map's width. */
export function withBanner(map: Canvas, lines: string[]): Canvas {
  const inner = map.width - 2 * PAD;
  const wrapped = lines.flatMap((text, i) => wrapText(measureCtx(), text, SIZE, inner, i ? 'regular' : 'bold').map((t) => ({ t, first: i === 0 })));
  const band = PAD + wrapped.length * LINE + PAD / 2;
  const { canvas, ctx } = newCanvas(map.width, map.height + band);
  wrapped.forEach((l, i) =>
    drawText(ctx, l.t, PAD, PAD + LINE / 2 + i * LINE, { size: SIZE, style: l.first ? 'bold' : 'regular', color: l.first ? undefined : MUTED, align: 'left', maxWidth: inner }),
  );
  ctx.drawImage(map, 0, band);
  return canvas;
}

/** "alice", "alice and bob", "alice, bob and cid". */
export function namesInWords(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
