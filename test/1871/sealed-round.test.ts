// 1871's sealed auctions as a round of the shared engine (src/engine/titles/1871/sealed-round.ts) against the
// old engine's (deleted; its results on these games saved in test/fixtures/1871-legacy/sealed-rounds.json by
// test/1871/make-sealed-fixture.ts): the first stock round's two auctions with random sheets give the same items,
// results, prices, reasons, cash, minors' treasuries and Bidding Order Track; before the reveal nobody's view holds
// another bidder's sheet.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cashOf, type GameState } from '../../src/engine/18xx/state.ts';
import newDef from '../../src/engine/titles/1871/index.ts';
import { sealedOf } from '../../src/engine/titles/1871/sealed-round.ts';
import type { Action, PlayerInfo, SealedReveal } from '../../src/engine/types.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';
import { placeInCell } from '../../src/engine/18xx/market.ts';

const VERSION = '2';

function players(n: number): PlayerInfo[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
}

interface SavedAuction {
  round: string;
  items: [string, number][];
  bidders: string[];
  sheets: Record<string, Record<string, number>>;
  results: SealedReveal['results'];
  owners: Record<string, string>;
  cash: Record<string, number>;
  treasuries: Record<string, number>;
  track: string[];
}
const saved = JSON.parse(readFileSync(new URL('../fixtures/1871-legacy/sealed-rounds.json', import.meta.url), 'utf8')) as {
  prices: number[][];
  games: { seed: number; players: number; auctions: SavedAuction[] }[];
};

