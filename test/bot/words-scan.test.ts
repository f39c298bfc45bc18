// The words scanner (test/helpers/words-scan.ts) itself: with its ids taken from each title's data, it flags
// what issue 28 saw players get, and lets players' words through.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: ['ann', 'bob', 'cid', 'dee'][i]! }));

function bookOf(title: string, settings: Record<string, unknown> = {}) {
  const book = wordsBook(newGame(title, players(4), { seed: 1, ...settings }));
  // as a played game adds them: the action types of its log and the sealed rounds it opened
  for (const t of ['lay_tile', 'place_token', 'buy_shares', 'sell_shares', 'failed_merge', 'sealed_bids', 'choose', 'pass']) book.actionTypes.add(t);
  book.rounds.add('sr1-a');
  return book;
}

describe('the words scanner', () => {
  const steel = bookOf('1871-steel-cities', { data_version: LATEST_DATA_VERSION });
  const xx1828 = bookOf('1828.Games');
  const ches = bookOf('18Chesapeake');
  const xx1822 = bookOf('1822MRS');

  it.each([
    [xx1828, 'Your move, bob — you may sell shares, choose, failed merge or pass.'],
    [steel, 'Your move, ann — you may sealed bids or bid.'],
    [steel, 'NW places a token in 57-1-0'],
    [steel, 'F8 Toledo (city 57-0-0)'],
    [steel, 'Sealed auction sr1-a: lots'],
    [steel, 'ed wins the auction for C1'],
    [steel, 'C3 closes'],
    [steel, 'M1: done (1 trains)'],
    [ches, '✅ PRR runs 2-0 F2–E3 $40'],
    [ches, 'bob buys D&R for $20'],
    [xx1828, 'C&P pays out $30'],
    [xx1828, 'alice chose lay_tile'],
    [xx1822, 'ann £282 · 19 20% (pres), LNWR 50% (pres)'],
    [xx1822, '19 operates'],
    [xx1822, 'bob bids £100 for M19'],
    [xx1822, 'ann wins C1'],
    [xx1822, 'LNWR pays out $40'],
    [ches, 'bob sells B&O_6'],
    [xx1822, 'ann buys LNWR_0'],
    [ches, 'B&O pays $-5'],
    [ches, 'alice chose {"type":"pass","entity":"B&O"}'],
    [bookOf('18Chesapeake'), 'Sealed auction sr2-b is open'],
    [ches, 'B&O has Infinity trains'],
  ])('flags %#: %s', (book, text) => {
    expect(scanWords(text, book)).not.toEqual([]);
  });

  it('flags a log name once the seat is claimed, and a text player id', () => {
    const book = bookOf('18Chesapeake');
    book.staleNames.add('Player 2');
    expect(scanWords('Player 2: B&O passes', book)).not.toEqual([]);
    expect(scanWords('p1 buys a share', wordsBook(newGame('18Chesapeake', players(3), { seed: 1 })))).not.toEqual([]);
  });

  it.each([
    [ches, 'Your move, <@900000000000000001>, for B&O — you may lay track or pass.'],
    [ches, 'bob buys Delaware and Raritan Canal for $20'],
    [ches, '2-trains rust: PRR loses two 2-trains and B&O one 2-train'],
    [xx1828, 'Cobourg & Peterborough Railway pays out $30: $15 to alice and $15 kept in its treasury'],
    [xx1828, 'WAB places a token on F8 (Toledo)'],
    [steel, 'fay wins Connellsville Coke Ovens: bid $60, pays $40, the second-highest bid'],
    [steel, 'Allegheny Valley lays tile 57 on C3, rotation 2'],
    [steel, 'Allegheny Valley runs a P2-train for $40'],
    [steel, '🚂 **Game #1 has started!** Seat order:'],
    [steel, 'Baltimore & Ohio pays out $100 = $10 per share ($40 to ann, $30 to bob, $30 kept in its treasury)'],
    [xx1822, 'Minor 19 (Penarth Harbour & Dock Railway Company) pays out £110 = £55 per share (£55 to ann); share price £110 → £120'],
    [xx1822, 'bob bids £100 for LNWR concession; 2 of 19 bids: sells 2 shares for £20'],
    [xx1822, 'Depot  L: 5 × £50   3: 6 × £200   7: ∞ × £750 · Page 2 of 2: privates'],
    [ches, 'bob sells 20% of B&O at $67 (2 shares, $134); B&O at $60 → $50'],
    [steel, 'Stock round 2, sealed auction 1 of 1: bids {see your sheet}'],
  ])('lets players’ words through %#: %s', (book, text) => {
    expect(scanWords(text, book)).toEqual([]);
  });
});
