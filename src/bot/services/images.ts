// Pictures for game messages, from src/render (titles without a renderer get text only).
import type { GameView } from '../../engine/view.ts';
import { renderMap, renderMarket, renderStatus, rendererFor } from '../../render/index.ts';
import { renderChart } from '../../render/chart.ts';
import type { ImageKind } from './image-policy.ts';

export interface GameImage {
  name: string;
  png: Buffer;
}

/** 'turn': map and status; 'full': also the stock market (/game status); or just these kinds (image-policy.ts). */
export function gameImages(game: GameView, kind: 'turn' | 'full' | readonly ImageKind[]): GameImage[] {
  const kinds = new Set<ImageKind>(kind === 'turn' ? ['map', 'status'] : kind === 'full' ? ['map', 'market', 'status'] : kind);
  const out: GameImage[] = [];
  const add = (name: string, png: Buffer | null) => {
    if (png) out.push({ name, png });
  };
  // the chart needs only the title's result, so every title has it
  const chart = () => (kinds.has('chart') ? add('chart', renderChart(game)) : undefined);
  if (!rendererFor(game)) {
    chart();
    return out;
  }
  if (kinds.has('closeup')) add('map-closeup', renderMap(game, { aroundChange: true }));
  if (kinds.has('map')) add('map', renderMap(game));
  if (kinds.has('market')) add('market', renderMarket(game));
  if (kinds.has('status')) add('status', renderStatus(game));
  chart();
  return out;
}
