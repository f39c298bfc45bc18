// Bid sheets as Discord components: the draft packed in custom ids, paging within Discord's limits.
import { describe, expect, it } from 'vitest';
import { bidsOfDraft, decodeDraft, draftOfBids, encodeDraft, roundTag } from '../../src/bot/sealed/draft.ts';
import { pagesOf, PRICES_PER_SELECT, SELECTS_PER_PAGE } from '../../src/bot/sealed/layout.ts';
import { revealLines } from '../../src/bot/sealed/reveal-text.ts';
import { sheetMessage } from '../../src/bot/sealed/sheet-view.ts';
import { ownerOf, parseCustomId } from '../../src/bot/customId.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { SealedItem, SealedSheet } from '../../src/engine/types.ts';

const CLASS = [10, 20, 30, 40, 50, 60];
/** A large 1871-sized auction: 18 privates and 30 minors, six prices each. */
const big: SealedItem[] = [
  ...Array.from({ length: 18 }, (_, k) => ({ id: `P${k + 1}`, name: `P${k + 1}`, group: k < 9 ? 'A' : 'B', prices: CLASS })),
  ...Array.from({ length: 30 }, (_, k) => ({ id: `M${k + 1}`, name: `Minor ${k + 1}`, group: 'C', prices: CLASS.map((p) => p * 5) })),
];
const odd: SealedItem[] = [
  { id: 'a', name: 'A', prices: [1] },
  { id: 'b', name: 'B', prices: Array.from({ length: 60 }, (_, k) => 100 + k) },
  { id: 'c', name: 'C', prices: [5, 7, 9] },
  { id: 'd', name: 'D', prices: Array.from({ length: 25 }, (_, k) => k) },
];

function randomDraft(items: SealedItem[], rng: SeededRandom): number[] {
  return items.map((i) => rng.below(i.prices.length + 1));
}

describe('draft encoding', () => {
  it('round-trips random drafts of uneven items', () => {
    const rng = new SeededRandom(7);
    for (const items of [big, odd]) {
      for (let n = 0; n < 200; n++) {
        const draft = randomDraft(items, rng);
        expect(decodeDraft(items, encodeDraft(items, draft))).toEqual(draft);
        expect(draftOfBids(items, bidsOfDraft(items, draft))).toEqual(draft);
      }
    }
  });

  it('refuses text that is not a draft of these items', () => {
    expect(decodeDraft(odd, 'zzzzzzzzzzzzzzzz')).toBeNull();
    expect(decodeDraft(odd, 'A-1')).toBeNull();
    expect(roundTag('sr1')).not.toBe(roundTag('sr2'));
  });
});

