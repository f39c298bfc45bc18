// Corporations carry their colours in their title's data (CorpDef.color); the 18xx pictures read them from there,
// and a symbol no data names gets the neutral fallback.
import { describe, expect, it } from 'vitest';
import { TITLES } from '../../src/titles.ts';
import { newGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { GameState, TitleConfig } from '../../src/engine/18xx/face.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';
import type { View } from '../../src/engine/types.ts';
import { corpPalette, neutralColor } from '../../src/render/18xx/colors.ts';
import { drawMarket } from '../../src/render/18xx/market.ts';
import { xxRenderer } from '../../src/render/18xx/index.ts';
import { replayAt } from '../../src/render/replay-at.ts';
import { rgb } from '../../src/render/palette.ts';
import type { Page } from '../../src/render/sheet.ts';
import type { Canvas } from '@napi-rs/canvas';
import { loadShared } from './helpers.ts';

const HEX = /^#[0-9a-f]{6}$/i;

function count(canvas: Canvas, color: string): number {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const [r, g, b] = rgb(color);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
  return n;
}
const pixels = (pages: Page[], color: string) => pages.reduce((n, p) => n + count(p.canvas, color), 0);

describe('corporation colours', () => {
  it('every 18xx title (and variant) gives each corporation a fill and a text colour in its data', () => {
    let checked = 0;
    for (const { def } of TITLES) {
      for (const title of def.titles) {
        const players = Array.from({ length: def.minPlayers }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
        const game = newGame(title, players, { seed: 1 });
        const ctx = xxContext(def, game.state);
        if (!ctx) continue;
        for (const c of ctx.cfg.corporations) {
          expect(c.color?.fill, `${title} ${c.sym}`).toMatch(HEX);
          expect(c.color?.text, `${title} ${c.sym}`).toMatch(HEX);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8 + 8 + 16);
  });

  it('1828 draws its own PRR colour (18xx.games: tomato), not 18Chesapeake’s green for the same symbol; its system PRR-MP wears it', () => {
    const game = viewGame(replayAt(loadShared('1828-23366.json'), 640), null);
    const cfg = xxContext(game.def, game.state)!.cfg as TitleConfig;
    expect((game.state as View<GameState>).corps.find((c) => c.sym === 'PRR-MP')?.closed).toBe(false);
    expect(cfg.corporations.find((c) => c.sym === 'PRR')!.color!.fill).toBe('#ff6347');
    const status = xxRenderer.status(game)!;
    expect(pixels(status, '#ff6347')).toBeGreaterThan(500);
    expect(pixels(status, '#237333')).toBe(0);
  });

  it('the market draws tokens in the colours the data gives, whatever they are; unknown symbols get the neutral colour', () => {
    const game = viewGame(replayAt(loadShared('18chesapeake-1905.json'), 120), null);
    const cfg = xxContext(game.def, game.state)!.cfg as TitleConfig;
    const state = game.state as View<GameState>;
    const onMarket = state.corps.filter((c) => c.cell).map((c) => c.sym);
    expect(onMarket.length).toBeGreaterThan(1);
    // the same game with one corporation recoloured in a colour no title uses
    const odd = '#13a7c5';
    const recoloured: TitleConfig = { ...cfg, corporations: cfg.corporations.map((c) => (c.sym === onMarket[0] ? { ...c, color: { fill: odd, text: '#ffffff' } } : c)) };
    expect(count(drawMarket(state, cfg, 'market'), odd)).toBe(0);
    expect(count(drawMarket(state, recoloured, 'market'), odd)).toBeGreaterThan(300);
    // a symbol without colours in the data: the neutral fallback
    const withoutOne: TitleConfig = { ...cfg, corporations: cfg.corporations.map((c) => (c.sym === onMarket[1] ? { ...c, color: undefined } : c)) };
    expect(corpPalette(withoutOne)(onMarket[1]!)).toEqual(neutralColor(onMarket[1]!));
    expect(corpPalette(cfg)(onMarket[1]!)).toEqual(cfg.corporations.find((c) => c.sym === onMarket[1])!.color);
  });
});
