// The privates' abilities of data version 2 (shared steps/held-lays.ts in 1871's track step): a company its holder
// runs lays an extra yellow tile with Edgar Thomson Works outside its turn's lays, or one of its lays on a mountain
// with Connellsville Coke Ovens without paying the mountain; each once, then the private closes. Steered games
// (held-steer.ts); refusals change nothing; version-1 games have no abilities.
import { describe, expect, it } from 'vitest';
import { currentCorp } from '../../src/engine/18xx/rounds/operating.ts';
import { currentTile, type MapState } from '../../src/engine/18xx/map/index.ts';
import { cashOf, type GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data/index.ts';
import { steelWords } from '../../src/bot/titles/steel-cities/words.ts';
import { wordsKit } from '../../src/bot/services/event-words.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import type { Action } from '../../src/engine/types.ts';
import { steer, SEATS } from './held-steer.ts';
import '../../src/titles.ts';
import { replay } from '../../src/engine/game.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { xxPanel } from '../../src/bot/titles/18xx/panel.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';
import { tileAction } from '../../src/bot/titles/18xx/track.ts';

const data = dataVersion('2');
const privateOf = (type: string) => data.companies.privates.find((p) => p.ability?.type === type)!;
const EXTRA = privateOf('extra_tile_lay');
const MOUNTAIN = data.companies.privates.find((p) => p.ability?.type === 'terrain_discount' && p.ability.terrain === 'mountain')!;
const owned = (state: GameState, sym: string) => state.companies.find((c) => c.sym === sym)!;
const cash = (state: GameState, corp: string) => cashOf(state, corp);
const lays = (state: GameState) => def.legalActions(state, 'a').filter((c) => c.action.type === 'lay_tile');
/** A's minor in its track step with `sym` held by a and not yet used. */
const atTrack = (minor: string, sym: string) => (state: GameState) =>
  state.round.kind === 'operating' && state.round.step === 'track' && currentCorp(state) === minor && owned(state, sym).owner === 'a';
/** The event in the bot's words (companies by their data names, hexes as they are). */
const nameOf = (id: string) => [...data.companies.minors, ...data.companies.privates].find((c) => c.id === id)?.name ?? id;
const kit = wordsKit({ player: () => undefined, hex: (h) => h, place: (h) => h, entity: nameOf, company: nameOf, money: (n) => `$${n}`, end: (r) => r });
const words = (e: GameEvent) => steelWords.private_lay_used(e as Parameters<typeof steelWords.private_lay_used>[0], kit);
const refused = (state: GameState, action: Action): string => {
  const copy = structuredClone(state);
  try {
    def.process(copy, action);
  } catch (err) {
    // (the game applies a move to a copy; here: no tile, money or private changed before the refusal)
    expect([copy.map, copy.cash, copy.companies]).toEqual([state.map, state.cash, state.companies]);
    return (err as Error).message;
  }
  throw new Error('not refused');
};

describe('1871 privates\' abilities (data version 2)', () => {
  it('lays an extra tile with Edgar Thomson Works beside the turn\'s own lay, once, and the private closes', () => {
    const minor = data.companies.minors[0]!.id;
    const state = steer(1, { privates: [EXTRA.id], minors: [minor] }, atTrack(minor, EXTRA.id));
    expect(atTrack(minor, EXTRA.id)(state)).toBe(true);
    const name = data.companies.minors.find((m) => m.id === minor)!.name;
    const extra = lays(state).filter((c) => c.action.company === EXTRA.id);
    expect(extra.length).toBeGreaterThan(0);
    for (const c of extra) {
      expect(c.label.startsWith(`${name} lays an extra tile with ${EXTRA.name}: tile `)).toBe(true);
      expect(c.label).toMatch(/then closes; a provisional rule\)$/);
      expect(c.label).not.toMatch(new RegExp(`\\b(${EXTRA.id}|${minor})\\b`));
    }
    // the extra tile goes on an empty hex; the minor's own lay is still to come
    const before = cash(state, minor);
    const events = def.process(state, extra[0]!.action) ?? [];
    const used = events.find((e) => e.type === 'private_lay_used');
    expect(used).toMatchObject({ company: EXTRA.id, corp: minor, extra: true, saved: 0 });
    expect(events.some((e) => e.type === 'company_closed' && e.company === EXTRA.id)).toBe(true);
    expect(owned(state, EXTRA.id).closed).toBe(true);
    const laid = events.find((e) => e.type === 'tile_laid')!;
    expect(cash(state, minor)).toBe(before - Number(laid.cost));
    expect(words(used!)).toBe(`${name} used ${EXTRA.name}'s extra tile lay on ${String(extra[0]!.action.hex)}, beyond its turn's own lays`);
    // once: no more extra lays listed, and the same move again is refused
    expect(lays(state).some((c) => c.action.company !== undefined)).toBe(false);
    const own = lays(state);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.action.hex !== extra[0]!.action.hex)).toBe(true);
    expect(refused(state, { ...own[0]!.action, company: EXTRA.id })).toMatch(new RegExp(`^${EXTRA.name} has no ability ${name} can use now`));
    def.process(state, own[0]!.action);
    expect(state.round).toMatchObject({ kind: 'operating' });
    expect(currentCorp(state) !== minor || (state.round as { step: string }).step !== 'track').toBe(true);
  });

  it('offers the private\'s lays on the turn panel beside the own lays on the same hexes', () => {
    const minor = data.companies.minors[0]!.id;
    const log: Action[] = [];
    const state = steer(1, { privates: [EXTRA.id], minors: [minor] }, atTrack(minor, EXTRA.id), { log });
    const game = replay({ title: def.titles[0]!, players: SEATS, settings: { seed: 1, data_version: '2' }, actions: log });
    expect(game.state).toEqual(state);
    const offered = buildPanel('1', game, 'a', xxPanel)!.items.flatMap((i) => i.choices.map((c) => c.action));
    const listed = lays(state).filter((c) => c.action.company === EXTRA.id);
    expect(listed.length).toBeGreaterThan(0);
    // (the own lays share these hexes and tiles: the panel used to fold the private's into them)
    for (const c of listed) expect(offered).toContainEqual(c.action);
  });

  it('makes the extra tile by /tile once the operator\'s own lay is made', () => {
    const minor = data.companies.minors[0]!.id;
    const log: Action[] = [];
    const state = steer(1, { privates: [EXTRA.id], minors: [minor] }, atTrack(minor, EXTRA.id), { log });
    log.push(lays(state).find((c) => c.action.company === undefined)!.action);
    const game = replay({ title: def.titles[0]!, players: SEATS, settings: { seed: 1, data_version: '2' }, actions: log });
    const extra = def.legalActions(game.state, 'a').filter((c) => c.action.type === 'lay_tile');
    expect(extra.length).toBeGreaterThan(0);
    expect(extra.every((c) => c.action.company === EXTRA.id)).toBe(true);
    const a = extra[0]!.action;
    const typed = tileAction(movesOf(game, 'a')!, String(a.hex), String(a.tile).replace(/-\d+$/, ''), '1');
    expect(typed).toMatchObject({ type: 'lay_tile', entity: minor, hex: a.hex, company: EXTRA.id });
    expect(extra.map((c) => c.action)).toContainEqual(typed);
  });

  it('refuses an extra tile on a hex with a tile, and a private the runner does not hold', () => {
    const minor = data.companies.minors[0]!.id;
    // a private another player holds (b takes the other extra-lay private), a private without such an ability, none
    const other = data.companies.privates.find((p) => p.ability?.type === 'extra_tile_lay' && p.id !== EXTRA.id)!;
    const state = steer(1, { privates: [EXTRA.id], minors: [minor] }, (s) => atTrack(minor, EXTRA.id)(s) && owned(s, other.id).owner === 'b');
    const extra = lays(state).find((c) => c.action.company === EXTRA.id)!;
    const plain = data.companies.privates.find((p) => !p.ability)!;
    expect(owned(state, other.id).owner).toBe('b');
    expect(lays(state).some((c) => c.action.company === other.id)).toBe(false);
    expect(refused(state, { ...extra.action, company: other.id })).toMatch(new RegExp(`^${other.name} has no ability .* can use now\\.$`));
    expect(refused(state, { ...extra.action, company: plain.id })).toMatch(new RegExp(`^${plain.name} has no ability .* can use now\\.$`));
    expect(refused(state, { ...extra.action, company: 'nonsense' })).toBe('There is no such private.');
    // the minor's own lay on that hex first: the extra tile (a yellow tile on an empty hex) may not follow there
    const own = lays(state).find((c) => c.action.company === undefined && c.action.hex === extra.action.hex)!;
    def.process(state, own.action);
    expect(lays(state).some((c) => c.action.hex === extra.action.hex)).toBe(false);
    expect(refused(state, extra.action)).toBe(`${EXTRA.name}'s extra tile is a yellow tile on an empty hex.`);
    expect(owned(state, EXTRA.id).closed).toBe(false);
  });

  it('lays on a mountain with Connellsville Coke Ovens without paying the mountain, once', () => {
    // the minor whose home hex borders a mountain hex of the data's map
    const mountains = data.map.hexes.filter((h) => h.code.includes('terrain:mountain')).flatMap((h) => h.hexes);
    const minor = 'M7'; // (its home, Johnstown, is ringed by mountain hexes on the data's map)
    const free = (s: GameState) => lays(s).filter((c) => c.action.company === MOUNTAIN.id);
    const state = steer(1, { privates: [MOUNTAIN.id], minors: [minor] }, (s) => atTrack(minor, MOUNTAIN.id)(s) && free(s).length > 0, { layOwn: true });
    const offers = free(state);
    expect(offers.length).toBeGreaterThan(0);
    const name = data.companies.minors.find((m) => m.id === minor)!.name;
    for (const c of offers) {
      expect(c.label.startsWith(`${name} lays with ${MOUNTAIN.name}, paying nothing for the mountain, tile `)).toBe(true);
      expect(mountains).toContain(c.action.hex);
    }
    const hex = String(offers[0]!.action.hex);
    const terrain = currentTile(state.map as MapState, hex).def.upgradeCost;
    expect(terrain).toBeGreaterThan(0);
    // the same lay without the private costs the mountain (listed only if the minor can pay it)
    const plain = lays(state).find((c) => c.action.company === undefined && c.action.hex === hex);
    if (plain) expect(plain.label).toMatch(/, for \$\d+$/);
    const before = cash(state, minor);
    const events = def.process(state, offers[0]!.action) ?? [];
    const used = events.find((e) => e.type === 'private_lay_used')!;
    expect(used).toMatchObject({ company: MOUNTAIN.id, corp: minor, hex, extra: false, saved: terrain });
    expect(words(used)).toBe(`${name} used ${MOUNTAIN.name} on ${hex}: $${terrain} of terrain not paid`);
    expect(cash(state, minor)).toBe(before - Number(events.find((e) => e.type === 'tile_laid')!.cost));
    expect(events.find((e) => e.type === 'tile_laid')!.cost).toBe(0);
    expect(owned(state, MOUNTAIN.id).closed).toBe(true);
    // the free lay was the minor's one lay: its track step is over
    expect(lays(state)).toEqual([]);
  });

  it('refuses a terrain discount on a hex without its terrain', () => {
    const minor = data.companies.minors[0]!.id;
    const state = steer(1, { privates: [MOUNTAIN.id], minors: [minor] }, atTrack(minor, MOUNTAIN.id));
    const own = lays(state).find((c) => c.action.company === undefined)!;
    expect(lays(state).some((c) => c.action.company === MOUNTAIN.id && c.action.hex === own.action.hex)).toBe(false);
    expect(refused(state, { ...own.action, company: MOUNTAIN.id })).toMatch(new RegExp(`^${MOUNTAIN.name} saves only the cost of mountain, and .* has none to pay\\.$`));
  });

  it('gives version-1 games no abilities', () => {
    const minor = data.companies.minors[0]!.id;
    const state = steer(1, { privates: [EXTRA.id], minors: [minor] }, atTrack(minor, EXTRA.id), { version: '1' });
    expect(atTrack(minor, EXTRA.id)(state)).toBe(true);
    const listed = lays(state);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((c) => c.action.company !== undefined)).toBe(false);
    expect(refused(state, { ...listed[0]!.action, company: EXTRA.id })).toMatch(/has no ability .* can use now/);
  });
});
