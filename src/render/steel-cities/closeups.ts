// 1871's close-ups for choosing a lay or a token on a phone (the turn panel's pictures): a hex with its
// neighbours; every offered tile and rotation drawn in place, numbered 1…N; the cities a token may go to,
// numbered 1…N. The shared close-up drawing (18xx/closeup-choices.ts) with 1871's shapes on top (square and
// round tokens, dahs and dits), and a banner saying whose turn it is, as every 1871 close-up does.
import type { Canvas } from '@napi-rs/canvas';
import { getMapDef } from '../../engine/18xx/face.ts';
import type { GameView } from '../../engine/view.ts';
import { withBanner } from '../banner.ts';
import { drawHexCloseupOf, drawLayChoicesOf, drawTokenChoicesOf, type MapOverlay } from '../18xx/closeup-choices.ts';
import { drawShapes, steelMapView, turnLinesSteel } from './map.ts';
import { pictureOf, type SteelPicture } from './view.ts';

function parts(game: GameView): { pic: SteelPicture; overlay: MapOverlay; banner: (c: Canvas) => Canvas } {
  const pic = pictureOf(game);
  const def = getMapDef(pic.view.map.mapId);
  return {
    pic,
    overlay: (ctx, map) => drawShapes(ctx, pic, def, map),
    banner: (c) => withBanner(c, turnLinesSteel(game, pic, false)),
  };
}

/** A hex and its neighbours, the hex outlined. */
export function drawSteelHexCloseup(game: GameView, hex: string): Canvas {
  const { pic, overlay, banner } = parts(game);
  return banner(drawHexCloseupOf(steelMapView(game, pic), hex, overlay));
}

/** Every lay on `hex` (tile and rotation as the engine lists them), each drawn in place, numbered in order. */
export function drawSteelLayChoices(game: GameView, hex: string, lays: { tile: string; rotation: number }[]): Canvas {
  const { pic, overlay, banner } = parts(game);
  return banner(drawLayChoicesOf(steelMapView(game, pic), hex, lays, overlay));
}

/** The cities a token may go to (city ids as the engine lists them), numbered in order on their first free slot. */
export function drawSteelTokenChoices(game: GameView, cities: string[]): Canvas {
  const { pic, overlay, banner } = parts(game);
  return banner(drawTokenChoicesOf(steelMapView(game, pic), cities.map((city) => ({ city, slot: 0 })), overlay));
}
