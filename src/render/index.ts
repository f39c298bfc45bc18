// Entry point: PNG images of a game's map, stock market and status, by the renderer its title registered
// (src/titles.ts registers each title once, with its renderer).
import type { Canvas } from '@napi-rs/canvas';
import type { GameView } from '../engine/view.ts';
import type { TitleDefinition } from '../engine/types.ts';
import { registerFonts } from './fonts.ts';
import { encodeCompactPng } from './png.ts';
import type { MapOptions, TitleRenderer } from './types.ts';

export type { MapOptions, TitleRenderer } from './types.ts';

const RENDERERS: Record<string, TitleRenderer> = {};

/** Add or replace the renderer for a title id (done by the title's registration). */
export function registerRenderer(titleId: string, renderer: TitleRenderer): void {
  RENDERERS[titleId] = renderer;
}

export function rendererFor(game: { def: TitleDefinition }): TitleRenderer | undefined {
  return RENDERERS[game.def.id];
}

function png(canvas: Canvas | null): Buffer | null {
  return canvas ? encodeCompactPng(canvas) : null;
}

export function renderMap(game: GameView, opts: MapOptions = {}): Buffer | null {
  registerFonts();
  const r = rendererFor(game);
  return r ? png(r.map(game, opts)) : null;
}

export function renderMarket(game: GameView): Buffer | null {
  registerFonts();
  const r = rendererFor(game);
  return r?.market ? png(r.market(game)) : null;
}

export function renderStatus(game: GameView): Buffer | null {
  registerFonts();
  const r = rendererFor(game);
  return r ? png(r.status(game)) : null;
}

/** Titles with a renderer. */
export function renderableTitles(): string[] {
  return Object.keys(RENDERERS);
}
