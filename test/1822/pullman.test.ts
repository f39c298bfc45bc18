// 1822's pullman (P+, P13/P14): attached before the run to one train (not L, LP or E), which then visits its
// distance in cities and off-boards and any number of towns (18xx.games G1822 Route 'choose'). Real games:
// 1822nrs-game_end_stock_market ids 643-645 (the NBR attaches it to its 5P: 18xx.games' choice '1' of
// {0: 4 train, 1: 5P train}; the 5P earns £280, the 4 £230) and 1822mrs-33867 ids 712-714 (the SWR's 5P). The
// cash and values after the dividend are what 18xx.games shows there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def, { ctx1822 } from '../../src/engine/titles/1822/index.ts';
import { priceOf } from '../../src/engine/18xx/market.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
const upTo = (log: GameLog, id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });
const NRS = load('1822nrs-game_end_stock_market.json');
const pres = (g: ReturnType<typeof replay>, corp: string) => (g.state as GameState).corps.find((c) => c.sym === corp)!.president!;

describe('1822 the pullman', () => {
  it('is offered for each train it may pull, in 18xx.games order, and never runs itself', () => {
    const g = upTo(NRS, 642);
    const listed = legalActions(g, pres(g, 'NBR')).map((c) => c.action);
    expect(listed.filter((a) => a.type === 'choose').map((a) => a.choice)).toEqual(['0', '1']);
    const run = listed.find((a) => a.type === 'run_routes')!;
    const s = g.state as GameState;
    expect((run.routes as { train: string }[]).map((r) => s.trains.find((t) => t.id === r.train)!.name)).not.toContain('P+');
  });

  it("attached to the 5P, the listed best run earns the log's £510, and the run pays as 18xx.games shows", () => {
    const g = applyAction(upTo(NRS, 642), NRS.actions.find((a) => a.id === 643)!);
    const run = legalActions(g, pres(g, 'NBR')).find((c) => c.action.type === 'run_routes')!;
    expect(run.label).toMatch(/£510$/);
    const after = upTo(NRS, 645);
    const s = after.state as GameState;
    expect([s.cash.NBR, s.cash[10435], s.cash[4738], s.cash[17483], s.cash[399]]).toEqual([341, 569, 344, 217, 228]);
  });

  it('1822mrs-33867: the SWR runs with its pullman and pays as 18xx.games shows', () => {
    const g = upTo(load('1822mrs-33867.json'), 714);
    expect(g.def.result(g.state)).toEqual({ 4013: 2378, 488: 1992, 4767: 1328, 2843: 780 });
  });

  it("alone it runs nothing: the SWR with only its pullman skips its run and withholds at once (1822mrs-33867 id 883, 18xx.games' price £120)", () => {
    const g = upTo(load('1822mrs-33867.json'), 883);
    const s = g.state as GameState;
    expect(s.corps.find((c) => c.sym === 'SWR')!.trains.map((id) => s.trains.find((t) => t.id === id)!.name)).toEqual(['P+']);
    expect(priceOf(s, ctx1822(s).cfg, 'SWR')).toBe(120);
  });
});
