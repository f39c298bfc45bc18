// 1822's runs: an L train may run "locally", in one city holding the operator's token (18xx.games logs it as a
// connection ["local", hex], or none with that one hex); every other route is the map's to check.
import type { Ctx, Step } from '../../18xx/context.ts';
import type { RouteInput } from '../../18xx/map-port.ts';
import { currentTile, revenueIn } from '../../18xx/map/index.ts';
import type { MapState, PhaseColor, RouteHooks, StopRef } from '../../18xx/map/index.ts';
import { currentCorp, expectOperator, hasRoute, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import { trainById, trainDef } from '../../18xx/trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { entityName } from '../../18xx/words.ts';
import { RuleError } from '../../types.ts';
import { corp1822 } from './data.ts';
import { mailSubsidy } from './mail.ts';
import { own1822 } from './state.ts';
import { money } from '../../18xx/money.ts';
import { attachPullman, pullmanListed, PULLMAN } from './pullman.ts';
import { E_TRAIN } from './e-train.ts';

const LOCAL_TRAINS = new Set(['L', 'LP']);

/** The one hex of a local run, or null when the route is an ordinary one. */
function localHex(route: RouteInput): string | null {
  const conns = (route.connections ?? []) as unknown[][];
  if (conns.length === 1 && conns[0]![0] === 'local') return String(conns[0]![1]);
  const hexes = route.hexes as string[] | undefined;
  if (conns.length === 0 && hexes?.length === 1) return hexes[0]!;
  return null;
}

function phaseColor(state: GameState, ctx: Ctx): PhaseColor {
  const tiles = ctx.cfg.phases[state.phase]!.tiles;
  return tiles[tiles.length - 1] as PhaseColor;
}

/** What a local run in `hex` pays: the revenue of the city there holding the operator's token. */
function localRevenue(state: GameState, ctx: Ctx, corp: string, hex: string): number {
  const map = state.map as MapState;
  const { def, state: h } = currentTile(map, hex);
  const city = h.tokens.findIndex((slots) => slots.includes(corp));
  if (city < 0) throw new RuleError(`${corp} has no token in ${hex} to run a local train there.`);
  return revenueIn(def.cities[city]!.revenue, phaseColor(state, ctx));
}

/** The hexes with a city holding the operator's token, each with what a local run there pays, richest first. */
function localRuns(state: GameState, ctx: Ctx, corp: string): { hex: string; revenue: number }[] {
  const map = state.map as MapState;
  const out: { hex: string; revenue: number }[] = [];
  for (const hex of Object.keys(map.hexes))
    if (currentTile(map, hex).state.tokens.some((slots) => slots.includes(corp))) out.push({ hex, revenue: localRevenue(state, ctx, corp, hex) });
  return out.sort((a, b) => b.revenue - a.revenue);
}

/**
 * The operator's best run: for each number k of its L trains run locally (in the k richest tokened cities, one
 * train each), the map's best routes for the other trains; the richest of these.
 */
export function bestRun1822(state: GameState, ctx: Ctx, corp: string): { routes: RouteInput[]; revenue: number } | null {
  // (the pullman never runs itself)
  const trains = corpOf(state, corp).trains.filter((id) => trainById(state, id).name !== PULLMAN);
  const locals = trains.filter((id) => LOCAL_TRAINS.has(trainById(state, id).name));
  const cities = localRuns(state, ctx, corp);
  let best: { routes: RouteInput[]; revenue: number } | null = null;
  for (let k = 0; k <= Math.min(locals.length, cities.length); k++) {
    const local = locals.slice(0, k);
    const rest = trains.filter((id) => !local.includes(id));
    const run = rest.length ? ctx.map.bestRoutes?.(state, corp, rest) : { routes: [], revenue: 0 };
    if (!run) continue;
    const routes: RouteInput[] = [...local.map((train, i) => ({ train, connections: [['local', cities[i]!.hex]], revenue: cities[i]!.revenue })), ...run.routes];
    const revenue = run.revenue + cities.slice(0, k).reduce((n, c) => n + c.revenue, 0) - bonusOvercount(state, ctx, corp, run.routes);
    if (!best || revenue > best.revenue) best = { routes, revenue };
  }
  return best;
}

/**
 * A major's home and destination cities once its destination token is down ("hex:city:index": the city holding its
 * home token, and the one holding its destination token): a run visiting both earns the destination's revenue
 * again (18xx.games destination_bonus, which asks for the tokens' cities: London's six differ).
 */
function destinationBonusCities(state: GameState, corp: string): { home: string; dest: string; destHex: string } | null {
  const own = own1822(state);
  if (corpOf(state, corp).type !== 'major' || !(own.destinations ?? []).includes(corp)) return null;
  const def = corp1822(own.scenario, corp);
  if (!def.destination || !def.home) return null;
  const map = state.map as MapState;
  const tokenCity = (hex: string) => currentTile(map, hex).state.tokens.findIndex((slots) => slots.includes(corp));
  const home = def.city ?? tokenCity(def.home);
  const dest = tokenCity(def.destination);
  if (home < 0 || dest < 0) return null;
  return { home: `${def.home}:city:${home}`, dest: `${def.destination}:city:${dest}`, destHex: def.destination };
}

/**
 * Which of the run's routes earns the destination bonus: of those visiting both cities, the one whose train pays
 * most for it (an E train doubles it), the last of those (18xx.games sorts the routes' bonuses by revenue and takes
 * the last of the largest).
 */
function bonusRoute(cities: { home: string; dest: string }, visits: readonly (readonly string[])[], mults: readonly number[]): number {
  let keeps = -1;
  visits.forEach((nodes, i) => {
    if (nodes.includes(cities.home) && nodes.includes(cities.dest) && (keeps < 0 || mults[i]! >= mults[keeps]!)) keeps = i;
  });
  return keeps;
}

const isE = (state: GameState, r: RouteInput): boolean => trainById(state, String(r.train)).name === E_TRAIN;

/** What a train multiplies its stops' revenue by (the destination bonus too: 18xx.games route_revenue). */
function multiplierOf(state: GameState, ctx: Ctx, train: string): number {
  return trainDef(ctx.cfg, trainById(state, train).name).multiplier ?? 1;
}

/**
 * The map's route search (searchHooks) adds the destination bonus to every route visiting home and destination;
 * the run earns it once: what the search counted more than once, taken off those routes (the one bonusRoute names
 * keeps it).
 */
function bonusOvercount(state: GameState, ctx: Ctx, corp: string, routes: RouteInput[]): number {
  const cities = destinationBonusCities(state, corp);
  if (!cities || routes.length < 2 || !ctx.map.routesRun) return 0;
  const run = ctx.map.routesRun(state, corp, routes.map((r) => ({ ...r, revenue: undefined })));
  const bonus = localRevenue(state, ctx, corp, cities.destHex);
  const visits = run.routes.map((r) => r.stopNodes ?? []);
  const mults = routes.map((r) => multiplierOf(state, ctx, String(r.train)));
  const keeps = bonusRoute(cities, visits, mults);
  let over = 0;
  visits.forEach((nodes, i) => {
    if (i === keeps || !(nodes.includes(cities.home) && nodes.includes(cities.dest))) return;
    over += bonus * mults[i]!;
    if (typeof routes[i]!.revenue === 'number') routes[i]!.revenue = (routes[i]!.revenue as number) - bonus * mults[i]!;
  });
  return over;
}

/** The best-route search's hooks for an operator: a major's destination bonus on a route visiting home and destination (and the English Channel's rules). */
export function destinationSearchHooks(state: GameState, corp: string): RouteHooks | undefined {
  const cities = destinationBonusCities(state, corp);
  if (!cities) return undefined;
  const at = (s: StopRef) => `${s.hex}:${s.kind}:${s.index}`;
  // (the routes' own rules, the Channel's and the E's, join these in map.ts)
  return {
    routeBonus: (stops) => (stops.some((s) => at(s) === cities.home) ? (stops.find((s) => at(s) === cities.dest)?.revenue ?? 0) : 0),
  };
}

export const route1822Step: Step = {
  ...routeStep,
  actions: ['run_routes', 'choose'],
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const best = bestRun1822(state, ctx, corp);
    const run: LegalChoice[] = best ? [{ label: `${entityName(ctx, corp)} runs its trains for ${money(ctx.cfg, best.revenue)}`, action: { type: 'run_routes', entity: corp, entity_type: 'corporation', routes: best.routes } }] : [];
    return [...run, ...pullmanListed(state)];
  },
  // an operator with an L train can always run it locally
  active(state, ctx) {
    const corp = currentCorp(state);
    // (a pullman alone runs nothing: 18xx.games' route_trains leave it out)
    const trains = corpOf(state, corp).trains.filter((id) => trainById(state, id).name !== PULLMAN);
    if (orRound(state).ran || !trains.length) return false;
    return trains.some((id) => LOCAL_TRAINS.has(trainById(state, id).name)) || hasRoute(state, ctx, corp);
  },
  process(state, ctx, action: Action) {
    expectOperator(state, String(action.entity ?? ''));
    if (action.type === 'choose') {
      const train = attachPullman(state, action);
      ctx.events.push({ type: 'pullman_attached', entity: String(action.entity), train });
      return;
    }
    if (((action.routes as RouteInput[]) ?? []).some((r) => trainById(state, String(r.train)).name === PULLMAN)) throw new RuleError('The pullman does not run by itself.');
    // (a logged run replayed: 18xx.games takes its E routes as written, e-train.ts)
    if (!ctx.live) own1822(state).loggedRun = true;
    try {
      run1822(state, ctx, action);
    } finally {
      delete own1822(state).loggedRun;
    }
  },
};

