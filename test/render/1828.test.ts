// 1828's pictures: the 18xx ones plus what 1828's view adds — the systems' shells, donated share and coal under
// the status, the coal badge on the Virginia Coalfields and the coal holders in the map's key. Checked on the
// real game 1828-23366 after its five mergers (and before the first) against the plain 18xx drawing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Canvas } from '@napi-rs/canvas';
import { replay } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { getMapDef } from '../../src/engine/18xx/face.ts';
import { view1828 } from '../../src/engine/titles/1828/queries/view.ts';
import type { GameLog, View } from '../../src/engine/types.ts';
import { mapExtras1828, marketExtras1828, renderer1828 } from '../../src/render/1828/index.ts';
import { RING } from '../../src/render/18xx/market.ts';
import { COAL_FILL } from '../../src/render/1828/systems.ts';
import { xxMapView, xxRenderer } from '../../src/render/18xx/index.ts';
import { HEX_R, mapGeometry } from '../../src/render/18xx/map.ts';
import { mapStateOf } from '../../src/render/18xx/map-state.ts';
import { rgb } from '../../src/render/palette.ts';
import { tableHeight } from '../../src/render/table.ts';
import type { Page } from '../../src/render/sheet.ts';
import { SHARED_FIXTURES } from './helpers.ts';

const full = JSON.parse(readFileSync(join(SHARED_FIXTURES, '1828-23366.json'), 'utf8')) as GameLog;
const at = (cut: number) => viewGame(replay({ ...full, actions: full.actions.slice(0, cut) }), null);

/** Pixels of `color` in a box of the canvas. */
function count(canvas: Canvas, x: number, y: number, w: number, h: number, color: string): number {
  const data = canvas.getContext('2d').getImageData(Math.round(x), Math.round(y), Math.round(w), Math.round(h)).data;
  const [r, g, b] = rgb(color);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
  return n;
}

