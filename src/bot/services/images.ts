// Pictures for game messages, from src/render (titles without a renderer get text only).
import type { GameView } from '../../engine/view.ts';
import { renderMap, renderMarket, renderStatusPages, rendererFor } from '../../render/index.ts';
import { renderChart } from '../../render/chart.ts';
import type { ImageKind } from './image-policy.ts';

export interface GameImage {
  name: string;
  png: Buffer;
  /** What the picture shows, in words (which page of the status it is). */
  label: string;
}

/** 'turn': map and status; 'full': also the stock market (/game status); or just these kinds (image-policy.ts). */
export function gameImages(game: GameView, kind: 'turn' | 'full' | readonly ImageKind[]): GameImage[] {
  const kinds = new Set<ImageKind>(kind === 'turn' ? ['map', 'status'] : kind === 'full' ? ['map', 'market', 'status'] : kind);
  const out: GameImage[] = [];
  const add = (name: string, png: Buffer | null, label = name) => {
    if (png) out.push({ name, png, label });
  };
  // the chart needs only the title's result, so every title has it
  const chart = () => (kinds.has('chart') ? add('chart', renderChart(game)) : undefined);
  if (!rendererFor(game)) {
    chart();
    return out;
  }
  if (kinds.has('closeup')) add('map-closeup', renderMap(game, { aroundChange: true }), 'map close-up of the latest turn');
  if (kinds.has('undone')) add('map-closeup', renderMap(game, { aroundUndone: true }), 'map close-up of what was taken back');
  if (kinds.has('map')) add('map', renderMap(game));
  if (kinds.has('market')) add('market', renderMarket(game), 'stock market');
  // the status on one page ("status"), or on several, each named by what it holds
  if (kinds.has('status')) {
    const pages = renderStatusPages(game);
    pages.forEach((p, n) => add(pages.length > 1 ? `status-${n + 1}` : 'status', p.png, p.label));
  }
  chart();
  return out;
}