describe('1871 sealed auctions on the shared engine', () => {
  it('settle the first stock round exactly as the old engine did on 150 random games', () => {
    let ties = 0;
    let ineligible = 0;
    let cashChecked = 0;
    let afterSecond = 0;
    expect(saved.games.length).toBe(150);
    for (const { seed, players: n, auctions } of saved.games) {
      const neu = newDef.setup({ seed, players: players(n), options: { seed, data_version: VERSION } }) as GameState;
      let events: { type: string; owner?: string; amount?: number }[] = [];
      for (const [auction, a] of auctions.entries()) {
        const b = newDef.sealed!.sheet(neu, null);
        expect(b).toMatchObject({ round: a.round, items: a.items.map(([id, k]) => ({ id, prices: saved.prices[k] })), bidders: a.bidders });
        for (const p of a.bidders) {
          const action: Action = { type: 'sealed_bids', entity: p, entity_type: 'player', round: a.round, bids: a.sheets[p]! };
          events = (newDef.process(neu, structuredClone(action)) ?? []) as { type: string; owner?: string; amount?: number }[];
        }
        const rb = newDef.sealed!.lastReveal(neu)!;
        expect(rb.round).toBe(a.round);
        expect(rb.results).toEqual(a.results);
        ties += a.results.filter((r) => r.tied).length;
        ineligible += a.results.filter((r) => r.ineligible).length;
        // owners as the old engine had them
        const ids = [...neu.companies.map((c) => c.sym), ...neu.corps.filter((c) => c.type === 'minor').map((c) => c.sym)];
        for (const id of ids) {
          const corp = neu.corps.find((x) => x.sym === id);
          const held = corp ? corp.president : neu.companies.find((x) => x.sym === id)!.owner;
          const owner = held === 'bank' || held === undefined ? null : held;
          expect({ seed, company: id, owner }).toEqual({ seed, company: id, owner: a.owners[id] ?? null });
        }
        if (auction === 0) {
          for (const [p, cash] of Object.entries(a.cash)) expect({ seed, p, cash: cashOf(neu, p) }).toEqual({ seed, p, cash });
          for (const [minor, treasury] of Object.entries(a.treasuries)) expect(cashOf(neu, minor)).toBe(treasury);
          cashChecked++;
        } else {
          // after the second auction the engines go on differently (the old one to stock turns, the new one to its
          // stock turns, or its operating round, whose start pays the privates): each player has what they had after
          // the first auction, less what the second's results say they pay, plus what their privates earned since
          for (const p of Object.keys(a.cash)) {
            const paid = a.results.filter((r) => r.winner === p).reduce((x, r) => x + r.price!, 0);
            const income = events.filter((e) => e.type === 'private_revenue' && e.owner === p).reduce((x, e) => x + e.amount!, 0);
            expect({ seed, p, cash: cashOf(neu, p) }).toEqual({ seed, p, cash: auctions[0]!.cash[p]! - paid + income });
          }
          afterSecond++;
        }
        expect(sealedOf(neu).track).toEqual(a.track);
      }
    }
    // the games reach the hard cases: ties broken on the track, bids set aside for cash or certificates
    expect(ties).toBeGreaterThan(10);
    expect(ineligible).toBeGreaterThan(10);
    expect(cashChecked).toBe(150);
    expect(afterSecond).toBe(150);
  });

  it('shows an open sheet to its bidder only; a sheet may be replaced; a closed round is refused', () => {
    const state = newDef.setup({ seed: 7, players: players(3), options: { seed: 7, data_version: VERSION } }) as GameState;
    const sheet = newDef.sealed!.sheet(state, null)!;
    const item = sheet.items[0]!;
    newDef.process(state, newDef.sealed!.submit(state, 'p1', { [item.id]: item.prices[0]! }));
    newDef.process(state, newDef.sealed!.submit(state, 'p1', { [item.id]: item.prices[3]! }));
    const seen = (viewer: string | null) => sealedOf(newDef.view(state, viewer) as unknown as GameState).open!;
    expect(seen('p1').sheets).toEqual({ p1: { [item.id]: item.prices[3] } });
    for (const viewer of ['p2', 'p3', null]) {
      expect(seen(viewer).sheets).toEqual({});
      expect(JSON.stringify(newDef.view(state, viewer))).not.toContain(`"${item.id}":${item.prices[3]}`);
    }
    expect((seen('p2') as unknown as { submitted: string[] }).submitted).toEqual(['p1']);
    expect(newDef.activePlayers(state)).toEqual(['p2', 'p3']);
    expect(() => newDef.process(state, { type: 'sealed_bids', entity: 'p2', entity_type: 'player', round: 'sr0-z', bids: {} })).toThrow(/^That auction is closed; stock round 1's sealed auction 1 is open\.$/);
    // refusals name the item and the prices as players see them (never an id)
    const name = newDef.entityName!(newDef.view(state, null), item.id);
    expect(name).not.toBe(item.id);
    expect(() => newDef.process(state, newDef.sealed!.submit(state, 'p2', { [item.id]: item.prices[0]! + 1 }))).toThrow(`Bid one of ${item.prices.map((p) => `$${p}`).join(', ')} on ${name}.`);
  });
});

describe('1871 sealed auctions and the certificate limit', () => {
  it('count certificates as the stock turns do: shares in the yellow zone do not count', () => {
    // five players (limit 12): a holds twelve certificates, all shares of two majors priced in the yellow zone
    const state = newDef.setup({ seed: 5, players: players(5), options: { seed: 5, data_version: VERSION } }) as GameState;
    const data = dataVersion(VERSION);
    expect(data.money.cert_limit['5']).toBe(12);
    const rows = data.market.rows;
    const r = rows.findIndex((row) => row.some((code) => /y/.test(code)));
    const yellow: [number, number] = [r, rows[r]!.findIndex((code) => /y/.test(code))];
    const [m1, m2] = data.companies.majors.map((m) => m.id);
    let given = 0;
    for (const corp of [m1!, m2!]) {
      const c = state.corps.find((x) => x.sym === corp)!;
      c.ipoed = true;
      placeInCell(state, corp, yellow);
      for (const s of state.shares.filter((x) => x.corp === corp)) {
        if (given === 12) break;
        s.owner = 'p1';
        given++;
      }
    }
    expect(given).toBe(12);
    const item = newDef.sealed!.sheet(state, null)!.items[0]!;
    for (const p of ['p1', 'p2', 'p3', 'p4', 'p5']) newDef.process(state, newDef.sealed!.submit(state, p, p === 'p1' ? { [item.id]: item.prices[0]! } : {}));
    const result = newDef.sealed!.lastReveal(state)!.results.find((x) => x.item === item.id)!;
    expect(result.ineligible ?? []).toEqual([]);
    expect(result.winner).toBe('p1');
  });
});
