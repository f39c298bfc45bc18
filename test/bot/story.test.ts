// The story in words (src/bot/services/story.ts + status.ts) over every action of real 18Chesapeake logs:
// every event type the engine records is told, and no thread message shows internals.
import '../../src/titles.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { GameEvent, GameEventType } from '../../src/engine/events.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LiveGame } from '../../src/bot/services/games.ts';
import type { GameRecord } from '../../src/bot/services/store.ts';
import { moveMessage } from '../../src/bot/services/status.ts';
import { eventWords, moveStory, nameBook, recentStory } from '../../src/bot/services/story.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { stepPairs } from '../helpers/step-pairs.ts';

const GENERATED = new URL('../fixtures/18chesapeake-generated/', import.meta.url).pathname;
const LOGS = [
  ...readdirSync(FIXTURES_18XX).filter((f) => f.startsWith('18chesapeake')).map((f) => `${FIXTURES_18XX}/${f}`),
  ...readdirSync(GENERATED).filter((f) => f.endsWith('.json')).map((f) => `${GENERATED}${f}`),
];

const BAD = ['{', '[', 'undefined', 'null', 'NaN'];

/** Logs whose every thread message (story, changed status, whose turn) is checked whole; the others check
 * the story lines only (the status block costs a listing of legal moves per action). */
const WHOLE = new Set(['18chesapeake-1277.json', 'base-2p-41.json', 'otr-6p-45.json']);

/** Ids players never see: city ids (X1-0-0), train and tile copies (2-0, 57-1), raw player ids. */
function internals(text: string, log: GameLog): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b[A-Z]*\d+-\d+(-\d+)?\b/g)) if (!/^\d+-train$/.test(text.slice(m.index!, m.index! + m[0].length + 6))) found.push(m[0]);
  for (const p of log.players) {
    const id = String(p.id);
    if (id === p.name) continue;
    const re = new RegExp(`(?<![$\\d.])${id}(?![\\d%])`);
    if (re.test(text.replace(/Player \d+/g, ''))) found.push(`player id ${id}`);
  }
  return found;
}

function liveOf(game: LoadedGame): LiveGame {
  const record = { id: '1', title: game.def.id, status: game.def.finished(game.state) ? 'finished' : 'active' } as GameRecord;
  return { record, seats: [], game, actors: [] };
}

describe('the story of whole 18Chesapeake games', () => {
  const seen = new Map<GameEventType, string[]>();
  for (const path of LOGS) {
    it(`tells ${path.split('/').pop()} without internals`, () => {
      const log = JSON.parse(readFileSync(path, 'utf8')) as GameLog;
      // the moves that stand (undone ones and undo/redo markers left out), as a replay applies them
      for (const { before, after: game, action } of stepPairs(log, effectiveActions(log.actions).filter((a) => a.type !== 'message'))) {
        const actor = log.players.find((p) => String(p.id) === String(action.entity))?.name ?? String(action.entity);
        const lines = moveStory(viewGame(before, null), viewGame(game, null), action, 'did something', actor, []);
        const phaseEnded = (before.state as { phase: number }).phase !== (game.state as { phase: number }).phase;
        const whole = WHOLE.has(path.split('/').pop()!);
        const text = whole ? moveMessage(liveOf(game), viewGame(before, null), lines, phaseEnded) : lines.join('\n');
        const where = `action ${String(action.id)} (${action.type}):\n${text}`;
        for (const bad of BAD) expect(text, where).not.toContain(bad);
        expect(internals(text, log), where).toEqual([]);
        if (whole && !phaseEnded) expect(text.split('\n').length, where).toBeLessThanOrEqual(12);
        const names = nameBook(viewGame(game, null));
        for (const e of game.events ?? []) {
          const words = eventWords(e, names);
          if (e.type === 'private_revenue' && !e.amount) continue; // nothing earned: nothing to tell
          expect(words, JSON.stringify(e)).toBeTruthy();
          // told in the message (unless cut for length, with a pointer to /game log)
          if (!text.includes('/game log shows the rest')) expect(text, `${JSON.stringify(e)} in ${where}`).toContain(words!);
          seen.set(e.type, [...(seen.get(e.type) ?? []), words!]);
        }
      }
    });
  }

  it('told every kind of event these games record, with $ amounts where money moved', () => {
    // what the engine recorded over the logs above (run first, in file order)
    expect([...seen.keys()].sort()).toEqual(
      expect.arrayContaining([
        'auction_pass', 'auction_started', 'auction_won', 'bank_broken', 'bid', 'company_closed', 'dividend', 'float', 'operating', 'par', 'phase_changed', 'private_revenue',
        'round_started', 'run', 'share_removed', 'shares_bought', 'shares_received', 'shares_sold', 'shares_to_market', 'tile_laid', 'token_placed', 'train_bought', 'trains_rusted',
      ]),
    );
    const some = (type: GameEventType, re: RegExp) => expect(seen.get(type)!.some((w) => re.test(w)), `${type}: ${re}`).toBe(true);
    for (const type of ['auction_won', 'bid', 'dividend', 'par', 'private_revenue', 'shares_bought', 'train_bought'] as const) some(type, /\$\d+/);
    some('trains_rusted', /^\d-trains rust: /);
    some('token_placed', /places a token on [A-Z]+\d+ \(/);
    // as 18xx.games tells them: the share that comes with B&OR and with CV, the auction's course, who
    // operates, each train's stops, what each holder receives, the new phase's rules
    some('shares_received', /^Player \d receives a 10% share of B&O$/);
    some('shares_received', /^Player \d receives a 20% share of [A-Z&]+$/);
    // privates by name (never their symbols alone)
    some('auction_started', /^(The )?[A-Z][a-z]+[^A-Z]* [A-Z][A-Za-z &-]+ goes up for auction$/);
    some('auction_pass', /^Player \d passes on [A-Z][a-z][A-Za-z &-]+$/);
    some('auction_won', /^Player \d buys [A-Z][a-z][A-Za-z &-]+ for \$\d+$/);
    some('auction_won', /^Player \d wins the auction for (the )?[A-Z][a-z][A-Za-z &-]+ with a bid of \$\d+$/);
    some('operating', /^Player \d operates [A-Z&]+$/);
    some('run', /^[A-Z&]+ runs a \d-train for \$\d+: [A-Z][^–]+–[A-Z]/);
    some('run', /^[A-Z&]+ runs a \d-train for \$\d+ \([^)]+\) and a [\dD]-train for \$\d+ \([^)]+\): \$\d+ in all$/);
    some('dividend', /pays out \$\d+ = \$\d+ per share \(\$\d+ to Player \d(, \$\d+ to [^,)]+)+\)/);
    some('phase_changed', /^— Phase \d begins: \d operating rounds? per set, train limit \d, yellow, green and brown tiles —$/);
    some('token_placed', /^[A-Z&]+ places a token on [A-Z]+\d+ \([^)]+\)$/); // a home token: no cost
    some('tile_laid', /^[A-Z&]+ \(with [A-Z][a-z][A-Za-z &-]+\) lays tile \d+ /); // a corporation laying through its private
  });
});

