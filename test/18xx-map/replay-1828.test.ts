import { describe, expect, it } from 'vitest';
import {
  bestRoutes,
  checkRoutes,
  corporationCities,
  createMap,
  layTile,
  placeHomeToken,
  placeToken,
  renameTokens,
  getMapDef,
  type MapState,
  type PhaseColor,
  type TrainSpec,
} from '../../src/engine/18xx/map/index.ts';
import { loadActions } from './fixtures.ts';

const PHASE_OF_TRAIN: Record<string, PhaseColor> = { '2': 'yellow', '3': 'green', '5': 'green', '3+D': 'brown', '6': 'brown', '8E': 'brown', D: 'brown' };
const ORDER: PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];

/** 1828 trains: 3+D pays three cities/offboards double and visits towns free; 8E counts cities only. */
function trainOf(id: string): TrainSpec {
  const n = id.split('-')[0]!;
  if (n === '3+D') {
    return {
      name: id,
      distance: 0,
      rows: [
        { nodes: ['city', 'offboard'], pay: 3, visit: 3, multiplier: 2 },
        { nodes: ['town'], pay: 99, visit: 99, multiplier: 2 },
      ],
    };
  }
  if (n === '8E') {
    return { name: id, distance: 0, rows: [{ nodes: ['city', 'offboard'], pay: 8, visit: 8 }, { nodes: ['town'], pay: 0, visit: 99 }] };
  }
  return { name: id, distance: n === 'D' ? 999 : Number(n) };
}

export interface Probe {
  (map: MapState, corp: string, trains: TrainSpec[], phase: PhaseColor, logged: number): void;
}

interface Outcome {
  lays: number;
  strictLayFailures: string[];
  tokens: number;
  strictTokenFailures: string[];
  routesChecked: number;
  routeFailures: string[];
}

/** Replays 1828's map actions: systems take over their members' tokens, pending home tokens are re-placed. */
export function replay1828(name: string, probe?: Probe): Outcome {
  const map = createMap('1828');
  const owner = new Map<string, string>();
  const systems = new Set<string>();
  const homed = new Set<string>();
  const pending = new Set<string>();
  let phase: PhaseColor = 'yellow';
  const out: Outcome = { lays: 0, strictLayFailures: [], tokens: 0, strictTokenFailures: [], routesChecked: 0, routeFailures: [] };
  for (const action of loadActions(name)) {
    const entity = String(action.entity ?? '');
    if (action.type === 'buy_company') owner.set(String(action.company), entity);
    if (action.type === 'buy_train') {
      const next = PHASE_OF_TRAIN[String(action.train).split('-')[0]!];
      if (next && ORDER.indexOf(next) > ORDER.indexOf(phase)) phase = next;
    }
    if (action.entity_type === 'system' && !systems.has(entity)) {
      systems.add(entity);
      for (const member of entity.split('-')) {
        const hadTokens = corporationCities(map, member).length > 0;
        renameTokens(map, member, entity);
        if (pending.delete(member)) pending.add(entity);
        if (!hadTokens) {
          // a member that never operated: its home token comes with the system
          try {
            placeHomeToken(map, entity, getMapDef('1828').homes[member]!.hex);
          } catch {
            // home already full
          }
        }
      }
    }
    const corp = action.entity_type === 'company' ? (owner.get(entity) ?? entity) : entity;
    if (action.entity_type === 'corporation' && !homed.has(entity) && ['lay_tile', 'place_token', 'run_routes', 'buy_train', 'pass'].includes(action.type)) {
      homed.add(entity);
      if (corporationCities(map, entity).length === 0) {
        try {
          placeHomeToken(map, entity);
        } catch {
          // e.g. C&P (a minor without a home token in some games)
        }
      }
    }
    if (action.type === 'lay_tile') {
      const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
      const opts = { corporation: corp, skipConnectivity: action.entity_type === 'company' || corp === 'C&P' };
      let result;
      try {
        result = layTile(structuredClone(map), lay, opts);
      } catch (e) {
        out.strictLayFailures.push(`${action.id} ${corp} ${lay.hex} ${lay.tile}: ${String(e)}`);
      }
      result = layTile(map, lay, { skipChecks: true });
      for (const c of result.pendingTokens ?? []) pending.add(c);
      out.lays++;
    } else if (action.type === 'place_token') {
      const input = { city: String(action.city) };
      const special = action.entity_type === 'company' || pending.has(corp);
      try {
        placeToken(structuredClone(map), corp, input, { requireReachable: !special });
      } catch (e) {
        out.strictTokenFailures.push(`${action.id} ${corp} ${input.city}: ${String(e)}`);
      }
      placeToken(map, corp, input, { skipChecks: true });
      pending.delete(corp);
      out.tokens++;
    } else if (action.type === 'run_routes') {
      const logged = action.routes as { train: string; connections: string[][]; revenue?: number }[];
      const routes = logged.map((r) => ({ train: trainOf(r.train), connections: r.connections }));
      try {
        const result = checkRoutes(map, corp, routes, phase);
        probe?.(map, corp, routes.map((r) => r.train), phase, result.revenue);
        logged.forEach((r, i) => {
          if (r.revenue !== undefined && r.revenue !== result.routes[i]!.revenue) {
            out.routeFailures.push(`${action.id} ${corp} route ${i}: ${result.routes[i]!.revenue} != ${r.revenue}`);
          }
        });
      } catch (e) {
        if (corp !== 'C&P') out.routeFailures.push(`${action.id} ${corp}: ${String(e)}`);
      }
      out.routesChecked++;
    }
  }
  return out;
}

describe('1828 fixtures on the 1828 map (pointy layout)', () => {
  it('bestRoutes reaches at least the logged revenue (sample)', () => {
    let n = 0;
    let worse = 0;
    replay1828('1828-bankrupt', (map, corp, trains, phase, logged) => {
      if (n++ % 3) return;
      if (bestRoutes(map, corp, trains, phase).revenue < logged) worse++;
    });
    expect(n).toBeGreaterThan(20);
    expect(worse).toBe(0);
  }, 60_000);

  for (const name of ['1828-23366', '1828-bankrupt']) {
    it(name, () => {
      const out = replay1828(name);
      if (out.routeFailures.length) console.log(out.routeFailures);
      // every lay is legal with full checks; every route (3+D and 8E too) matches the stored revenue
      expect(out.lays).toBeGreaterThan(50);
      expect(out.strictLayFailures).toEqual([]);
      expect(out.routesChecked).toBeGreaterThan(40);
      expect(out.routeFailures).toEqual([]);
      expect(out.tokens).toBeGreaterThan(5);
      // the C&P minor's token at C15 is title logic this test does not model (it is credited to its owner here)
      expect(out.strictTokenFailures.length).toBeLessThanOrEqual(2);
    });
  }
});