describe('paging', () => {
  it('keeps every page within 4 selects and every select within 25 options, items whole when they fit', () => {
    for (const items of [big, odd]) {
      const pages = pagesOf(items);
      const seen: string[] = [];
      for (const page of pages) {
        expect(page.length).toBeLessThanOrEqual(SELECTS_PER_PAGE);
        for (const s of page) {
          expect(s.parts.reduce((n, part) => n + part.options.length + 1, 0)).toBeLessThanOrEqual(25);
          for (const part of s.parts) seen.push(`${part.item}.${part.chunk}`);
        }
      }
      // every price of every item is offered exactly once
      const parts = pages.flat().flatMap((s) => s.parts);
      const offered = items.map((_, i) => parts.filter((part) => part.item === i).flatMap((part) => part.options));
      items.forEach((item, i) => expect(offered[i]).toEqual(item.prices.map((_, k) => k + 1)));
      expect(new Set(seen).size).toBe(seen.length);
    }
    const oddPages = pagesOf(odd).map((p) => p.map((s) => s.parts.map((part) => `${part.item}.${part.chunk}`).join('+')));
    expect(oddPages).toEqual([['0.0', '1.0', '1.1', '1.2'], ['2.0', '3.0', '3.1']]);
    expect(Math.ceil(60 / PRICES_PER_SELECT)).toBe(3);
  });

  it('every page of a 48-item sheet fits Discord: ≤ 5 rows, custom ids ≤ 100 characters, unique', () => {
    const rng = new SeededRandom(3);
    const sheet: SealedSheet = { round: 'sr1-privates-and-minors', items: big, bids: {}, submitted: [], bidders: ['1', '2', '3', '4', '5'] };
    const pages = pagesOf(big).length;
    expect(pages).toBe(4); // three six-price items to a select
    for (let page = 0; page < pages; page++) {
      const draft = big.map((i) => i.prices.length); // the longest draft code
      if (page % 2) draft.splice(0, draft.length, ...randomDraft(big, rng));
      const msg = sheetMessage({ gameId: '123456789012', ownerId: '12345678901234567890', gameName: 'Steel #123456789012', sheet, draft, page, submittedNames: [], submitted: false });
      expect(msg.components.length).toBeLessThanOrEqual(5);
      expect(msg.content.length).toBeLessThanOrEqual(2000);
      const ids = msg.components.flatMap((r: any) => r.components.map((c: any) => c.custom_id as string));
      for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
      expect(new Set(ids).size).toBe(ids.length);
      const send = parseCustomId(ids.find((id) => id.startsWith('sb:send:'))!)!;
      expect(decodeDraft(big, send.args[3]!)).toEqual(draft);
      expect(ownerOf(send)).toBe('12345678901234567890');
      for (const row of msg.components as any[]) for (const c of row.components) if (c.type === 3) expect(c.options.filter((o: any) => o.default).length).toBeLessThanOrEqual(1);
    }
  });

  it('marks the chosen price; a split item shows a choice made on its other select in the placeholder', () => {
    const sheet: SealedSheet = { round: 'r', items: odd, bids: {}, submitted: [], bidders: ['1'] };
    const draft = [0, 30, 2, 0]; // B = 129 (its second select), C = 7
    const msg = sheetMessage({ gameId: '1', ownerId: '2', gameName: 'G #1', sheet, draft, page: 0, submittedNames: [], submitted: false });
    const menus = (msg.components as any[]).flatMap((r) => r.components).filter((c) => c.type === 3);
    expect(menus.map((m) => m.placeholder)).toEqual(['A', 'B: 100–123 — your bid: 129', 'B: 124–147', 'B: 148–159 — your bid: 129']);
    expect(menus[0].options.find((o: any) => o.default).label).toBe('A: no bid');
    expect(menus[2].options.find((o: any) => o.default).label).toBe('B: 129');
    expect(menus[1].options.some((o: any) => o.default)).toBe(false);
    expect(msg.content).toMatch(/Your draft: B \*\*129\*\* · C \*\*7\*\*/);
  });
});

