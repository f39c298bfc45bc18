// 1871's train classes on the shared route search (src/engine/titles/1871/train-classes.ts): the best runs the
// search finds equal a brute force (positions.ts) on 200 random positions of the 1871 map: random tiles, tokens
// of random shapes, random H/P/F/E trains.
import { describe, expect, it } from 'vitest';
import { bestRoutes, checkRoutes } from '../../src/engine/18xx/map/index.ts';
import { classHooks, trainSpec } from '../../src/engine/titles/1871/train-classes.ts';
import { bruteBest, classes, hexShapes, OPERATOR, randomPosition } from './positions.ts';

describe('1871 train classes: the route search against a brute force', () => {
  it('finds the best runs of H, F, E and P trains on 200 random positions', () => {
    let withRevenue = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const pos = randomPosition(seed);
      const shapes = {
        token: (hex: string, _city: number, owner: string) => pos.shapes.get(`${hex}:${owner}`),
        stop: hexShapes,
      };
      const hooks = classHooks(classes, OPERATOR, shapes);
      const specs = pos.trains.map((t, i) => trainSpec(classes, t, `${t.name}#${i}`));
      const found = bestRoutes(pos.map, OPERATOR, specs, pos.phase, { hooks });
      const brute = bruteBest(pos);
      expect({ seed, trains: pos.trains.map((t) => t.name), revenue: found.revenue }).toEqual({ seed, trains: pos.trains.map((t) => t.name), revenue: brute });
      // the routes found are legal as a logged run and pay what the search says
      const byName = new Map(specs.map((s) => [s.name, s]));
      const checked = checkRoutes(pos.map, OPERATOR, found.routes.map((r) => ({ train: byName.get(r.train)!, connections: r.connections })), pos.phase, hooks);
      expect(checked.revenue).toBe(found.revenue);
      if (brute > 0) withRevenue++;
    }
    // the positions are not trivial: most have a paying run
    expect(withRevenue).toBeGreaterThan(100);
  });
});
