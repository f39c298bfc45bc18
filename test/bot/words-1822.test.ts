// 1822's words where its real games left them unclear (issue 28), at positions of real 18xx.games games: a private is
// called a private (18xx.games' "P16-TH (Tax Haven)" says neither what it is nor what the initials mean); the turn's
// "you may …" line names each of 1822's choices (how to pay for a minor, its token, the pullman, a permanent train's
// earnings, P8's gift, P9's doubled cash) instead of "make a choice"; a minor's payment choices say who gets what;
// a minor bought from the bid box is told with what was paid and to whom.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, legalActions, newGame, replay, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { mayLine } from '../../src/bot/services/status.ts';
import { nameBook } from '../../src/bot/services/name-book.ts';
import { moveStory } from '../../src/bot/services/story.ts';
import type { SeatRecord } from '../../src/bot/services/store.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

await loadTitlePieces();

const read = (file: string) => JSON.parse(readFileSync(`${FIXTURES_NEXT}/${file}.json`, 'utf8')) as GameLog;
/** A real game after its first `n` effective moves. */
function at(file: string, n: number): LoadedGame {
  const log = read(file);
  const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message').slice(0, n);
  return replay({ ...log, actions, result: undefined, game_end_reason: null, status: 'active' });
}

describe("1822's words", () => {
  it('a private is called a private, by its card number and what it does, in every scenario', () => {
    for (const file of ['1822-33845', '1822mrs-33867', '1822nrs-game_end_bank']) {
      const g = newGame(read(file).title, read(file).players, read(file).settings);
      const names = nameBook(viewGame(g, null));
      const privates = (g.state as { companies: { sym: string }[] }).companies.map((c) => c.sym).filter((s) => /^P\d+$/.test(s));
      expect(privates.length).toBeGreaterThan(5);
      for (const sym of privates) expect(names.company(sym)).toMatch(new RegExp(`^Private ${sym} \\([^)]+\\)$`));
    }
  });

  it.each([
    // (file, effective moves before the choice, the words the turn line must have)
    ['1822nrs-game_end_bank', 305, 'choose how to pay for the minor'],
    ['1822nrs-game_end_bank', 306, "choose what becomes of the minor's token"],
    ['1822nrs-game_end_bank', 413, 'attach the pullman to a train'],
    ['1822nrs-game_end_bank', 415, "pay the permanent train's earnings apart first"],
    ['1822mrs-33867', 457, 'choose what the private gives'],
    ['1822mrs-33867', 180, 'double your cash for the player order'],
  ])("%s after %i moves: the turn's line says %s", { timeout: 60_000 }, (file, n, words) => {
    const g = at(file, n);
    const line = mayLine(viewGame(g, null), activePlayers(g)[0]!);
    expect(line).toContain(words);
    expect(line).not.toMatch(/make a choice|another move/);
  });

  it("a minor's payment choices say who gets what", { timeout: 60_000 }, () => {
    const g = at('1822nrs-game_end_bank', 305);
    const labels = legalActions(g, activePlayers(g)[0]!).filter((c) => c.action.type === 'choose').map((c) => c.label);
    expect(labels).toEqual([
      "Its owner gets £160 from LYR's treasury",
      "Its owner gets 1 LYR share (£90) and £70 from LYR's treasury",
      'Its owner gets 2 LYR shares (£90 each) and pays £20 to LYR',
    ]);
  });

  it("the status names each bid box's item with its high bid and the next bid's least price, as the engine takes bids", () => {
    let g = newGame('1822', [{ id: 'a', name: 'alice' }, { id: 'b', name: 'bob' }, { id: 'c', name: 'carol' }], { seed: 3 });
    const names = nameBook(viewGame(g, null));
    const items = [...new Set(legalActions(g, 'a').filter((c) => c.action.type === 'bid').map((c) => String(c.action.company)))];
    expect(items.length).toBe(10);
    for (const sym of items) expect(g.def.describe(g.state)).toContain(`Bid box: ${names.company(sym)}: no bids`);
    const bid = legalActions(g, 'a').find((c) => c.action.type === 'bid')!;
    g = applyAction(g, bid.action);
    const told = g.def.describe(g.state);
    // the least price bob may bid on it once alice's turn is over, as the engine lists it
    const after = applyAction(g, legalActions(g, 'a').find((c) => c.action.type === 'pass')!.action);
    expect(activePlayers(after)).toEqual(['b']);
    const next = Math.min(...legalActions(after, 'b').filter((c) => c.action.type === 'bid' && c.action.company === bid.action.company).map((c) => Number(c.action.price)));
    expect(told).toContain(`Bid box: ${names.company(String(bid.action.company))}: high bid alice £${Number(bid.action.price)} · next bid at least £${next}`);
  });

  it('a minor acquired from the bid box is told with what was paid and to whom', { timeout: 60_000 }, () => {
    // 1822MRS 33867 after 600 moves, played on (runs, dividends, else passes) to LNWR's acquisition step
    const log = read('1822mrs-33867');
    let g = replay({ ...log, actions: log.actions.slice(0, 600), result: undefined, game_end_reason: null, status: 'active' });
    for (let i = 0; i < 5; i++) {
      const ch = legalActions(g, activePlayers(g)[0]!);
      g = applyAction(g, (ch.find((c) => c.action.type === 'run_routes') ?? ch.find((c) => c.action.type === 'dividend') ?? ch.find((c) => c.action.type === 'pass') ?? ch[0]!).action);
    }
    const player = activePlayers(g)[0]!;
    const merge = legalActions(g, player).find((c) => c.action.type === 'merge' && c.action.corporation === '20')!;
    expect(merge.label).toBe('LNWR acquires Minor 20 (Monmouthshire Railway & Canal Company)');
    g = applyAction(g, merge.action);
    const pay = legalActions(g, player).filter((c) => c.action.type === 'choose');
    expect(pay.map((c) => c.label)).toEqual(['LNWR pays £200 to the bank for Minor 20 (Monmouthshire Railway & Canal Company)']);
    g = applyAction(g, pay[0]!.action);
    const before = g;
    const cash = (x: LoadedGame) => (x.state as { cash: Record<string, number> }).cash.LNWR ?? 0;
    g = applyAction(g, legalActions(g, player).find((c) => c.action.type === 'choose')!.action);
    expect(cash(before) - cash(g)).toBe(200);
    const seats = read('1822mrs-33867').players.map((p, i) => ({ gameId: '1', position: i, userId: null, playerId: String(p.id), name: ['alice', 'bob', 'carol', 'dave'][i]! })) as unknown as SeatRecord[];
    const lines = moveStory(viewGame(before, null), viewGame(g, null), g.log.at(-1)!, '', '', seats);
    expect(lines[0]).toBe('LNWR acquires Minor 20 (Monmouthshire Railway & Canal Company) from the bid box (nobody had won it), paying £200 to the bank');
  });

  it("a minor's new owner is told as its owner (a minor has no president)", { timeout: 60_000 }, () => {
    // 1822 33845: its 92nd move ends the first stock round, and the four minors won in it get their owners
    const before = at('1822-33845', 91);
    const next = effectiveActions(read('1822-33845').actions).filter((a) => a.type !== 'message')[91]!;
    const after = applyAction(before, next);
    const won = (after.events ?? []).filter((e) => e.type === 'presidency_changed');
    expect(won.length).toBe(4);
    const seats = read('1822-33845').players.map((p, i) => ({ gameId: '1', position: i, userId: null, playerId: String(p.id), name: ['alice', 'bob', 'carol', 'dave'][i]! })) as unknown as SeatRecord[];
    const story = moveStory(viewGame(before, null), viewGame(after, null), after.log.at(-1)!, '', '', seats).join('\n');
    const names = nameBook(viewGame(after, null));
    for (const e of won) {
      const owner = seats.find((s) => s.playerId === (e as { to: string }).to)!.name;
      expect(story).toContain(`${owner} now owns ${names.entity((e as { corp: string }).corp)}`);
    }
    expect(story).not.toMatch(/president of Minor/);
  });
});
