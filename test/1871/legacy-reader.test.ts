// Stored games of the old 1871 engine (test/fixtures/1871-legacy: the three-user e2e's log and random games as the
// database stores them, each with what the old engine made of every move) read on the rebuilt title: the moves
// read give the old engine's cash and owners; the first move the rebuilt rules refuse ends the reading and the game
// goes on from there, saying so; sealed sheets stay secret; undo never crosses a reveal.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, replay, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import '../../src/titles.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { legacyOf, readOldMoves } from '../../src/engine/titles/1871/legacy.ts';
import { RuleError, type Action, type GameLog } from '../../src/engine/types.ts';

interface Fixture extends GameLog {
  id: string;
  /** After each effective action: the players' cash in seat order, and the owners that changed. */
  oldEngine: { cash: number[]; owners?: Record<string, string | null> }[];
}

const DIR = new URL('../fixtures/1871-legacy/', import.meta.url);
const fixtures: Fixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Fixture)
  // (the logs saved with what the old engine made of them; the folder holds other old-engine records too)
  .filter((f) => Array.isArray(f.oldEngine));

/** The stored game as the bot loads it after migration 0007 (every stored action the old engine's). */
const stored = (f: Fixture, extra: Action[] = []): GameLog => ({
  title: def.titles[0]!,
  players: f.players,
  settings: { ...f.settings, legacy_actions: f.actions.length },
  actions: [...f.actions, ...extra],
});

const cashOf = (s: GameState, f: Fixture) => f.players.map((p) => s.cash[String(p.id)]);

/** Who owns an auction item on the rebuilt title: a minor's president, a private's or paper company's owner. */
function ownerOf(s: GameState, id: string): string | null {
  const corp = s.corps.find((c) => c.sym === id);
  if (corp) return corp.president ?? null;
  const c = s.companies.find((x) => x.sym === id)!;
  return c.owner === 'bank' || c.owner === null || c.closed ? null : c.owner;
}

