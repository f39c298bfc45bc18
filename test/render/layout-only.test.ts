// Reports of what a picture holds (render/index.ts reportOf, pictureReports: size, font sizes, texts) lay the
// picture out without painting it (png.ts layoutOnly), and report exactly what the painted picture holds.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { viewGame } from '../../src/engine/view.ts';
import { replayAt } from '../../src/render/replay-at.ts';
import { pictureReports, rendererFor, reportOf, type Page } from '../../src/render/index.ts';
import { newCanvas } from '../../src/render/png.ts';
import { fontReport } from '../../src/render/text.ts';
import { drawHexCloseup } from '../../src/render/18xx/closeup-choices.ts';
import type { Canvas } from '@napi-rs/canvas';
import { loadShared } from './helpers.ts';

/** What reportOf reports, from a painted drawing. */
function paintedReport(draw: () => Page[]) {
  const { value, sizes, texts } = fontReport(draw);
  return value.map((p) => ({ label: p.label, width: p.canvas.width, height: p.canvas.height, fonts: p.fonts ?? sizes, texts: p.texts ?? texts }));
}

describe('picture reports', () => {
  it('report of an 18xx game what its painted pictures hold: status pages, market, map close-ups', () => {
    const view = viewGame(replayAt(loadShared('1828-23366.json'), 400), null);
    const r = rendererFor(view)!;
    const hex = r.hexes(view)[40]!.id;
    const cases: [string, () => Page[]][] = [
      ['status', () => r.status(view) ?? []],
      ['market', () => [{ canvas: r.market!(view)!, label: 'market' }]],
      ['map', () => [{ canvas: r.map(view, { around: hex })!, label: 'map' }]],
      ['thread close-up', () => [{ canvas: r.map(view, { aroundChange: true })!, label: 'map' }]],
      ['panel close-up', () => [{ canvas: drawHexCloseup(view, hex), label: 'panel' }]],
    ];
    expect(pictureReports(view, 'status').length).toBeGreaterThan(0);
    for (const [what, draw] of cases) {
      const painted = paintedReport(draw);
      expect(painted.length, what).toBeGreaterThan(0);
      expect(painted.every((p) => p.texts.length > 0 && p.fonts.length > 0), what).toBe(true);
      expect(reportOf(draw), what).toEqual(painted);
    }
  });

  it('paint nothing: no canvas drawn inside holds pixels', () => {
    let inside: Canvas | undefined;
    const [report] = reportOf(() => {
      inside = newCanvas(300, 200).canvas;
      return [{ canvas: inside, label: 'blank' }];
    });
    expect(report).toMatchObject({ width: 300, height: 200 });
    expect(typeof (inside as unknown as { data?: unknown }).data).toBe('undefined');
    // outside a report, canvases are painted as ever
    expect(newCanvas(3, 2).canvas.data().length).toBe(3 * 2 * 4);
  });
});