/** The run, each train's earnings (for the 2P's own dividend, dividend.ts) and the mail contracts' subsidy (paid with the dividend). */
function run1822(state: GameState, ctx: Ctx, action: Action): void {
  runTrains(state, ctx, action);
  const corp = String(action.entity ?? '');
  const run = ctx.events.list.findLast((e) => e.type === 'run');
  own1822(state).trainRevenue = run?.type === 'run' ? Object.fromEntries(run.trains.map((t) => [t.train, t.revenue])) : {};
  const routes = ((action.routes as RouteInput[]) ?? []).filter((r) => localHex(r) === null);
  own1822(state).subsidy = mailSubsidy(state, ctx, corp, routes);
  own1822(state).pullman = null;
}

/** A run: L trains' local runs and the map's routes (the destination bonus on one through home and destination). */
function runTrains(state: GameState, ctx: Ctx, action: Action): void {
  const corp = String(action.entity ?? '');
  const routes = (action.routes as RouteInput[]) ?? [];
  expectOperator(state, corp);
  const local = routes.filter((r) => localHex(r) !== null);
  const bonusCities = destinationBonusCities(state, corp);
  if (!local.length && !bonusCities) return routeStep.process(state, ctx, action);
  jumpTo(state, ctx, 'route');
  const owned = corpOf(state, corp).trains;
  const used = routes.map((x) => String(x.train));
  if (used.some((t) => !owned.includes(t))) throw new RuleError(`${corp} can only run its own trains.`);
  if (new Set(used).size !== used.length) throw new RuleError('A train can run only once.');
  const hexes = new Set<string>();
  let revenue = 0;
  const trains: { train: string; revenue: number; stops: string[] }[] = [];
  for (const r of local) {
    if (!LOCAL_TRAINS.has(trainById(state, String(r.train)).name)) throw new RuleError('Only L trains run locally.');
    const hex = localHex(r)!;
    // each token serves one local run
    if (hexes.has(hex)) throw new RuleError(`Two local trains cannot run in ${hex}.`);
    hexes.add(hex);
    const pays = localRevenue(state, ctx, corp, hex);
    revenue += pays;
    trains.push({ train: String(r.train), revenue: pays, stops: [hex] });
  }
  const rest = routes.filter((r) => localHex(r) === null);
  if (rest.length) {
    // (routes naming their connections are read without their logged revenue, which includes any destination bonus)
    const asRun = bonusCities ? rest.map((x) => (Array.isArray(x.connections) ? { ...x, revenue: undefined } : x)) : rest;
    const run = ctx.map.routesRun?.(state, corp, asRun) ?? { revenue: ctx.map.routesRevenue(state, corp, asRun), routes: [] };
    const ran = rest.map((x, i) => ({ train: String(x.train), revenue: run.routes[i]?.revenue ?? 0, stops: run.routes[i]?.stops ?? [] }));
    if (bonusCities) {
      // one route visiting the home and destination tokens' cities pays the destination again
      const mults = rest.map((x) => multiplierOf(state, ctx, String(x.train)));
      const visits = rest.map((_x, i) => run.routes[i]?.stopNodes ?? []);
      const bonus = localRevenue(state, ctx, corp, bonusCities.destHex);
      const keeps = bonusRoute(bonusCities, visits, mults);
      if (keeps >= 0) ran[keeps]!.revenue += bonus * mults[keeps]!;
      // a logged run replayed: 18xx.games gave the bonus to an E's route and to another train's too, at times, until
      // its fix of tobymao/18xx#7982, and replays a run's logged revenue; a real game earlier than it may show both
      if (own1822(state).loggedRun && keeps >= 0) {
        const other = bonusRoute(bonusCities, visits.map((v, i) => (isE(state, rest[i]!) !== isE(state, rest[keeps]!) ? v : [])), mults);
        if (other >= 0 && rest[other]!.revenue === ran[other]!.revenue + bonus * mults[other]!) ran[other]!.revenue += bonus * mults[other]!;
      }
      rest.forEach((x, i) => {
        if (typeof x.revenue === 'number' && x.revenue !== ran[i]!.revenue) throw new RuleError(`The ${String(x.train)} route earns ${ran[i]!.revenue}, not the ${x.revenue} written in the log.`);
      });
    }
    for (const t of ran) revenue += t.revenue;
    trains.push(...ran);
  }
  const r = orRound(state);
  r.revenue = revenue;
  r.ran = true;
  ctx.events.push({ type: 'run', entity: corp, revenue, trains });
}
