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
import { trainById, trainSpec } from '../../18xx/trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { entityName } from '../../18xx/words.ts';
import { RuleError } from '../../types.ts';
import { corp1822, scenarioData } from './data.ts';
import { eTrainHooks } from './etrain.ts';
import { mailSubsidy } from './mail.ts';
import { own1822 } from './state.ts';
import { money } from '../../18xx/money.ts';
import { attachPullman, pullmanListed, PULLMAN } from './pullman.ts';
import { channelHooks } from './channel.ts';
import { runOrAsWritten, writtenRevenues } from './written-runs.ts';

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

/** What the destination pays a route of this train again: its revenue times the train's multiplier (twice to an E). */
function bonusOf(state: GameState, ctx: Ctx, corp: string, destHex: string, train: string): number {
  return localRevenue(state, ctx, corp, destHex) * (trainSpec(ctx.cfg, trainById(state, train).name).multiplier ?? 1);
}

/**
 * Which of the run's routes earns the destination bonus: of those visiting both cities, the one it pays most, the
 * last of them on a tie (18xx.games sorts the routes' bonuses by revenue and takes the last of the largest).
 */
function bonusRoute(cities: { home: string; dest: string }, visits: readonly (readonly string[])[], bonuses: readonly number[]): number {
  let keeps = -1;
  visits.forEach((nodes, i) => {
    if (nodes.includes(cities.home) && nodes.includes(cities.dest) && (keeps < 0 || bonuses[i]! >= bonuses[keeps]!)) keeps = i;
  });
  return keeps;
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
  const bonuses = routes.map((r) => bonusOf(state, ctx, corp, cities.destHex, String(r.train)));
  const visits = run.routes.map((r) => r.stopNodes ?? []);
  const keeps = bonusRoute(cities, visits, bonuses);
  let over = 0;
  visits.forEach((nodes, i) => {
    if (i === keeps || !(nodes.includes(cities.home) && nodes.includes(cities.dest))) return;
    over += bonuses[i]!;
    if (typeof routes[i]!.revenue === 'number') routes[i]!.revenue = (routes[i]!.revenue as number) - bonuses[i]!;
  });
  return over;
}

/** The map's rules for an operator's routes (StandardMapOptions.routeHooks): the English Channel's and the E train's. */
export function routeRules1822(state: GameState, corp: string): RouteHooks {
  const tiles = scenarioData(own1822(state).scenario).phases[state.phase]!.tiles;
  const e = eTrainHooks(corp, tiles[tiles.length - 1] as PhaseColor);
  return {
    checkRoute(stops, map, train) {
      channelHooks.checkRoute!(stops, map, train);
      e.checkRoute(stops, map, train);
    },
    trainStop: e.trainStop,
    // the exact route search asks the same of every route it finds
    search: { checkFound: true },
  };
}

/** The best-route search's hooks for an operator: the route rules, and a major's destination bonus on a route visiting home and destination. */
export function destinationSearchHooks(state: GameState, corp: string): RouteHooks | undefined {
  const cities = destinationBonusCities(state, corp);
  if (!cities) return undefined;
  const at = (s: StopRef) => `${s.hex}:${s.kind}:${s.index}`;
  const rules = routeRules1822(state, corp);
  return {
    checkRoute: rules.checkRoute!,
    trainStop: rules.trainStop!,
    // (what the destination pays the route's train: twice to an E)
    routeBonus: (stops) => (stops.some((s) => at(s) === cities.home) ? (stops.find((s) => at(s) === cities.dest)?.revenue ?? 0) : 0),
    // the same for the exact search, which picks the run earning it once (bonusOvercount takes off the others)
    search: { checkFound: true, visitBonus: { stops: [cities.home, cities.dest], again: cities.dest, once: true } },
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
    runTrains(state, ctx, action);
    const corp = String(action.entity ?? '');
    // each train's earnings, for the 2P's own dividend (dividend.ts)
    const run = ctx.events.list.findLast((e) => e.type === 'run');
    own1822(state).trainRevenue = run?.type === 'run' ? Object.fromEntries(run.trains.map((t) => [t.train, t.revenue])) : {};
    // the mail contracts' subsidy, paid with the dividend
    const routes = ((action.routes as RouteInput[]) ?? []).filter((r) => localHex(r) === null);
    own1822(state).subsidy = mailSubsidy(state, ctx, corp, routes);
    own1822(state).pullman = null;
  },
};

/** A run: L trains' local runs and the map's routes (the destination bonus on one through home and destination). */
function runTrains(state: GameState, ctx: Ctx, action: Action): void {
  const corp = String(action.entity ?? '');
  const routes = (action.routes as RouteInput[]) ?? [];
  expectOperator(state, corp);
  const local = routes.filter((r) => localHex(r) !== null);
  const bonusCities = destinationBonusCities(state, corp);
  jumpTo(state, ctx, 'route');
  // (routes naming only hexes come from old 18xx.games logs; a new move names its connections)
  if (ctx.live && routes.some((x) => !Array.isArray(x.connections) && localHex(x) === null)) throw new RuleError('Each route must name its connections.');
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
    const { run, asWritten } = runOrAsWritten(state, ctx, corp, asRun, rest);
    const ran = rest.map((x, i) => ({ train: String(x.train), revenue: run.routes[i]?.revenue ?? 0, stops: run.routes[i]?.stops ?? [] }));
    // (a run taken as written has its destination bonus in its written revenues)
    if (bonusCities && !asWritten) {
      // one route visiting the home and destination tokens' cities pays the destination again
      const bonuses = rest.map((x) => bonusOf(state, ctx, corp, bonusCities.destHex, String(x.train)));
      const keeps = bonusRoute(bonusCities, rest.map((_x, i) => run.routes[i]?.stopNodes ?? []), bonuses);
      if (keeps >= 0) ran[keeps]!.revenue += bonuses[keeps]!;
      const differs = rest.some((x, i) => typeof x.revenue === 'number' && x.revenue !== ran[i]!.revenue);
      // (replaying a log, 18xx.games takes the written revenues: written-runs.ts)
      if (differs && !ctx.live && writtenRevenues(rest)) rest.forEach((x, i) => (ran[i]!.revenue = x.revenue as number));
      else {
        rest.forEach((x, i) => {
          if (typeof x.revenue === 'number' && x.revenue !== ran[i]!.revenue) throw new RuleError(`The ${String(x.train)} route earns ${ran[i]!.revenue}, not the ${x.revenue} written in the log.`);
        });
      }
    }
    for (const t of ran) revenue += t.revenue;
    trains.push(...ran);
  }
  const r = orRound(state);
  r.revenue = revenue;
  r.ran = true;
  ctx.events.push({ type: 'run', entity: corp, revenue, trains });
}
