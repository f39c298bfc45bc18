// 1822's tokens in real games, against what 18xx.games shows at the same cut (read with its engine: the London
// cities' tokens and minor 14's cash; the destination cities' tokens; the LYR's token step after its destination).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { mapChanged, type MapState } from '../../src/engine/18xx/map/index.ts';


const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const game = (file: string) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
const through = (log: GameLog, n: number) => replay({ ...log, actions: log.actions.slice(0, n) }).state as GameState;

describe('1822 tokens', () => {
  it("minor 14 places its home token in a London city of its choice, in a slot added for it, for £20", () => {
    const log = game('1822mrs-35936.json');
    // action 121: minor 14 picks London's city 1 (reserved for the GWR, its one slot empty)
    const s = through(log, 121);
    expect((s.map as MapState).hexes.M38!.tokens).toEqual([[null], [null, '14'], ['16'], [null], [null], [null]]);
    expect(s.cash['14']).toBe(80);
    // placing it was the minor's tile lay this turn: its next move is its first-turn L train
    expect(s.round.kind === 'operating' && s.round.step).toBe('housekeeping');
  });

  it("the LNWR's destination token goes down with its home token", () => {
    const log = game('1822nrs-game_end_bank.json');
    const before = through(log, 180);
    expect((before.map as MapState).hexes.I22!.tokens).toEqual([[null, null]]);
    const s = through(log, 197);
    expect((s.map as MapState).hexes.I22!.tokens).toEqual([['LNWR', null]]);
    expect(s.corps.find((c) => c.sym === 'LNWR')!.tokensUsed).toBe(1);
  });

  it("a major's destination token (an auto action after its lay) joins its network, and its token step opens", () => {
    const log = game('1822-game_end_stock_market.json');
    const s = through(log, 274);
    expect((s.map as MapState).hexes.I22!.tokens).toEqual([['LYR', null]]);
    // the LYR reaches Warrington (H23) through it, whose closed minor's reservation is gone
    expect((s.map as MapState).hexes.H23!.reservations).toEqual([[null]]);
    expect(s.round.kind === 'operating' && s.round.step).toBe('token');
  });
});

describe('1822 destination bonus', () => {
  it('a run joining the home and destination tokens pays the destination again (18xx.games: I22-H23-G22 (£50), 170)', () => {
    const log = game('1822nrs-game_end_stock_market.json');
    const at = log.actions.findIndex((a) => a.id === 492);
    const g = replay({ ...log, actions: log.actions.slice(0, at) });
    const events = g.def.process(g.state, log.actions[at]!) ?? [];
    const run = events.find((e) => e.type === 'run');
    expect(run).toMatchObject({ entity: 'LYR', revenue: 170, trains: [{ train: '3-2', revenue: 170 }] });
  });
});

describe('1822 token step with a private token ability', () => {
  it('stays open to pass while the operator holds P5 unused and a token of its own (18xx.games: "MR passes place a token")', () => {
    const log = game('1822-33845.json');
    // MR acquired P5 at id 980, laid at 982 and passed its second lay (983) and its destination token (984);
    // its token step comes next though MR (£37) cannot pay a token anywhere
    const g = replay({ ...log, actions: log.actions.filter((a) => (a.id ?? 0) < 985) });
    const s = g.state as GameState;
    expect(s.companies.find((c) => c.sym === 'P5')!.owner).toBe('MR');
    expect(s.round.kind === 'operating' && s.round.step).toBe('token');
    g.def.process(s, log.actions.find((a) => a.id === 985)!);
    expect(s.round.kind === 'operating' && s.round.step).toBe('route');
  });
});

// A destination is connected when a walk reaches it from the major's home token (18xx.games
// destination_node_check?), not from any of its tokens: in 1822mrs-33867 before id 264, the GWR (in its destination
// step, not connected to G36) given a token in G36's city by hand, 18xx.games still finds it not connected
// (read with its engine: the same token placed, destination_node_check? false), so the pass stays its move.
describe('1822 destination token: connected to the home token', () => {
  it('a token of the major in its destination city does not connect it', () => {
    const log = game('1822mrs-33867.json');
    const g = replay({ ...log, actions: log.actions.filter((a) => Number(a.id) < 264) });
    const s = g.state as GameState;
    const map = s.map as MapState;
    expect(activePlayers(g).flatMap((p) => legalActions(g, p)).map((c) => c.action.type)).not.toContain('hex_token');
    map.hexes.G36!.tokens[0]![map.hexes.G36!.tokens[0]!.indexOf(null)] = 'GWR';
    mapChanged(map);
    expect(activePlayers(g).flatMap((p) => legalActions(g, p)).map((c) => c.action.type)).not.toContain('hex_token');
    expect(() => applyAction(g, { type: 'pass', entity: 'GWR', entity_type: 'corporation' })).not.toThrow();
  });
});
