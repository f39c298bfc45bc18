// 1822's own events told in players' words (src/bot/titles/1822/words.ts) along a real 18xx.games game (1822MRS
// 35936, as far as our engine follows it): a minor's dividend says what its owner got and what it kept; a major's acquisition of a minor says what the minor was worth and what its
// owner got, and those amounts are what the owner's cash and shares did; a player's loan for a train and its payment
// say what is owed, as the state has it.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { percentOf } from '../../src/engine/18xx/shares.ts';
import { debtOf } from '../../src/engine/titles/1822/loans.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { moveStory } from '../../src/bot/services/story.ts';
import type { SeatRecord } from '../../src/bot/services/store.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

await loadTitlePieces();

const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-35936.json`, 'utf8')) as GameLog;
const NAMES = ['alice', 'bob', 'carol', 'dave'];
const seats = log.players.map((p, i) => ({ gameId: '1', position: i, userId: null, playerId: String(p.id), name: NAMES[i]! })) as unknown as SeatRecord[];

describe("1822's events in words", () => {
  it('a minor acquired, a loan taken and paid off: every amount as the state has it', { timeout: 120_000 }, () => {
    let game = newGame(log.title, log.players.map((p, i) => ({ ...p, name: NAMES[i]! })), log.settings);
    const told = { acquired: 0, loan: 0, paid: 0, minorPaid: 0, lines: 0 };
    for (const action of effectiveActions(log.actions).filter((a) => a.type !== 'message').slice(0, 340)) {
      const before = game;
      game = applyAction(game, action);
      const lines = moveStory(viewGame(before, null), viewGame(game, null), action, '', '', seats).join('\n');
      const cash = (g: typeof game, id: string) => (g.state as GameState).cash[id] ?? 0;
      const name = (id: string) => seats.find((s) => s.playerId === id)!.name;
      // an L-train with its article, nothing "for £0"
      expect(lines).not.toMatch(/\ba [AEFHILMNORSX][\w+]*-train/);
      expect(lines).not.toContain('for £0');
      told.lines += lines ? 1 : 0;
      for (const e of game.events ?? []) {
        if (e.type === 'minor_acquired') {
          told.acquired++;
          const owner = String(e.owner);
          // the owner's cash moved by what the words say they got (or paid), and they hold the shares said
          expect(cash(game, owner) - cash(before, owner)).toBe(e.paid);
          expect(percentOf(game.state as GameState, owner, e.major) - percentOf(before.state as GameState, owner, e.major)).toBe(10 * e.shares);
          const pays = e.paid > 0 ? `£${e.paid} from ${e.major}` : e.paid < 0 ? `paying £${-e.paid} to ${e.major}` : '';
          expect(lines).toContain(`${e.major} acquires Minor ${e.minor} (`);
          expect(lines).toContain(`from ${name(owner)}, worth £${e.worth} (twice its share price): ${name(owner)} gets`);
          if (pays) expect(lines).toContain(pays);
          if (e.shares) expect(lines).toContain(`${e.shares} ${e.major} share${e.shares > 1 ? 's' : ''} at £${e.sharePrice}`);
        }
        if (e.type === 'dividend' && e.kept) {
          // a minor pays half to its owner and keeps half: both said, as the owner's cash and the treasury moved
          const owner = (before.state as GameState).corps.find((c) => c.sym === e.entity)!.president!;
          if (/^\d+$/.test(e.entity)) {
            told.minorPaid++;
            const got = e.payouts!.find((p) => p.to === owner)!.amount;
            expect(cash(game, owner) - cash(before, owner)).toBe(got);
            expect(lines).toContain(`Minor ${e.entity} (`);
            expect(lines).toContain(`pays out £${e.revenue}: £${got} to ${name(owner)} and £${e.kept} kept in its treasury`);
          }
        }
        if (e.type === 'player_loan') {
          told.loan++;
          expect(debtOf(game.state as GameState, e.player)).toBe(e.debt);
          // the debt explained: what was owed before, the loan and its interest
          const earlier = debtOf(before.state as GameState, e.player);
          const interest = e.debt - earlier - e.amount;
          expect(interest).toBe(Math.ceil(e.amount / 2));
          expect(lines).toContain(`${name(e.player)} borrows £${e.amount} from the bank for the train and now owes £${e.debt}: ${earlier ? `£${earlier} owed before, ` : ''}£${e.amount} and £${interest} of interest`);
        }
        if (e.type === 'loan_paid') {
          told.paid++;
          expect(lines).toContain(`${name(e.player)} pays £${e.amount} off their loan`);
        }
      }
    }
    expect(told.acquired).toBeGreaterThan(0);
    expect(told.loan).toBeGreaterThan(0);
    expect(told.paid).toBeGreaterThan(0);
    expect(told.minorPaid).toBeGreaterThan(0);
  });
});