describe('reveal words', () => {
  it('says for each item the winner, their bid, the price paid and why, naming the bids that set a price or were set aside', () => {
    const name = (p: unknown) => ({ a: 'Ann', b: 'Ben', c: 'Cid' })[String(p)]!;
    const items = odd.slice(0, 3).concat({ id: 'e', name: 'E', prices: [1] }, { id: 'f', name: 'F', prices: [5, 6] });
    const sheets: { player: string; bids: Record<string, number> }[] = [
      { player: 'a', bids: { a: items[0]!.prices[0]!, b: items[1]!.prices[1]!, c: items[2]!.prices[2]!, f: 6 } },
      { player: 'b', bids: { b: items[1]!.prices[4]! } },
      { player: 'c', bids: { b: items[1]!.prices[5]!, c: items[2]!.prices[2]! } },
    ];
    // the results as a title settles them (the engine's codes), from these sheets
    const results = [
      { item: 'a', winner: null, price: null, reason: 'no_eligible_bid', ineligible: [{ player: 'a', reason: 'loan' }] },
      { item: 'b', winner: 'b', price: items[1]!.prices[1]!, reason: 'second_price', ineligible: [{ player: 'c', reason: 'cash' }] },
      { item: 'c', winner: 'c', price: items[2]!.prices[2]!, reason: 'tie', tied: ['a', 'c'], order: ['a', 'b', 'c'] },
      { item: 'e', winner: 'a', price: 1, reason: 'bank_sale' },
      { item: 'f', winner: 'a', price: 5, reason: 'single_bid' },
    ];
    const lines = revealLines({ round: 'r', items, sheets, results }, name);
    const [a, b, c, e, f] = lines;
    expect(a).toBe(`• **A**: unsold (no eligible bid; set aside: Ann's $${sheets[0]!.bids.a} (has loan debt))`);
    // Ben bid more than Ann; Cid bid most but was set aside: Ben pays Ann's bid
    expect(b).toBe(`• **B** → Ben: bid $${sheets[1]!.bids.b}, pays $${results[1]!.price} (the second-highest eligible bid (Ann's $${sheets[0]!.bids.b}); set aside: Cid's $${sheets[2]!.bids.b} (not enough cash))`);
    expect(c).toBe(`• **C** → Cid: bid $${sheets[2]!.bids.c}, pays $${results[2]!.price} (tied with Ann, ahead of them in the bidding order, pays the tied amount; the bidding order is now Ann, Ben, Cid)`);
    expect(e).toBe('• **E** → Ann: pays $1 (bank sale)');
    expect(f).toBe('• **F** → Ann: bid $6, pays $5 (the only eligible bid pays the first price ($5))');
  });
});

describe('items sharing a select', () => {
  // 1871's first round: 3 privates and 4 minors, six prices each
  const steel: SealedItem[] = [
    ...['Ore Dock', 'Coke Ovens', 'Converter'].map((name, k) => ({ id: `P${k}`, name, group: 'Private · class A', prices: CLASS })),
    ...['Valley', 'C&P', 'B&E', 'D&M'].map((name, k) => ({ id: `M${k}`, name, group: 'Minor · class C', prices: CLASS.map((p) => p * 2) })),
  ];
  const sheet: SealedSheet = { round: 'sr1-a', items: steel, bids: {}, submitted: [], bidders: ['1', '2', '3'] };

  it('puts seven six-price items on one page, three to a select, each price once', () => {
    const pages = pagesOf(steel);
    expect(pages.length).toBe(1);
    expect(pages[0]!.map((s) => s.parts.map((p) => p.item))).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    // up to four items, each keeps a select of its own
    expect(pagesOf(steel.slice(0, 4))[0]!.map((s) => s.parts.map((p) => p.item))).toEqual([[0], [1], [2], [3]]);
  });

  it('shows each item\'s bid in the shared select\'s placeholder and marks no option as chosen there', () => {
    const draft = [2, 0, 0, 0, 6, 0, 1]; // Ore Dock 20, C&P 120, D&M 20
    const msg = sheetMessage({ gameId: '1', ownerId: '2', gameName: 'G #1', sheet, draft, page: 0, submittedNames: [], submitted: false });
    const menus = (msg.components as any[]).flatMap((r) => r.components).filter((c) => c.type === 3);
    expect(menus.map((m) => m.placeholder)).toEqual(['Ore Dock: 20 · Coke Ovens: — · Converter: —', 'Valley: — · C&P: 120 · B&E: —', 'D&M (Minor · class C)']);
    expect(menus[0].options.map((o: any) => o.label).slice(0, 8)).toEqual(['Ore Dock: no bid', ...CLASS.map((p) => `Ore Dock: ${p}`), 'Coke Ovens: no bid']);
    expect(menus[0].options.some((o: any) => o.default)).toBe(false);
    expect(menus[2].options.find((o: any) => o.default).label).toBe('D&M: 20');
    expect(msg.content).toMatch(/Your draft: Ore Dock \*\*20\*\* · C&P \*\*120\*\* · D&M \*\*20\*\*/);
    const buttons = (msg.components as any[]).at(-1).components.map((c: any) => c.label);
    expect(buttons).toEqual(['Submit']);
  });
});
