// 1828 rules that real logs waive or never reach, checked on positions of the shared real game 1828-23366
// (18xx.games accepted every action there, so the positions are real): K11's coal blocking, C&P's route over
// the tile it laid, and the listings offering only what the rules accept.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { nodeBlocks } from '../../src/engine/18xx/map/track.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import { map1828 } from '../../src/engine/titles/1828/map.ts';
import { coalOf, reachesCoalfields, syncCoalfields } from '../../src/engine/titles/1828/specials.ts';
import { own1828 } from '../../src/engine/titles/1828/state.ts';
import type { Action } from '../../src/engine/types.ts';
import { gameAfter } from './fixtures.ts';

/** The game 1828-23366 after its action `id` (and everything before it). */
function after(id: number): ReturnType<typeof gameAfter> {
  return gameAfter('1828-23366', id);
}

const routesOf = (actions: Action[], id: number) => actions.find((a) => a.id === id)!.routes as { train: string; connections: string[][] }[];

describe('1828 Virginia Coalfields (K11)', () => {
  it('blocks a corporation without a coal marker and lets it through once it bought one', () => {
    // IC lays J10 (163), buys the coal marker (164), and later runs 3-4 to K11 (166)
    const before = after(163);
    const m = before.state.map as MapState;
    expect(reachesCoalfields(before.state, 'IC')).toBe(true);
    expect(nodeBlocks(m, 'K11:city:0', 'IC')).toBe(true);
    const listed = before.game.def.legalActions(before.state, before.state.corps.find((c) => c.sym === 'IC')!.president!);
    expect(listed.some((c) => c.action.type === 'special_buy')).toBe(true);
    const bought = after(164);
    expect(coalOf(bought.state).holders).toContain('IC');
    expect(nodeBlocks(bought.state.map as MapState, 'K11:city:0', 'IC')).toBe(false);
    // its own route to K11 runs with the marker, and is refused without it
    const routes = routesOf(bought.actions, 166);
    const atRun = after(165);
    expect(map1828.routesRevenue(atRun.state, 'IC', routes)).toBeGreaterThan(0);
    own1828(atRun.state).coal!.holders = [];
    syncCoalfields(atRun.state);
    expect(() => map1828.routesRevenue(atRun.state, 'IC', routes)).toThrow(/Coal Marker/);
  });

  it('is never offered as a token city', () => {
    const s = after(165).state;
    for (const corp of ['IC', 'GT', 'MP']) expect(map1828.tokenChoices!(s, corp).some((c) => map1828.cityHex!(s, c) === 'K11')).toBe(false);
  });
});

describe('1828 C&P minor route', () => {
  it('must stop at the tile it laid this turn (route_uses_tile_lay)', () => {
    // C&P lays C17 (53) and runs C15-C17-C19 over it (54)
    const { state, actions } = after(53);
    const routes = routesOf(actions, 54);
    expect(map1828.routesRevenue(state, 'C&P', routes)).toBe(30);
    // the same run with the turn's lay elsewhere does not use it
    const own = own1828(state);
    own.laid = { turn: own.laid!.turn, lays: [{ hex: 'G11', upgrade: false }] };
    expect(() => map1828.routesRevenue(state, 'C&P', routes)).toThrow(/laid tile/);
  });

  it('finds its own route over a plain track tile (C13, track leading to C15)', () => {
    // C&P lays plain track on C13 (72) and runs C15-C17-C19 (73); the listing's best route is as good
    const { state, actions, game } = after(72);
    const logged = map1828.routesRevenue(state, 'C&P', routesOf(actions, 73));
    const owner = state.corps.find((c) => c.sym === 'C&P')!.president!;
    const run = game.def.legalActions(state, owner).find((c) => c.action.type === 'run_routes')!;
    expect(run).toBeDefined();
    expect(map1828.routesRevenue(state, 'C&P', run.action.routes as never)).toBe(logged);
  });
});

describe('1828 listings', () => {
  it('every listed action of a real game position is accepted (system with two shells buying a train)', () => {
    // CPR-MC at its train step before buying the 8E into a shell (517)
    const { state, game } = after(516);
    const pres = game.def.activePlayers(state)[0]!;
    const listed = game.def.legalActions(state, pres);
    const buys = listed.filter((c) => c.action.type === 'buy_train');
    expect(buys.length).toBeGreaterThan(0);
    expect(buys.every((c) => typeof c.action.shell === 'string' && c.action.entity_type === 'system')).toBe(true);
    for (const c of listed) {
      const copy = game.def.clone(state);
      expect(() => game.def.process(copy, c.action), c.label).not.toThrow();
    }
  });
});

describe('1828 merger choices', () => {
  it('lists every logged choice of the real game with the value 18xx.games logged ("IC", not "IC ($79)")', () => {
    const { actions } = after(0);
    const chooses = actions.filter((a) => a.type === 'choose');
    expect(chooses.length).toBeGreaterThan(5);
    for (const logged of chooses) {
      const { game, state } = after(logged.id! - 1);
      const listed = game.def.legalActions(state, logged.entity!).filter((c) => c.action.type === 'choose');
      expect(listed.map((c) => c.action.choice)).toContain(logged.choice);
    }
  });
});
