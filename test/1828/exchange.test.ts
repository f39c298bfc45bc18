import { describe, expect, it } from 'vitest';
import { Book, MergerExchange, addSystemCerts } from '../../src/engine/titles/1828/exchange.ts';
import { mergeCandidate, mergeCandidates, systemFloated, systemSoldOut, systemTreasury, type CorpView, type MergeView } from '../../src/engine/titles/1828/merger.ts';
import { priceAt, systemMarketCell } from '../../src/engine/titles/1828/market.ts';
import { GAMES, loadOracle } from './fixtures.ts';

type CertRow = [string, number, boolean, boolean];
interface CorpSnap {
  sym: string;
  price: number;
  coords: [number, number];
  cash: number;
  floated: boolean;
  owner: string | null;
  shares: Record<string, CertRow[]>;
  holderOrder: string[];
}
interface MergerTrace {
  id: number;
  order: string[];
  acting: string;
  playerNames: Record<string, string>;
  cash: Record<string, number>;
  sold: Record<string, string[]>;
  merger: CorpSnap;
  target: CorpSnap;
  choices: { player: string; choice: string }[];
  after: { cash: Record<string, number>; system: CorpSnap; failed: boolean; soldSystem: Record<string, boolean> };
}

/** The book as 18xx.games held it: holders in the order they first touched each corporation, certificates in arrival order. */
function bookOf(t: MergerTrace): Book {
  const book = new Book();
  for (const corp of [t.merger, t.target]) {
    const key = (h: string): string => (h === corp.sym ? 'ipo' : h);
    for (const holder of corp.holderOrder) {
      for (const [id, percent, president, buyable] of corp.shares[key(holder)] ?? [])
        book.add({ id, corp: corp.sym, percent, president, buyable }, holder === 'ipo' ? corp.sym : holder);
    }
  }
  return book;
}

function holdingsOf(book: Book, sym: string, players: string[]): Record<string, CertRow[]> {
  const out: Record<string, CertRow[]> = {};
  for (const h of [...players, 'pool', sym])
    out[h === sym ? 'ipo' : h] = book.sharesOf(h, sym).map((c) => [c.id, c.percent, c.president, c.buyable]);
  return out;
}

describe('1828 merger share exchange against 18xx.games (every merger of the real games)', () => {
  for (const name of GAMES) {
    const traces = loadOracle<MergerTrace[]>(`mergers-${name}.json`);
    for (const t of traces) {
      it(`${name} #${t.id}: ${t.merger.sym} + ${t.target.sym}`, () => {
        const S = `${t.merger.sym}-${t.target.sym}`;
        const cell = systemMarketCell(t.merger.coords, t.target.coords);
        expect(cell).toEqual(t.after.system.coords);
        const book = bookOf(t);
        addSystemCerts(book, S);
        const cash = { ...t.cash };
        const sold = structuredClone(t.sold);
        const ex = new MergerExchange({
          book,
          players: t.order,
          names: t.playerNames,
          acting: t.acting,
          merger: { sym: t.merger.sym, price: t.merger.price, floated: t.merger.floated },
          target: { sym: t.target.sym, price: t.target.price, floated: t.target.floated },
          system: { sym: S, name: t.merger.sym, price: priceAt(cell) },
          cash,
          sold,
          presidents: {},
        });
        ex.run();
        for (const c of t.choices) {
          expect(ex.pending?.player, `a choice is pending for ${c.player}`).toBe(c.player);
          ex.choose(c.player, c.choice);
        }
        expect(ex.pending).toBeNull();
        expect(ex.state).toBe(t.after.failed ? 'failed' : 'done');
        expect(holdingsOf(book, S, t.order)).toEqual(t.after.system.shares);
        expect(ex.input.presidents[S]).toBe(t.after.system.owner);
        expect(cash).toEqual(t.after.cash);
        // cash conserved: what players gained the bank paid
        const delta = Object.keys(cash).reduce((s, p) => s + cash[p]! - t.cash[p]!, 0);
        expect(delta).toBe(ex.bankPaid);
        for (const p of t.order) expect((sold[p] ?? []).includes(S), `sold flag of ${p}`).toBe(t.after.soldSystem[p]);
      });
    }
  }
});

