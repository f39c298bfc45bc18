// 1822's stock market moves beside the shared ones: a sold-out major's marker goes up a row, or, with no cell
// above it, down a row and one to the right (18xx.games G1822 StockMarket#up).
import type { Ctx } from '../../18xx/context.ts';
import { cellAt, move, placeInCell } from '../../18xx/market.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';

/** TitleHooks.soldOutMove: up, or down and right where the row above has no cell. */
export function soldOutUp(state: GameState, ctx: Ctx, corp: string): void {
  const cell = corpOf(state, corp).cell;
  if (!cell) return;
  const [r, c] = cell;
  if (r > 0 && cellAt(ctx.cfg, r - 1, c)) return move(state, ctx.cfg, corp, 'up');
  if (!cellAt(ctx.cfg, r + 1, c + 1)) return;
  placeInCell(state, corp, [r + 1, c + 1]);
  if (cellAt(ctx.cfg, r + 1, c + 1)!.types.includes('e')) state.stockMaxReached = true;
}
