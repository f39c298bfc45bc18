// Optional status pictures: a title's renderer registers here and every status/turn message in
// that title carries the PNG. Titles without one get text only.
import type { LoadedGame } from '../../engine/game.ts';

export type StatusImage = (game: LoadedGame) => Buffer | Promise<Buffer>;

const renderers = new Map<string, StatusImage>();

export function registerStatusImage(titleId: string, render: StatusImage): void {
  renderers.set(titleId, render);
}

export async function statusImage(game: LoadedGame): Promise<Buffer | null> {
  const render = renderers.get(game.def.id);
  if (!render) return null;
  return await render(game);
}
