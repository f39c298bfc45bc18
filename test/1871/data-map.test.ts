// 1871's data file as the shared engine's config and map port (src/engine/titles/1871/data.ts, map.ts): a phase
// starts with the first train of its level in either class and rusts the level its data says; runs through the
// standard map port follow the train classes (best runs equal the brute force; a logged route over an H train's
// hex edges is refused).
import { describe, expect, it } from 'vitest';
import type { GameState, TrainState } from '../../src/engine/18xx/state.ts';
import { depotTrains, initialTrains, trainLeftDepot } from '../../src/engine/18xx/trains.ts';
import { steelConfig } from '../../src/engine/titles/1871/data.ts';
import { steelMapPort } from '../../src/engine/titles/1871/map.ts';
import type { TrainLevel } from '../../src/engine/titles/1871/train-classes.ts';
import { bruteBest, data, OPERATOR, random, randomPosition } from './positions.ts';

const cfg = steelConfig(data);
const port = steelMapPort(data, cfg);

function gameState(over: Partial<GameState>): GameState {
  return { corps: [], trains: [], phase: 0, map: null, title: {}, ...over } as unknown as GameState;
}

describe('1871 config from the data file', () => {
  it('starts a phase with the first train of its level of either class, rusting what the data says', () => {
    const names = (phase: string) => data.trains.list.filter((t) => t.phase === phase).map((t) => t.name);
    // a level with trains of two classes that rusts an older level; its second train (not the first listed) is bought first
    const level = data.phases.list.findIndex((p, i) => i > 0 && names(p.name).length > 1 && data.trains.list.some((t) => t.rusts_on === p.name));
    const phase = data.phases.list[level]!.name;
    const bought = names(phase)[1]!;
    const trains: TrainState[] = initialTrains(cfg);
    // one train of every earlier level, owned by a minor
    const earlier = data.phases.list.slice(0, level).flatMap((p) => names(p.name));
    const owned = earlier.map((name) => trains.find((t) => t.name === name)!);
    for (const t of owned) t.owner = 'M1';
    const state = gameState({ corps: [{ sym: 'M1', trains: owned.map((t) => t.id) }] as GameState['corps'], trains, phase: level - 1 });
    const events: unknown[] = [];
    trainLeftDepot(state, cfg, bought, { closeCompanies: () => undefined, events: events as never });
    expect(state.phase).toBe(level);
    const rusts = (name: string) => data.trains.list.find((d) => d.name === name)!.rusts_on === phase;
    expect(owned.filter((t) => t.owner === 'gone').map((t) => t.name)).toEqual(owned.filter((t) => rusts(t.name)).map((t) => t.name));
    expect(owned.some((t) => rusts(t.name))).toBe(true);
  });
});

describe('1871 runs through the standard map port', () => {
  it('finds the best runs by train class and refuses an H route over its hex edges', () => {
    let refused = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const pos = randomPosition(seed);
      const rng = random(1000 + seed);
      // the phase whose newest tile colour is the position's (or the position takes the phase's)
      const phase = rng.below(data.phases.list.length);
      const tiles = data.phases.list[phase]!.tiles;
      pos.phase = tiles[tiles.length - 1]!;
      const levels = data.trains.list;
      const picked = [0, 1, 2].slice(0, 1 + rng.below(3)).map(() => levels[rng.below(levels.length)]!);
      pos.trains = picked.map((t): TrainLevel => ({ name: t.name, class: t.class, reach: t.reach }));
      const trains = picked.map((t, i) => ({ id: `${t.name}-${i}`, name: t.name, owner: OPERATOR, operated: false }));
      const state = gameState({ map: pos.map, phase, trains, title: { tokenShapes: Object.fromEntries(pos.shapes) } });
      const best = port.bestRoutes!(state, OPERATOR, trains.map((t) => t.id));
      expect({ seed, revenue: best?.revenue }).toEqual({ seed, revenue: bruteBest(pos) });
      const run = port.routesRun!(state, OPERATOR, best!.routes.map((r) => ({ train: r.train, connections: r.connections })));
      expect(run.revenue).toBe(best!.revenue);
      // an H route run by an H train of less reach than the hex edges it crosses is refused
      for (const r of best!.routes) {
        const t = trains.find((x) => x.id === r.train)!;
        if (data.trains.list.find((d) => d.name === t.name)!.class !== 'H') continue;
        const crossed = crossedEdges(r.connections as string[][]);
        const shorter = levels.find((d) => d.class === 'H' && d.reach < crossed);
        if (!shorter) continue;
        const s2 = gameState({ ...state, trains: [...trains, { id: 'short', name: shorter.name, owner: OPERATOR, operated: false }] });
        expect(() => port.routesRun!(s2, OPERATOR, [{ train: 'short', connections: r.connections }])).toThrow(/hex edges/);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});

/** Hex edges a route crosses, from its logged connections (each lists the hex of every path of its stretch). */
function crossedEdges(connections: string[][]): number {
  return connections.reduce((n, hexes) => n + hexes.filter((h, i) => i > 0 && h !== hexes[i - 1]).length, 0);
}

describe('1871 depot', () => {
  it('offers the lowest level left of freight and of passenger trains, so one class never blocks the other', () => {
    const trains = initialTrains(cfg);
    const state = gameState({ trains, upcoming: trains.map((t) => t.id) } as Partial<GameState>);
    const classOf = (name: string) => (data.trains.classes[data.trains.list.find((t) => t.name === name)!.class].freight ? 'freight' : 'passenger');
    /** What the data says the depot offers: per class (freight, passenger), its first train still in the depot, in data order. */
    const expected = () => {
      const left = data.trains.list.filter((d) => state.upcoming.some((id) => trains.find((t) => t.id === id)!.name === d.name)).map((d) => d.name);
      return [...new Set(left.map(classOf))].map((c) => left.find((n) => classOf(n) === c)!).sort();
    };
    const offered = () => depotTrains(state, cfg).map((t) => t.name).sort();
    expect(offered()).toEqual(expected());
    expect(offered().length).toBe(2);
    // every train of the first level of the first class leaves the depot: that class's next level and the other
    // class's lowest level are offered together
    const firstName = data.trains.list[0]!.name;
    state.upcoming = state.upcoming.filter((id) => trains.find((t) => t.id === id)!.name !== firstName);
    expect(offered()).toEqual(expected());
    expect(offered()).toContain(data.trains.list.find((d) => classOf(d.name) === classOf(firstName) && d.name !== firstName)!.name);
  });
});
