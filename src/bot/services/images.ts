// Pictures for game messages, from src/render (titles without a renderer get text only).
import type { LoadedGame } from '../../engine/game.ts';
import { renderMap, renderMarket, renderStatus, rendererFor } from '../../render/index.ts';

export interface GameImage {
  name: string;
  png: Buffer;
}

/** 'turn': map and status after each action; 'full': also the stock market (/game status). */
export function gameImages(game: LoadedGame, kind: 'turn' | 'full'): GameImage[] {
  if (!rendererFor(game)) return [];
  const out: GameImage[] = [];
  const add = (name: string, png: Buffer | null) => {
    if (png) out.push({ name, png });
  };
  add('map', renderMap(game));
  if (kind === 'full') add('market', renderMarket(game));
  add('status', renderStatus(game));
  return out;
}
