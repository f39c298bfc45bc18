// 1871's tile lays on the shared operating round (src/engine/titles/1871/lays.ts, track-step.ts): from the data's
// phase a major lays 3 plain, 2 non-tokenable or 1 tokenable tile, never twice on one hex in a turn; a minor lays
// one tile a turn, through the operating round that follows the first stock round (its auctions, then turns all passed).
import { describe, expect, it } from 'vitest';
import { currentCorp } from '../../src/engine/18xx/rounds/operating.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { layRefusal, type Lay } from '../../src/engine/titles/1871/lays.ts';
import { data } from './positions.ts';

const phases = data.phases.list.map((p) => p.name);
const late = data.tile_lays.major_from;
const early = phases[phases.indexOf(late) - 1]!;
const plain = (hex: string): Lay => ({ hex, upgrade: false, tokenable: false, town: false });
const upgrade = (hex: string): Lay => ({ hex, upgrade: true, tokenable: false, town: false });
const city = (hex: string): Lay => ({ hex, upgrade: true, tokenable: true, town: false });
/** The stock turns after the auctions: everyone passes. */
function passStock(state: GameState): void {
  while (state.round.kind === 'stock') def.process(state, { type: 'pass', entity: def.activePlayers(state)[0]!, entity_type: 'player' });
}

/** Does each lay in turn pass, after the ones before it? */
const turn = (operator: string, phase: string, lays: Lay[]) => lays.map((l, i) => layRefusal(data, phases, phase, operator, lays.slice(0, i), l) === null);

describe('1871 tile lays', () => {
  it('gives majors the seed\'s three options from its phase, one lay before it, minors one lay', () => {
    expect(turn('major', late, [plain('A1'), plain('A2'), plain('A3'), plain('A4')])).toEqual([true, true, true, false]);
    expect(turn('major', late, [upgrade('A1'), plain('A2'), plain('A3')])).toEqual([true, true, false]);
    expect(turn('major', late, [city('A1'), plain('A2')])).toEqual([true, false]);
    expect(turn('major', late, [plain('A1'), city('A2')])).toEqual([true, false]);
    expect(turn('major', early, [plain('A1'), plain('A2')])).toEqual([true, false]);
    expect(turn('minor', late, [plain('A1'), plain('A2')])).toEqual([true, false]);
    // the minors' and early majors' rule is provisional in the data, and the refusal says so; published, it would not
    expect(layRefusal(data, phases, late, 'minor', [plain('A1')], plain('A2'))).toBe(`A minor lays 1 tile a turn in phase ${late} (a provisional rule, modelled on 1822).`);
    const published = { ...data, tile_lays_early: { ...data.tile_lays_early, status: 'published' as const } };
    expect(layRefusal(published, phases, late, 'minor', [plain('A1')], plain('A2'))).toBe(`A minor lays 1 tile a turn in phase ${late}.`);
  });

  it('refuses a second lay on a hex laid this turn (no lay and upgrade of one hex)', () => {
    // a plain lay and an upgrade fit the two non-tokenable tiles, but not on the same hex
    expect(turn('major', late, [plain('A1'), upgrade('A2')])).toEqual([true, true]);
    expect(turn('major', late, [plain('A1'), upgrade('A1')])).toEqual([true, false]);
    expect(layRefusal(data, phases, late, 'major', [plain('A1')], upgrade('A1'))).toMatch(/A1 already had a tile laid this turn/);
  });

  it('lets a minor lay one tile in the operating round after the auctions', () => {
    const state = def.setup({ seed: 3, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }], options: { seed: 3, data_version: '2' } }) as GameState;
    // the first auction: a wins the first minor on offer; nobody bids on the paper companies
    const first = def.sealed!.sheet(state, null)!;
    const minor = first.items.find((i) => data.companies.minors.some((m) => m.id === i.id))!;
    for (const p of ['a', 'b', 'c']) def.process(state, def.sealed!.submit(state, p, p === 'a' ? { [minor.id]: minor.prices[0]! } : {}));
    for (const p of ['a', 'b', 'c']) def.process(state, def.sealed!.submit(state, p, {}));
    passStock(state);
    expect(state.round.kind).toBe('operating');
    expect(currentCorp(state)).toBe(minor.id);
    expect(def.activePlayers(state)).toEqual(['a']);
    const lays = def.legalActions(state, 'a').filter((c) => c.action.type === 'lay_tile');
    expect(lays.length).toBeGreaterThan(0);
    const laid = structuredClone(state);
    def.process(laid, lays[0]!.action);
    // one lay ends the minor's track step: it is at its train step, and a second lay is refused
    expect(laid.round).toMatchObject({ kind: 'operating', step: 'train' });
    expect(def.legalActions(laid, 'a').some((c) => c.action.type === 'lay_tile')).toBe(false);
    expect(() => def.process(laid, lays.find((l) => l.action.hex !== lays[0]!.action.hex)!.action)).toThrow();
    // a refused lay: a hex not among the choices
    expect(() => def.process(structuredClone(state), { ...lays[0]!.action, hex: 'ZZ99' })).toThrow();
  });
});

describe('1871 minors buy trains', () => {
  it('of their token\'s class only, from the depot\'s two stacks', () => {
    const state = def.setup({ seed: 5, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }], options: { seed: 5, data_version: '2' } }) as GameState;
    const first = def.sealed!.sheet(state, null)!;
    const minor = first.items.find((i) => data.companies.minors.some((m) => m.id === i.id))!;
    const token = data.companies.minors.find((m) => m.id === minor.id)!.token;
    for (const p of ['a', 'b', 'c']) def.process(state, def.sealed!.submit(state, p, p === 'a' ? { [minor.id]: minor.prices[0]! } : {}));
    for (const p of ['a', 'b', 'c']) def.process(state, def.sealed!.submit(state, p, {}));
    passStock(state);
    def.process(state, { type: 'pass', entity: minor.id, entity_type: 'corporation' });
    expect(state.round).toMatchObject({ kind: 'operating', step: 'train' });
    const freight = (name: string) => data.trains.classes[data.trains.list.find((t) => t.name === name)!.class].freight;
    const buys = def.legalActions(state, 'a').filter((c) => c.action.type === 'buy_train');
    expect(buys.length).toBeGreaterThan(0);
    for (const b of buys) expect(freight(String(b.action.train).replace(/-\d+$/, ''))).toBe(token === 'square');
    // the other class's lowest train is in the depot, but not for this minor
    const other = state.trains.find((t) => t.owner === 'depot' && freight(t.name) !== (token === 'square'))!;
    const price = data.trains.list.find((t) => t.name === other.name)!.price;
    expect(() => def.process(structuredClone(state), { type: 'buy_train', entity: minor.id, entity_type: 'corporation', train: other.id, price })).toThrow(/may not own/);
    def.process(state, buys[0]!.action);
    expect(state.corps.find((c) => c.sym === minor.id)!.trains).toEqual([buys[0]!.action.train]);
  });
});