describe('1828 pictures', () => {
  const late = at(640);
  const view = view1828(late.state as View<GameState>);

  it('the view has the five systems, each with two shells, a donated share, and the coal holders', () => {
    expect(view.systems.map((s) => s.sym)).toEqual(['GT-IC', 'CPR-MC', 'PRR-MP', 'NYC-NYH', 'NKP-ERIE']);
    for (const s of view.systems) {
      expect(s.shells.map((sh) => sh.member)).toEqual(s.members);
      expect(s.treasuryPercent).toBe(10);
    }
    const state = late.state as View<GameState>;
    // every train a system owns is in one of its shells
    for (const s of view.systems) expect(s.shells.flatMap((sh) => sh.trains).length).toBe(state.corps.find((c) => c.sym === s.sym)!.trains.length);
    expect(view.coal.holders.length + view.coal.left).toBeLessThanOrEqual(2);
  });

  const pixels = (pages: Page[], color: string) => pages.reduce((n, p) => n + count(p.canvas, 0, 0, p.canvas.width, p.canvas.height, color), 0);
  const height = (pages: Page[]) => pages.reduce((h, p) => h + p.canvas.height, 0);

  it('the status is the 18xx status with a row per system and the coal line after it, in the systems’ colours', () => {
    const base = xxRenderer.status(late)!;
    const status = renderer1828.status(late)!;
    // the same width, taller by the systems' section; each system's name cell adds its colour
    expect(status.map((p) => p.canvas.width)).toEqual(base.map((p) => p.canvas.width));
    expect(height(status) - height(base)).toBeGreaterThanOrEqual(tableHeight(view.systems.length));
    expect(status.map((p) => p.label).join(' ')).toMatch(/systems and coal|status/);
    for (const s of view.systems) expect(pixels(status, s.color.fill) - pixels(base, s.color.fill)).toBeGreaterThan(500);
  });

  it('before any merger the status adds only the coal line', () => {
    const early = at(150);
    expect(view1828(early.state as View<GameState>).systems).toEqual([]);
    const extra = height(renderer1828.status(early)!) - height(xxRenderer.status(early)!);
    expect(extra).toBeGreaterThan(0);
    expect(extra).toBeLessThan(tableHeight(1));
  });

  it('the map is the 18xx map’s size, with the coal badge on K11 that the 18xx map does not have', () => {
    const base = xxRenderer.map(late)!;
    const map = renderer1828.map(late)!;
    expect([map.width, map.height]).toEqual([base.width, base.height]);
    const c = mapGeometry(getMapDef(mapStateOf(late).mapId)).center(view.coal.hex);
    const box = [c.x - HEX_R, c.y - HEX_R, 2 * HEX_R, HEX_R] as const;
    expect(count(map, ...box, COAL_FILL)).toBeGreaterThan(300);
    // (a few anti-aliased pixels of dark track may match by chance)
    expect(count(base, ...box, COAL_FILL)).toBeLessThan(20);
    // a close-up around K11 shows it too (phone size)
    const closeUp = renderer1828.map(late, { around: 'K11' })!;
    expect(closeUp.width).toBeLessThanOrEqual(1100);
    expect(count(closeUp, 0, 0, closeUp.width, closeUp.height, COAL_FILL)).toBeGreaterThan(300);
  });

  it('draws the blocker tokens the D train leaves in unstarted corporations’ cities, with their key', () => {
    // the first D (action 779) removed C&O, NW and OSH: blockers in their reserved cities
    const before = at(778);
    const after = at(800);
    expect(view1828(before.state as View<GameState>).blockerHexes).toEqual([]);
    const blockers = view1828(after.state as View<GameState>);
    expect(blockers.blockerHexes.length).toBeGreaterThan(0);
    // the map's view-model holds a blocker token in each of those hexes, and the key says what it is
    const drawn = xxMapView(after, mapExtras1828(after));
    for (const hex of blockers.blockerHexes) expect(drawn.map.hexes[hex]!.tokens.flat()).toContain(blockers.blocker);
    expect(drawn.notes).toContain(`${blockers.blocker} = blocker`);
    expect(xxMapView(before, mapExtras1828(before)).notes).not.toContain(`${blockers.blocker} = blocker`);
    // and the picture has the blocker's dark token there, which it had not before
    const g = mapGeometry(getMapDef(mapStateOf(after).mapId));
    const fill = xxMapView(after).colors(blockers.blocker).fill;
    const [mapBefore, mapAfter] = [renderer1828.map(before)!, renderer1828.map(after)!];
    for (const hex of blockers.blockerHexes) {
      const c = g.center(hex);
      const box = [c.x - HEX_R, c.y - HEX_R, 2 * HEX_R, 2 * HEX_R] as const;
      const [was, now] = [count(mapBefore, ...box, fill), count(mapAfter, ...box, fill)];
      expect(now, hex).toBeGreaterThan(300);
      // (dark track and town dots share a few anti-aliased pixels)
      expect(now, hex).toBeGreaterThan(5 * was);
    }
  });

  it('the market rings each system’s token and has a key of the systems and their members', () => {
    const extras = marketExtras1828(late);
    expect(extras.ringed).toEqual(view.systems.map((s) => s.sym));
    expect(extras.key!.entries.map((e) => e.text)).toEqual(view.systems.map((s) => `${s.sym} = ${s.members.join(' + ')}`));
    expect(extras.key!.note).toMatch(/ringed/);
    const base = xxRenderer.market!(late)!;
    const market = renderer1828.market!(late)!;
    expect(market.width).toBe(base.width);
    expect(market.height).toBeGreaterThan(base.height);
    // the gold rings: around the systems' tokens on the grid and in the key; none in the plain 18xx drawing
    expect(count(base, 0, 0, base.width, base.height, RING)).toBe(0);
    expect(count(market, 0, 0, market.width, base.height - 200, RING)).toBeGreaterThan(100 * view.systems.length);
    expect(count(market, 0, base.height - 200, market.width, market.height - base.height + 200, RING)).toBeGreaterThan(100 * view.systems.length);
    // before any merger: no key, no rings
    const early = at(150);
    expect(renderer1828.market!(early)!.height).toBe(xxRenderer.market!(early)!.height);
  });
});
