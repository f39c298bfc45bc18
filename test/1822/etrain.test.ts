// 1822's E train (engine/titles/1822/etrain.ts) and runs taken as an 18xx.games log wrote them (written-runs.ts),
// on real games' runs as 18xx.games reads them (its engine: each route's visits, and its own check_distance).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, ReplayError } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameEvent } from '../../src/engine/events.ts';

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const game = (file: string) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
const through = (log: GameLog, n: number) => replay({ ...log, actions: log.actions.slice(0, n) });
const logged = (log: GameLog, id: number) => log.actions.find((a) => a.id === id)!;
const runOf = (events: GameEvent[] | void) => (events ?? []).find((e) => e.type === 'run') as Extract<GameEvent, { type: 'run' }>;

describe('1822 E train', () => {
  it("runs beside the other trains on their track, paying its token cities twice and the destination twice (18xx.games at 1498: 2P 180, E 800 with £160)", () => {
    const log = game('1822-33845.json');
    const g = through(log, 1327);
    // (checked as in live play: nothing taken as written)
    const events = g.def.process(g.state, logged(log, 1498), { live: true });
    expect(runOf(events).trains.map((t) => [t.train, t.revenue])).toEqual([
      ['2P-0', 180],
      ['7-4', 800],
    ]);
  });

  it('must start and end at cities with its tokens: live play refuses a route ending at a town', () => {
    const log = game('1822-game_end_stock_market.json');
    const g = through(log, 1069);
    // (18xx.games' own check_distance refuses it too: 'E-train route must start and end at tokened cities')
    expect(() => g.def.process(g.state, logged(log, 1319), { live: true })).toThrow(/E train route must start and end/);
  });

  it('replaying the log, that run is taken at its written revenues, as 18xx.games takes a logged run', () => {
    const log = game('1822-game_end_stock_market.json');
    const g = through(log, 1069);
    const events = g.def.process(g.state, logged(log, 1319));
    expect(runOf(events).trains.map((t) => t.revenue)).toEqual([580, 340, 120]);
  });

  it('replaying a log, a run refused for any other reason is refused: the replay stops there (here two routes over the same track)', () => {
    const log = game('1822-33845.json');
    // the first logged run of two routes over the map; its second route made to run the first's track
    const at = log.actions.findIndex((a) => a.type === 'run_routes' && (a.routes as { connections: unknown[] }[]).filter((r) => r.connections.length > 0 && r.connections[0] !== 'local').length >= 2);
    const routes = log.actions[at]!.routes as { train: string; connections: unknown[]; revenue: number }[];
    const twice = { ...log.actions[at]!, routes: [routes[0]!, { ...routes[1]!, connections: routes[0]!.connections, revenue: routes[0]!.revenue }, ...routes.slice(2)] };
    expect(() => replay({ ...log, actions: log.actions.slice(0, at + 1) })).not.toThrow();
    expect(() => replay({ ...log, actions: [...log.actions.slice(0, at), twice] })).toThrow(ReplayError);
  });
});

