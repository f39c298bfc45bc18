// Route step: the operating corporation runs its trains; the map checks the routes and gives the revenue.
import { money } from '../money.ts';
import type { Step } from '../context.ts';
import type { RouteInput } from '../map-port.ts';
import { currentCorp, expectOperator, hasRoute, jumpTo, orRound } from '../rounds/operating.ts';
import { corpOf } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { packedMap } from '../../packed.ts';
import { entityName } from '../words.ts';

export const routeStep: Step = {
  id: 'route',
  actions: ['run_routes'],
  inSequence: true,
  exclusive: true,
  active(state, ctx) {
    const corp = currentCorp(state);
    return !orRound(state).ran && corpOf(state, corp).trains.length > 0 && hasRoute(state, ctx, corp);
  },
  mustAct: (state) => `${currentCorp(state)} must run its trains.`,
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const best = ctx.map.bestRoutes?.(state, corp, corpOf(state, corp).trains);
    return best ? [{ label: `${entityName(ctx, corp)} runs its trains for ${money(ctx.cfg, best.revenue)}`, action: { type: 'run_routes', entity: corp, entity_type: 'corporation', routes: best.routes } }] : [];
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const routes = (action.routes as RouteInput[]) ?? [];
    expectOperator(state, corp);
    const r = orRound(state);
    jumpTo(state, ctx, 'route');
    const owned = corpOf(state, corp).trains;
    const used = packedMap(routes, (x) => String(x.train));
    if (used.some((t) => !owned.includes(t))) throw new RuleError(`${corp} can only run its own trains.`);
    if (new Set(used).size !== used.length) throw new RuleError('A train can run only once.');
    // (routes naming only hexes come from old 18xx.games logs; a new move names its connections)
    if (ctx.live && routes.some((x) => !Array.isArray(x.connections))) throw new RuleError('Each route must name its connections.');
    const run = ctx.map.routesRun?.(state, corp, routes) ?? { revenue: ctx.map.routesRevenue(state, corp, routes), routes: [] };
    r.revenue = run.revenue;
    r.ran = true;
    const trains = packedMap(routes, (x, i) => ({ train: String(x.train), revenue: run.routes[i]?.revenue ?? 0, stops: run.routes[i]?.stops ?? [] }));
    ctx.events.push({ type: 'run', entity: corp, revenue: r.revenue, trains });
  },
};
