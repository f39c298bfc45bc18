import type { Canvas } from '@napi-rs/canvas';
import type { GameView } from '../engine/view.ts';

export interface MapOptions {
  /** Crop around this hex (e.g. "K4") for a phone close-up. */
  around?: string;
  /** Crop around what the latest turn changed on the board (its tiles, tokens, builds); the full map if nothing. */
  aroundChange?: boolean;
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
  status(game: GameView): Canvas | null;
  /** The map's hexes (ids, place names) for choosing a close-up. */
  hexes(game: GameView): { id: string; name?: string }[];
}
