// 1822's mail contracts (P6, P7) in an operator's hands: each pays a subsidy into the operator's treasury, half the
// base revenue of the first and last stops of one of its routes (the best route per contract; not an L train's
// route, nor one of fewer than two stops). The subsidy is no revenue: it is paid with the dividend, whatever the
// dividend, and moves no price.
import type { Ctx } from '../../18xx/context.ts';
import type { RouteInput } from '../../18xx/map-port.ts';
import type { GameState } from '../../18xx/state.ts';
import { trainById } from '../../18xx/trains.ts';
import { runOrAsWritten } from './written-runs.ts';

export const MAIL_CONTRACTS = ['P6', 'P7'];

/** The mail contracts `corp` holds. */
function contracts(state: GameState, corp: string): number {
  return state.companies.filter((c) => c.owner === corp && !c.closed && MAIL_CONTRACTS.includes(c.sym)).length;
}

/** The subsidy `corp`'s mail contracts pay for these routes (the map's routes: no local runs). */
export function mailSubsidy(state: GameState, ctx: Ctx, corp: string, routes: RouteInput[]): number {
  const n = contracts(state, corp);
  if (!n || !routes.length || !ctx.map.routesRun) return 0;
  const { run } = runOrAsWritten(state, ctx, corp, routes.map((r) => ({ ...r, revenue: undefined })), routes);
  const each: number[] = [];
  routes.forEach((r, i) => {
    const stops = run.routes[i]?.stopRevenues ?? [];
    if (trainById(state, String(r.train)).name.startsWith('L') || stops.length < 2) return;
    each.push(Math.floor((stops[0]! + stops[stops.length - 1]!) / 2));
  });
  return each
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((sum, x) => sum + x, 0);
}
