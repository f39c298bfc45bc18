// Pictures for game messages, from src/render (titles without a renderer get text only).
import type { LoadedGame } from '../../engine/game.ts';
import { renderMap, renderMarket, renderStatus, rendererFor } from '../../render/index.ts';
import type { ImageKind } from './image-policy.ts';

export interface GameImage {
  name: string;
  png: Buffer;
}

/** 'turn': map and status; 'full': also the stock market (/game status); or just these kinds (image-policy.ts). */
export function gameImages(game: LoadedGame, kind: 'turn' | 'full' | readonly ImageKind[]): GameImage[] {
  if (!rendererFor(game)) return [];
  const kinds = new Set<ImageKind>(kind === 'turn' ? ['map', 'status'] : kind === 'full' ? ['map', 'market', 'status'] : kind);
  const out: GameImage[] = [];
  const add = (name: string, png: Buffer | null) => {
    if (png) out.push({ name, png });
  };
  if (kinds.has('closeup')) add('map-closeup', renderMap(game, { aroundChange: true }));
  if (kinds.has('map')) add('map', renderMap(game));
  if (kinds.has('market')) add('market', renderMarket(game));
  if (kinds.has('status')) add('status', renderStatus(game));
  return out;
}