describe('1828 merger rules', () => {
  const corp = (sym: string, over: Partial<CorpView> = {}): CorpView => ({ sym, system: false, ipoed: true, president: 'a', operated: true, floated: true, ...over });
  const view = (holdings: Record<string, Record<string, number>>, sold: string[] = []): MergeView => ({
    players: Object.keys(holdings),
    shares: (p, c) => holdings[p]?.[c] ?? 0,
    soldThisRound: (p, c) => sold.includes(`${p}:${c}`),
  });

  it('needs a president of either, the same operated state, one floated, and 6 shares (or 5 unsold) with one player', () => {
    const v = view({ a: { X: 3, Y: 3 }, b: { X: 2, Y: 2 } });
    expect(mergeCandidate(v, 'a', corp('X'), corp('Y', { president: 'b' }))).toBe(true);
    expect(mergeCandidate(v, 'b', corp('X'), corp('Y'))).toBe(false); // b presides over neither
    expect(mergeCandidate(v, 'a', corp('X'), corp('Y', { operated: false }))).toBe(false);
    expect(mergeCandidate(v, 'a', corp('X', { floated: false, operated: false }), corp('Y', { floated: false, operated: false }))).toBe(false);
    expect(mergeCandidate(v, 'a', corp('X', { floated: false, operated: false }), corp('Y', { operated: false }))).toBe(true);
    expect(mergeCandidate(v, 'a', corp('X'), corp('X-Z', { system: true }))).toBe(false);
    expect(mergeCandidate(v, 'a', corp('X'), corp('Y', { ipoed: false }))).toBe(false);
    const five = view({ a: { X: 3, Y: 2 } });
    expect(mergeCandidate(five, 'a', corp('X'), corp('Y'))).toBe(true);
    expect(mergeCandidate(view({ a: { X: 3, Y: 2 } }, ['a:Y']), 'a', corp('X'), corp('Y'))).toBe(false);
    expect(mergeCandidate(view({ a: { X: 2, Y: 2 } }), 'a', corp('X'), corp('Y'))).toBe(false);
    expect(mergeCandidates(v, 'a', corp('X'), [corp('X'), corp('Y'), corp('Z', { operated: false })])).toEqual(['Y']);
  });

  it('a system is sold out when players hold 90% (the treasury share aside)', () => {
    const book = new Book();
    addSystemCerts(book, 'A-B');
    for (let i = 0; i < 9; i++) if (i !== 1) book.transfer(`A-B_${i}`, i % 2 ? 'p' : 'q');
    book.cert('A-B_1').buyable = false;
    expect(systemSoldOut(book, 'A-B', ['p', 'q'])).toBe(true);
    expect(systemFloated(book, 'A-B')).toBe(true);
    book.transfer('A-B_8', 'pool');
    expect(systemSoldOut(book, 'A-B', ['p', 'q'])).toBe(false);
  });

  it('system treasury: both cash; reset to 10× price or nothing when a member had not floated', () => {
    expect(systemTreasury(110, 253, true, true, 95)).toEqual({ cash: 363, bankPaid: 0 });
    expect(systemTreasury(110, 0, false, true, 95)).toEqual({ cash: 950, bankPaid: 840 });
    expect(systemTreasury(110, 0, false, false, 95)).toEqual({ cash: 0, bankPaid: -110 });
  });

  it('the real mergers end with the floated state and treasury 18xx.games shows', () => {
    for (const name of GAMES) {
      for (const t of loadOracle<MergerTrace[]>(`mergers-${name}.json`)) {
        const S = `${t.merger.sym}-${t.target.sym}`;
        const book = new Book();
        const sys = t.after.system;
        for (const [holder, certs] of Object.entries(sys.shares))
          for (const [id, percent, president, buyable] of certs) book.add({ id, corp: S, percent, president, buyable }, holder === 'ipo' ? S : holder);
        const floated = systemFloated(book, S);
        expect(floated).toBe(sys.floated);
        const treasury = systemTreasury(t.merger.cash, t.target.cash, t.merger.floated && t.target.floated, floated, sys.price);
        expect(treasury.cash, `${S} treasury`).toBe(sys.cash);
      }
    }
  });
});
