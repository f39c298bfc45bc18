// The 7 trains' stack and its E variant, along real games. 1822-discard_trains_after_sr_export id 765: the CR buys
// the first train of the 7s as an E; 18xx.games goes by the train's stack (its sym 7): phase 7 begins, the 4s rust
// (the CR's 4-2 with them), and the next 7, "7-1", waits in the depot. 1822mrs-33867: a 7 exported at a stock round's
// end puts the next copy in the depot ("7-4" bought at id 961); the SWR's E (7-2) runs G22…C34 for £460 at id 995
// (18xx.games: only the cities holding its tokens pay, doubled, and the destination bonus doubled: "(£80)").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const load = (name: string) => JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as GameLog;
const before = (log: GameLog, id: number) => replay({ ...log, actions: log.actions.slice(0, log.actions.findIndex((a) => a.id === id)) });
const byId = (log: GameLog, id: number) => log.actions.find((a) => a.id === id)!;

describe('1822 the 7s and the E', () => {
  it('the first 7 bought as an E starts phase 7, rusts the 4s and leaves the next 7 in the depot', () => {
    const log = load('1822-discard_trains_after_sr_export');
    const g = before(log, 765);
    const ctx = xxContext(g.def, g.state)!;
    expect((g.state as GameState).corps.find((c) => c.sym === 'CR')!.trains).toContain('4-2');
    const after = applyAction(g, byId(log, 765));
    const s = after.state as GameState;
    expect(ctx.cfg.phases[s.phase]!.name).toBe('7');
    expect(s.corps.find((c) => c.sym === 'CR')!.trains).toEqual(['P+-0', '7-0']);
    expect(s.trains.find((t) => t.id === '4-2')!.owner).toBe('gone');
    expect(s.upcoming[0]).toBe('7-1');
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'phase_changed', phase: '7' }));
    // the CR may still buy another operator's train with its £60 (18xx.games keeps its train step open)
    expect(legalActions(after, '3714').some((c) => c.action.type === 'buy_train' && c.action.entity === 'CR')).toBe(true);
  });

  it('a 7 exported at a stock round\'s end puts the next copy in the depot', () => {
    const log = load('1822mrs-33867');
    const s = before(log, 961).state as GameState;
    expect(s.trains.find((t) => t.id === '7-3')!.owner).toBe('gone');
    expect(s.upcoming).toEqual(['7-4']);
  });

  it('an E train is paid by the cities holding its tokens, doubled, and the destination bonus doubled', () => {
    const log = load('1822mrs-33867');
    const g = before(log, 995);
    const run = byId(log, 995);
    // (replayed as the log's: 18xx.games takes it as written; below, live play asks the start-and-end rule)
    const events = g.def.process(structuredClone(g.state), run) ?? [];
    expect(events).toContainEqual(expect.objectContaining({ type: 'run', entity: 'SWR', revenue: 460 }));
    // the E as a 7 of any length would earn more: the log's £460 is all it earns
    expect(() => g.def.process(structuredClone(g.state), { ...run, routes: (run.routes as object[]).map((r) => ({ ...r, revenue: 680 })) })).toThrow(/earns 460/);
  });

  it('in live play an E route starts and ends in its token cities; the best run listed does, and is accepted', () => {
    const log = load('1822mrs-33867');
    const g = before(log, 995);
    // the logged route starts at G22, where the SWR has no token (18xx.games' rule since tobymao/18xx#12192)
    expect(() => applyAction(g, byId(log, 995))).toThrow(/start and end in cities holding its tokens/);
    const listed = ['4767', '488', '2843', '4013'].flatMap((p) => legalActions(g, p)).find((c) => c.action.type === 'run_routes');
    expect(listed).toBeDefined();
    const after = applyAction(g, listed!.action);
    const ran = after.events!.find((e) => e.type === 'run');
    expect(ran && ran.type === 'run' ? ran.revenue : 0).toBeGreaterThanOrEqual(460);
  });

  it('runs on track of its own beside the other trains (1822nrs-game_end_bank id 801: the E and the 6 share track)', () => {
    const log = load('1822nrs-game_end_bank');
    const g = before(log, 801);
    const run = byId(log, 801);
    const events = g.def.process(structuredClone(g.state), run) ?? [];
    const logged = (run.routes as { revenue: number }[]).reduce((n, r) => n + r.revenue, 0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'run', entity: 'MR', revenue: logged }));
  });

  it('a logged run may show the destination bonus on the E and another train (18xx.games before tobymao/18xx#7982), nothing else', () => {
    const log = load('1822nrs-game_end_bank');
    const g = before(log, 801);
    const run = byId(log, 801);
    const routes = run.routes as { train: string; revenue: number }[];
    // the 6's £500 holds the bonus again (£50); without it, £450 is also what 18xx.games would have given
    expect(routes.find((r) => r.train === '6-2')!.revenue).toBe(500);
    const without = { ...run, routes: routes.map((r) => (r.train === '6-2' ? { ...r, revenue: 450 } : r)) };
    expect(() => g.def.process(structuredClone(g.state), without)).not.toThrow();
    const other = { ...run, routes: routes.map((r) => (r.train === '6-2' ? { ...r, revenue: 470 } : r)) };
    expect(() => g.def.process(structuredClone(g.state), other)).toThrow(/earns 450/);
  });
});
