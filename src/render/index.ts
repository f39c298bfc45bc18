// Entry point: PNG images of a game's map, stock market and status, by the renderer its title registered
// (src/titles.ts registers each title once, with its renderer).
import type { Canvas } from '@napi-rs/canvas';
import type { GameView } from '../engine/view.ts';
import type { TitleDefinition } from '../engine/types.ts';
import { registerFonts } from './fonts.ts';
import { encodeCompactPng, layoutOnly } from './png.ts';
import { fontReport } from './text.ts';
import type { MapOptions, Page, TitleRenderer } from './types.ts';

export type { MapOptions, Page, TitleRenderer } from './types.ts';

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

/** The status's pages as PNGs, each with what it holds in words (one page: "status"). */
export function renderStatusPages(game: GameView): { png: Buffer; label: string }[] {
  registerFonts();
  return (rendererFor(game)?.status(game) ?? []).map((p) => ({ png: encodeCompactPng(p.canvas), label: p.label }));
}

/** The status's first page (the whole status when it fits one; renderStatusPages gives every page). */
export function renderStatus(game: GameView): Buffer | null {
  return renderStatusPages(game)[0]?.png ?? null;
}

export type PictureKind = 'map' | 'market' | 'status';

/** What a picture came out as: its size and every font size its text was drawn at (in picture pixels). */
export interface PictureReport {
  label: string;
  width: number;
  height: number;
  fonts: number[];
  /** The texts drawn, in drawing order. */
  texts: string[];
}

/**
 * Lays out one kind of picture (every page of it; png.ts layoutOnly: nothing painted or encoded), and reports its size and the font sizes
 * used: how tests check that pictures fit a phone (src/render/sheet.ts: PAGE_WIDTH, MIN_FONT).
 */
export function pictureReports(game: GameView, kind: PictureKind, opts: MapOptions = {}): PictureReport[] {
  registerFonts();
  const r = rendererFor(game);
  if (!r) return [];
  const pages = (): Page[] => {
    if (kind === 'status') return r.status(game) ?? [];
    const canvas = kind === 'map' ? r.map(game, opts) : (r.market?.(game) ?? null);
    return canvas ? [{ canvas, label: kind }] : [];
  };
  return reportOf(pages);
}

/** Size and font sizes of pictures drawn by `draw` (any picture: charts, sealed reveals). */
export function reportOf(draw: () => Page[]): PictureReport[] {
  // laid out, not painted: a report reads no pixels (png.ts layoutOnly)
  const { value, sizes, texts } = fontReport(() => layoutOnly(draw));
  // a page laid out by sheet.ts knows its own fonts; a single picture has all that was drawn
  return value.map((p) => ({ label: p.label, width: p.canvas.width, height: p.canvas.height, fonts: p.fonts ?? sizes, texts: p.texts ?? texts }));
}

/** Titles with a renderer. */
export function renderableTitles(): string[] {
  return Object.keys(RENDERERS);
}
