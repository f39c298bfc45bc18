import type { Canvas } from '@napi-rs/canvas';
import type { GameView } from '../engine/view.ts';
import type { Page } from './sheet.ts';

export type { Page } from './sheet.ts';

export interface MapOptions {
  /** Crop around this hex (e.g. "K4") for a phone close-up. */
  around?: string;
  /** Crop around what the latest turn changed on the board (its tiles, tokens, builds); the full map if nothing. */
  aroundChange?: boolean;
  /**
   * Crop around what the latest undo took back (the game's log ends with the undo): the hex of the undone
   * tile, token or build, drawn as it is now; the full map if the undone move changed no hex.
   */
  aroundUndone?: boolean;
  /** Hexes shown on each side of `around` (default 3). */
  radius?: number;
  /** Scale of the close-up relative to the full map (default 1.5). */
  scale?: number;
}

/** One title's drawing, from the public's view of a game; each returns null when the title has no such image. */
export interface TitleRenderer {
  map(game: GameView, opts?: MapOptions): Canvas | null;
  /** The stock market (absent for titles without one). */
  market?(game: GameView): Canvas | null;
  /** The status, on one page or more (each ≤ 1280 px wide, src/render/sheet.ts). */
  status(game: GameView): Page[] | null;
  /** The map's hexes (ids, place names) for choosing a close-up. */
  hexes(game: GameView): { id: string; name?: string }[];
}
