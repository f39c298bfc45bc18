// 1871 Steel Cities pictures: map (square and round tokens, dahs and dits), market and status, drawn
// from the public view: a sealed sheet's contents never change a picture.
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import { currentTile, getMapDef } from '../../src/engine/18xx/face.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import { renderMap, renderMarket, renderStatus } from '../../src/render/index.ts';
import { HEX_R, mapGeometry } from '../../src/render/18xx/map.ts';
import { placeNodes } from '../../src/render/18xx/nodes.ts';
import { slotOffsets } from '../../src/render/18xx/tile.ts';
import { neutralColor } from '../../src/render/18xx/colors.ts';
import { rgb } from '../../src/render/palette.ts';
import { contentStats, decodePng, type Decoded } from './helpers.ts';

const seats = ['ann', 'bob', 'cy'].map((id) => ({ id, name: id }));

/** Random legal play that prefers building (lays, tokens, starting majors), to `steps` actions. */
function play(steps: number, seed = 3): LoadedGame {
  let g = newGame('1871-steel-cities', seats, { seed, data_version: '1' });
  const rng = new SeededRandom(seed);
  for (let n = 0; n < steps && !g.def.finished(g.state); n++) {
    const choices = legalActions(g, activePlayers(g)[0]!);
    const build = choices.filter((c) => ['lay_tile', 'place_token', 'par', 'buy_shares'].includes(c.action.type));
    g = applyAction(g, (build.length && rng.next() % 3 ? build[rng.next() % build.length] : choices[rng.next() % choices.length])!.action);
  }
  return g;
}

async function good(png: Buffer | null, minWidth: number): Promise<Decoded> {
  expect(png!.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png!.length).toBeLessThan(2 * 1024 * 1024);
  const img = await decodePng(png!);
  expect(img.width).toBeGreaterThanOrEqual(minWidth);
  expect(img.width).toBeLessThanOrEqual(2200);
  expect(contentStats(img).colours).toBeGreaterThan(12);
  return img;
}

const pixel = (img: Decoded, x: number, y: number) => {
  const i = (Math.round(y) * img.width + Math.round(x)) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
};
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) < 24);

describe('1871 pictures', () => {
  const g = play(250);
  const s = g.state as SteelState;

  it('draws the map, the market and the status', async () => {
    await good(renderMap(viewGame(g, null)), 1200);
    await good(renderMarket(viewGame(g, null)), 1200);
    await good(renderStatus(viewGame(g, null)), 1200);
    await good(renderMap(viewGame(g, null), { around: 'G9' }), 600);
  });

  it('draws square tokens square and round tokens round', async () => {
    const img = await decodePng(renderMap(viewGame(g, null))!);
    const def = getMapDef(s.map.mapId);
    const geo = mapGeometry(def);
    const seen = { square: 0, round: 0 };
    for (const [key, shape] of Object.entries(s.tokenShapes)) {
      const [hex, city, owner] = key.split(':') as [string, string, string];
      const { def: tile, state } = currentTile(s.map, hex);
      const slot = state.tokens[Number(city)]!.indexOf(owner);
      const c = geo.center(hex);
      const p = placeNodes(tile, state.rotation, HEX_R, def.layout).cities[Number(city)]!;
      const o = slotOffsets(Math.max(1, tile.cities[Number(city)]!.slots), HEX_R * 0.26)[slot]!;
      // just inside the corner of the token's square: the company's colour only when it is square
      const r = HEX_R * 0.26 - 5;
      const corner = pixel(img, c.x + p.x + o.x + r, c.y + p.y + o.y + r);
      expect(near(corner, rgb(neutralColor(owner).fill)), `${key} (${shape})`).toBe(shape === 'square');
      seen[shape] += 1;
    }
    expect(seen.square).toBeGreaterThan(0);
    expect(seen.round).toBeGreaterThan(0);
  });

  it('a sealed sheet changes no picture until the reveal', () => {
    const open = newGame('1871-steel-cities', seats, { seed: 5, data_version: '1' });
    const item = (open.state as SteelState).open!.items[0]!;
    const bid = (price: number) => applyAction(open, { type: 'bid', entity: 'ann', entity_type: 'player', round: (open.state as SteelState).open!.round, company: item.id, price });
    const [low, high] = [bid(item.prices[0]!), bid(item.prices[5]!)];
    expect((low.state as SteelState).open!.sheets.ann).not.toEqual((high.state as SteelState).open!.sheets.ann);
    for (const draw of [renderMap, renderMarket, renderStatus]) expect(draw(viewGame(low, null))!.equals(draw(viewGame(high, null))!)).toBe(true);
  });
});