describe('1871 stored games read on the rebuilt title', () => {
  it('has the saved logs: the three-user e2e, random games with undo markers, an open sealed round', () => {
    expect(fixtures.map((f) => f.id).sort()).toEqual(['bot-3p-v1-undos', 'bot-4p-open-round', 'bot-5p-v2-auctions', 'three-user-e2e']);
    for (const f of fixtures) expect(f.oldEngine.length, f.id).toBe(effectiveActions(f.actions).length);
  });

  for (const f of fixtures) {
    it(`${f.id}: every move read leaves the old engine's cash and owners`, () => {
      const old = effectiveActions(f.actions);
      const { reading, moves, at } = readOldMoves(def, stored(f), f.actions);
      expect(reading.total).toBe(old.length);
      expect(reading.kept).toBeGreaterThan(0);
      // nothing made for a refused move stays: every move is an old one read or made for one (it carries its id)
      const readIds = new Set(old.slice(0, reading.kept).map((a) => a.id));
      for (const m of moves) expect(readIds.has(m.id), `${f.id}: ${m.type} made for old move ${m.id}`).toBe(true);
      // the old engine's state after old move k against the rebuilt one just before old move k + 1 (after the
      // moves the old engine made without asking, e.g. a stock round's passes when no major can start)
      const s = def.setup({ seed: f.settings.seed, players: f.players, options: f.settings });
      const owners: Record<string, string | null> = {};
      let done = 0;
      for (let k = 1; k <= reading.kept; k++) {
        const upTo = k < reading.kept ? at[k]! : moves.length;
        for (; done < upTo; done++) def.process(s, moves[done]!);
        Object.assign(owners, f.oldEngine[k - 1]!.owners);
        for (const [id, owner] of Object.entries(owners)) expect(ownerOf(s, id), `${f.id} after old move ${k}: ${id}`).toBe(owner);
        // (a log that ends with an auction: the old engine went on to pay the privates' income at once, the rebuilt
        // one first has the stock round's turns, which the game goes on with)
        if (k === reading.kept && !reading.refused && s.round.kind === 'stock') continue;
        expect(cashOf(s, f), `${f.id} after old move ${k} (${old[k - 1]!.type})`).toEqual(f.oldEngine[k - 1]!.cash);
      }
    });
  }

  it('a game stored in its auctions reads in full; a whole game reads to the first move the rebuilt rules refuse, and says so', () => {
    const read = (id: string) => legacyOf(replay(stored(fixtures.find((f) => f.id === id)!)).state)!;
    expect(read('bot-5p-v2-auctions')).toEqual({ kept: 15, total: 15, refused: null });
    expect(read('bot-4p-open-round')).toEqual({ kept: 14, total: 14, refused: null });
    const e2e = fixtures.find((f) => f.id === 'three-user-e2e')!;
    const g = replay(stored(e2e));
    const r = legacyOf(g.state)!;
    expect(r.total).toBe(effectiveActions(e2e.actions).length);
    expect(r.kept).toBeLessThan(r.total);
    expect(r.refused).not.toBeNull();
    expect(g.def.describe(g.state)).toContain(`Its first ${r.kept} of ${r.total} moves were read by the rebuilt rules`);
    // a game that was never stored by the old engine is not read (no legacy_actions in its settings)
    expect(legacyOf(replay({ ...stored(e2e), settings: e2e.settings, actions: [] }).state)).toBeNull();
  });

  it('goes on from where the reading stopped: a new move is stored after the old ones and replays', () => {
    const f = fixtures.find((x) => x.id === 'three-user-e2e')!;
    let g: LoadedGame = replay(stored(f));
    for (let n = 0; n < 6; n++) {
      const who = activePlayers(g)[0]!;
      const move = legalActions(g, who).at(-1)!.action;
      g = applyAction(g, { ...move, id: 10_000 + n });
    }
    expect(g.log.length).toBe(f.actions.length + 6);
    const again = replay(toEnvelope(g));
    expect(again.state).toEqual(g.state);
    expect(legacyOf(again.state)).toEqual(legacyOf(g.state));
  });

  it('an open round read from the old log keeps each sheet its bidder\'s alone', () => {
    const f = fixtures.find((x) => x.id === 'bot-4p-open-round')!;
    const g = replay(stored(f));
    const sheet = def.sealed!.sheet;
    const submitted = sheet(g.state, null)!.submitted;
    expect(submitted.length).toBe(2);
    for (const bidder of submitted) {
      const own = sheet(g.state, bidder)!.bids;
      expect(Object.keys(own).length, String(bidder)).toBeGreaterThan(0);
      for (const viewer of [null, ...f.players.map((p) => String(p.id))]) {
        const view = JSON.stringify(def.view(g.state, viewer));
        if (viewer === bidder) expect(view).toContain(JSON.stringify(own));
        else expect(view, `${String(viewer)} sees ${bidder}'s sheet`).not.toContain(JSON.stringify(own));
        if (viewer !== bidder) expect(sheet(g.state, viewer)!.bids).not.toEqual(own);
        expect(sheet(g.state, viewer)!.submitted).toEqual(submitted);
      }
    }
  });

  it('undo of a read game stops at the last reveal', () => {
    const f = fixtures.find((x) => x.id === 'bot-5p-v2-auctions')!;
    let g: LoadedGame = replay(stored(f));
    expect(g.revealedBy).toBeDefined();
    const undo = (): LoadedGame => applyAction(g, { type: 'undo', entity: String(f.players[0]!.id), entity_type: 'player' });
    // the last stored move completed the second auction: nothing before it may be taken back
    expect(undo).toThrow(/Sealed choices were revealed/);
    const who = activePlayers(g)[0]!;
    g = applyAction(g, { ...legalActions(g, who)[0]!.action, id: 9_000 });
    g = undo();
    expect(effectiveActions(g.log).length).toBe(effectiveActions(f.actions).length);
    expect(undo).toThrow(/Sealed choices were revealed/);
  });

  it('the reading is no move a player can make', () => {
    const f = fixtures.find((x) => x.id === 'bot-5p-v2-auctions')!;
    const g = replay(stored(f));
    expect(() => applyAction(g, { type: 'legacy_read', kept: 0, total: 0, refused: null })).toThrow(RuleError);
    const fresh = replay({ ...stored(f), settings: f.settings, actions: [] });
    const before = structuredClone(fresh.state);
    expect(() => applyAction(fresh, { type: 'legacy_read', kept: 1, total: 1, refused: null, entity: String(f.players[0]!.id), entity_type: 'player' })).toThrow(RuleError);
    expect(fresh.state).toEqual(before);
  });
});