describe('event words', () => {
  const game = newGame('18Chesapeake', [{ id: 7, name: 'ann' }, { id: 8, name: 'bob' }], { seed: 1 });
  const names = nameBook(viewGame(game, null));
  const cases: [GameEvent, RegExp][] = [
    [{ type: 'train_bought', entity: 'B&O', train: '4-1', price: 250, from: 'C&A', exchange: '3-0', presidentAdded: 40 }, /^B&O buys a 4-train from C&A for \$250, trading in its 3-train \(its president adds \$40\)$/],
    [{ type: 'presidency_changed', corp: 'PRR', from: '7', to: '8' }, /^bob becomes president of PRR \(from ann\)$/],
    [{ type: 'discard_owed', entity: 'LV', count: 1 }, /^LV has too many trains and must discard one$/],
    [{ type: 'bankruptcy', player: '7' }, /^ann goes bankrupt$/],
    [{ type: 'sealed_revealed', results: [{ item: 'CV', winner: '8', price: 210, why: 'highest' }, { item: 'X', winner: null, price: 0, why: 'none' }] }, /^The bid sheets are opened: 1 of 2 sold$/],
    [{ type: 'transfer', what: 'loan_interest', from: '7', to: 'bank', amount: 15 }, /^ann pays the bank \$15 \(loan interest\)$/],
    [{ type: 'game_end', reason: 'bank', ranking: [{ player: '8', value: 900 }, { player: '7', value: 700 }] }, /^🏁 Game over — the bank broke\. 1\. bob \$900, 2\. ann \$700$/],
    // 1871's safeguard is no ordinary end: players are told it is not a rule of the game
    [{ type: 'game_end', reason: 'no_moves_left', ranking: [{ player: '7', value: 500 }] }, /^🏁 Game over — nobody could do anything any more: a safeguard of this program, not a rule of the game\. 1\. ann \$500$/],
    [{ type: 'tile_laid', entity: 'B&O', hex: 'H6', tile: '15-0', rotation: 2, cost: 0 }, /^B&O lays tile 15 on H6 \(Baltimore\)$/],
    [{ type: 'auction_won', player: '7', company: 'D&R', price: 20, how: 'bought' }, /^ann buys Delaware and Raritan Canal for \$20$/],
    [{ type: 'auction_won', player: '7', company: 'B&S', price: 40, how: 'only_bid' }, /^ann wins the auction for Baltimore and Susquehanna Railroad with the only bid of \$40$/],
    [{ type: 'auction_won', player: '8', company: 'CV', price: 210, how: 'auction' }, /^bob wins the auction for Cornelius Vanderbilt with a bid of \$210$/],
    [{ type: 'auction_started', company: 'C-P' }, /^Columbia - Philadelphia Railroad goes up for auction$/],
    [{ type: 'tile_laid', entity: 'B&S', hex: 'F4', tile: '8-0', rotation: 3, cost: 0, by: 'B&O' }, /^B&O \(with Baltimore and Susquehanna Railroad\) lays tile 8 on F4$/],
    [{ type: 'shares_to_market', corp: 'LV', percent: 50 }, /^LV's remaining 50% goes from the IPO to the market$/],
    [{ type: 'share_removed', player: '7', corp: 'LV', percent: 10 }, /^ann removes a 10% share of LV from the game$/],
    [{ type: 'bank_broken' }, /^— The bank has broken —$/],
    // a private's closing says it is the private (not a corporation of a like name)
    [{ type: 'company_closed', company: 'CV' }, /^The Cornelius Vanderbilt private closes$/],
    [{ type: 'auction_pass', player: '8', company: 'C-P' }, /^bob passes on Columbia - Philadelphia Railroad$/],
    [{ type: 'shares_received', player: '8', corp: 'B&O', percent: 10 }, /^bob receives a 10% share of B&O$/],
    [{ type: 'operating', entity: 'B&O', president: '7' }, /^ann operates B&O$/],
    [{ type: 'run', entity: 'B&O', revenue: 70, trains: [{ train: '3-0', revenue: 70, stops: ['H6', 'F8', 'G7'] }] }, /^B&O runs a 3-train for \$70: Baltimore–Washington DC–G7$/],
    [
      { type: 'run', entity: 'B&O', revenue: 110, trains: [{ train: '3-0', revenue: 70, stops: ['H6', 'F8'] }, { train: '2-1', revenue: 40, stops: ['H6', 'I5'] }] },
      /^B&O runs a 3-train for \$70 \(Baltimore–Washington DC\) and a 2-train for \$40 \(Baltimore–Wilmington\): \$110 in all$/,
    ],
    [
      { type: 'dividend', entity: 'C&A', kind: 'payout', revenue: 50, perShare: 5, priceFrom: 75, priceTo: 80, payouts: [{ to: '8', amount: 20 }, { to: 'C&A', amount: 10 }] },
      /^C&A pays out \$50 = \$5 per share \(\$20 to bob, \$10 to C&A\); share price \$75 → \$80$/,
    ],
    [{ type: 'phase_changed', phase: '3', operatingRounds: 2, trainLimit: 4, tiles: ['yellow', 'green'] }, /^— Phase 3 begins: 2 operating rounds per set, train limit 4, yellow and green tiles —$/],
  ];
  for (const [event, want] of cases) it(event.type, () => expect(eventWords(event, names)).toMatch(want));
});

describe('/game log', () => {
  it('tells the last moves, passes included, from any point', () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-1905.json`, 'utf8')) as GameLog;
    let game = newGame(log.title, log.players, log.settings);
    for (const action of log.actions.slice(0, 120)) game = applyAction(game, action);
    const lines = recentStory(viewGame(game, null), [], 15);
    expect(lines.length).toBeGreaterThanOrEqual(15);
    for (const bad of BAD) expect(lines.join('\n')).not.toContain(bad);
    const passes = log.actions.slice(105, 120).filter((a) => a.type === 'pass').length;
    expect(lines.filter((l) => / passes$/.test(l)).length).toBeGreaterThanOrEqual(passes > 0 ? 1 : 0);
  });
});

describe("a stock turn's plain pass", () => {
  it('is told as a sentence ("alice passes"), not as the move\'s label', async () => {
    const { FIXTURES_NEXT } = await import('../helpers/shared.ts');
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1830-29133.json`, 'utf8')) as GameLog;
    let game = newGame(log.title, log.players, log.settings);
    let told = 0;
    for (const action of effectiveActions(log.actions).slice(0, 120)) {
      const before = game;
      game = applyAction(game, action);
      const after = viewGame(game, null);
      // a player's pass that ended nothing (no event tells it)
      if (action.type !== 'pass' || action.entity_type !== 'player' || after.events.length) continue;
      const actor = log.players.find((p) => String(p.id) === String(action.entity))!.name;
      const lines = moveStory(viewGame(before, null), after, action, 'Pass', actor, []);
      expect(lines[0]).toBe(`${actor} passes`);
      told++;
    }
    expect(told).toBeGreaterThan(0);
  });
});

describe('/game log in 1828', () => {
  it("tells each move without events in words (a merger, a train moved between shells, a coal marker), never 'makes a move'", () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
    // (through its first mergers and shell swaps)
    const actions = effectiveActions(log.actions).slice(0, 520);
    let game = newGame(log.title, log.players, log.settings);
    for (const action of actions) game = applyAction(game, action);
    const lines = recentStory(viewGame(game, null), [], actions.length);
    expect(lines.filter((l) => / makes a move$/.test(l))).toEqual([]);
    // the merges and shell swaps are there, in words
    expect(lines.some((l) => / merges with /.test(l))).toBe(true);
    expect(lines.some((l) => / moves a train to its other shell$/.test(l))).toBe(true);
  });
});
