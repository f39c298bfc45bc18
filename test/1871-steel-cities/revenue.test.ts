// Train classes on a route (seed: "There are four types of trains, two within each class").
import { describe, expect, it } from 'vitest';
import { dataVersion } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { trainRun, type RouteStop } from '../../src/engine/titles/1871-steel-cities/revenue.ts';

const data = dataVersion('1');
const city = (hex: string, revenue: number, shapes: RouteStop['shapes'], ownTokens: RouteStop['ownTokens'] = []): RouteStop => ({ hex, kind: 'city', revenue, shapes, ownTokens });
const dah = (hex: string, revenue: number): RouteStop => ({ hex, kind: 'town', revenue, shapes: ['square'], ownTokens: [] });
const dit = (hex: string, revenue: number): RouteStop => ({ hex, kind: 'town', revenue, shapes: ['round'], ownTokens: [] });
const off = (hex: string, revenue: number): RouteStop => ({ hex, kind: 'offboard', revenue, shapes: ['square', 'round'], ownTokens: [] });

// home (own square + round token) — dah 10 — round city 30 — dit 20 — square city 40 — offboard 50
const route = [city('A', 20, ['square', 'round'], ['square', 'round']), dah('B', 10), city('C', 30, ['round']), dit('D', 20), city('E', 40, ['square']), off('F', 50)];

describe('1871 trains by class', () => {
  it('"freight, which service square tokens and square dahs": an H train pays the square stops only, within its hexes', () => {
    expect(trainRun(data, 'H', 7, route, 7)).toEqual({ revenue: 20 + 10 + 40 + 50, paid: [{ hex: 'A', revenue: 20 }, { hex: 'B', revenue: 10 }, { hex: 'E', revenue: 40 }, { hex: 'F', revenue: 50 }] });
  });

  it('"H for hex freight, which run routes like the hex trains in 18NY": reach counts hexes', () => {
    expect(() => trainRun(data, 'H', 5, route, 7)).toThrow('A H5 train runs at most 5 hexes, not 7.');
  });

  it('"passenger, which service round tokens and round dits": a P train counts and pays the round stops', () => {
    expect(trainRun(data, 'P', 4, route, 7).revenue).toBe(20 + 30 + 20 + 50);
    expect(() => trainRun(data, 'P', 3, route, 7)).toThrow('A P3 train services at most 3 stops, not 4.');
  });

  it('"F … service only the highest revenue hexes … and earn double revenue for dahs and hexes with the operating company\'s tokens"', () => {
    // square stops: A 20 own token → 40, B dah 10 → 20, E 40, F 50; best 3: F 50, A 40, E 40
    expect(trainRun(data, 'F', 3, route, 7)).toEqual({ revenue: 130, paid: [{ hex: 'F', revenue: 50 }, { hex: 'A', revenue: 40 }, { hex: 'E', revenue: 40 }] });
    // a dah doubled can beat a city
    const r = trainRun(data, 'F', 2, [city('A', 10, ['square'], ['square']), dah('B', 30), city('C', 50, ['square'])], 3);
    expect(r.paid).toEqual([{ hex: 'B', revenue: 60 }, { hex: 'C', revenue: 50 }]);
  });

  it('"E … earn double revenue hexes with the operating company\'s tokens (but not for dits)"', () => {
    // round stops: A 20 own → 40, C 30, D dit 20 (not doubled), F 50; best 2: F 50, A 40
    expect(trainRun(data, 'E', 2, route, 7).revenue).toBe(90);
    expect(trainRun(data, 'E', 4, route, 7).revenue).toBe(40 + 30 + 20 + 50);
  });

  it('a route needs two serviced stops and the operator\'s own token of the train\'s class', () => {
    expect(() => trainRun(data, 'P', 4, [city('A', 20, ['square'], ['square']), dit('D', 20)], 2)).toThrow(/two round stops/);
    expect(() => trainRun(data, 'P', 4, [city('A', 20, ['square', 'round'], ['square']), city('C', 30, ['round'])], 2)).toThrow(/own round tokens/);
  });
});
