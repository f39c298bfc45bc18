// Players' words over whole games of every title: each move's thread message (story, changed status, whose
// turn), the acknowledgement, every legal move's label (buttons, menus, autocomplete), the status text and
// /game log, scanned for internal ids and engine names (test/helpers/words-scan.ts). The imported games are
// played as after a claim (seats carry Discord names; the engine keeps the log's names, see envelopePlayers).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, keepListings, legalActions, newGame, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { Action, GameLog, PlayerInfo } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';
import { summarizeAction, type LiveGame } from '../../src/bot/services/games.ts';
import { envelopePlayers } from '../../src/bot/services/players.ts';
import { moveMessage, statusText } from '../../src/bot/services/status.ts';
import type { GameRecord, SeatRecord } from '../../src/bot/services/store.ts';
import { moveStory, recentStory } from '../../src/bot/services/story.ts';
import { revealLines } from '../../src/bot/sealed/reveal-text.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';
import { scanWords, wordsBook, type WordsBook } from '../helpers/words-scan.ts';
import { playInPlace } from '../helpers/play-in-place.ts';

const DISCORD_NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'fay'];

/** The game record and seats of an imported game whose seats alice, bob, … have claimed. */
function claimed(log: GameLog): { record: GameRecord; seats: SeatRecord[] } {
  const record = { id: '1', title: '', envelopeTitle: log.title, options: { importedPlayers: log.players, settings: log.settings }, seed: log.settings.seed, status: 'active' } as unknown as GameRecord;
  const seats = log.players.map((p, i) => ({ gameId: '1', position: i, userId: String(900000000000000000 + i), playerId: String(p.id), name: DISCORD_NAMES[i]!, logName: p.name }));
  return { record, seats };
}

/** One stored action applied as a replay applies it, with its events. */
function applyStored(game: LoadedGame, action: Action): LoadedGame {
  const state = game.def.clone(game.state);
  const events = [...(game.def.process(state, action) ?? [])];
  for (const auto of action.auto_actions ?? []) events.push(...(game.def.process(state, auto) ?? []));
  return { ...game, state, log: [...game.log, action], events };
}

const phaseOf = (g: LoadedGame) => (g.state as { phase?: unknown }).phase;

/** Every text a player sees while `log` is played through the bot, each with where it came from. */
function playedWords(log: GameLog, book: (g: LoadedGame) => WordsBook): { where: string; text: string; book: WordsBook }[] {
  const { record, seats } = claimed(log);
  record.title = newGame(log.title, log.players, log.settings).def.id;
  // each position's listings kept, as the bot keeps them (the turn line, its company and the labels list it once)
  let game = keepListings(newGame(log.title, envelopePlayers(record, seats), log.settings));
  const words = book(game);
  // the log's names, once their seats are claimed, are shown only at the claim
  for (const p of log.players) if (!seats.some((s) => s.name === p.name)) words.staleNames.add(p.name);
  const out: { where: string; text: string; book: WordsBook }[] = [];
  const live = (g: LoadedGame): LiveGame => ({ record: { ...record, status: g.def.finished(g.state) ? 'finished' : 'active' }, seats, game: g, actors: [] });
  const labels = new Set<string>();
  const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message');
  // each position's public view, made once (applyStored leaves the position before a move as it was)
  let viewAfter = viewGame(game, null);
  for (const [n, action] of actions.entries()) {
    words.actionTypes.add(action.type);
    const before = game;
    const viewBefore = viewAfter;
    const player = String(action.entity);
    const actor = seats.find((s) => s.playerId === player) ?? seats.find((s) => before.def.activePlayers(before.state).some((p) => String(p) === s.playerId));
    const summary = summarizeAction(before, actor?.playerId ?? player, action);
    game = keepListings(applyStored(game, action));
    viewAfter = viewGame(game, null);
    const where = `action #${n} (${action.type} by ${player})`;
    const lines = moveStory(viewBefore, viewAfter, action, summary, actor?.name ?? '?', seats);
    out.push({ where, text: moveMessage(live(game), viewBefore, lines, phaseOf(before) !== phaseOf(game)), book: words });
    const sheetBefore = viewBefore.lastReveal;
    const reveal = viewAfter.lastReveal;
    if (reveal && reveal !== sheetBefore && reveal.round !== sheetBefore?.round) {
      words.rounds.add(reveal.round);
      out.push({ where: `${where}: reveal`, text: revealLines(reveal, (p) => seats.find((s) => s.playerId === String(p))?.name ?? String(p)).join('\n'), book: words });
    }
    const sheet = viewAfter.sheet;
    if (sheet) words.rounds.add(sheet.round);
    // every move's labels cost a listing each: every third move's (each kind of step recurs many times a game)
    for (const p of game.def.finished(game.state) || n % 3 ? [] : game.def.activePlayers(game.state)) {
      for (const c of legalActions(game, p)) {
        words.actionTypes.add(c.action.type);
        if (labels.has(c.label)) continue;
        labels.add(c.label);
        out.push({ where: `${where}: a label for ${String(p)}`, text: c.label, book: words });
      }
    }
    if (n % 40 === 0 || n === actions.length - 1) out.push({ where: `${where}: status`, text: statusText(live(game)), book: words });
  }
  out.push({ where: '/game log', text: recentStory(viewAfter, seats, 60).join('\n'), book: words });
  return out;
}

/** A whole 1871 game of random legal moves (no real 1871 game exists to import), as its export. */
function random1871(seed: number, players: number): GameLog {
  const seats: PlayerInfo[] = Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i + 1}` }));
  const g = newGame('1871-steel-cities', seats, { seed, data_version: LATEST_DATA_VERSION });
  const rng = new SeededRandom(seed);
  for (let k = 0; k < 5000 && !g.def.finished(g.state); k++) {
    const who = activePlayers(g);
    const p = who[(rng.next() >>> 8) % who.length]!;
    const choices = legalActions(g, p);
    playInPlace(g, choices[(rng.next() >>> 8) % choices.length]!.action);
  }
  return toEnvelope(g);
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;
/** A real game's first `n` actions, as an unfinished game. */
const prefix = (log: GameLog, n: number): GameLog => ({ ...log, actions: log.actions.slice(0, n), result: undefined, game_end_reason: null, status: 'active' });
const TEST_FIXTURES = new URL('../fixtures/', import.meta.url).pathname;

const GAMES: [string, () => GameLog][] = [
  ['18Chesapeake 1905', () => read(`${FIXTURES_18XX}/18chesapeake-1905.json`)],
  ['1828 23366', () => read(`${FIXTURES_18XX}/1828-23366.json`)],
  ['1828 bankrupt', () => read(`${FIXTURES_18XX}/1828-bankrupt.json`)],
  ['1830 26855', () => read(`${FIXTURES_NEXT}/1830-26855.json`)],
  ['1830 generated, six players', () => read(`${TEST_FIXTURES}1830-generated/1830-6-7.json`)],
  ['1889 962', () => read(`${FIXTURES_18XX}/../next-titles/1889-962.json`)],
  ['Chicago Express, five players', () => read(`${TEST_FIXTURES}chicago-express/five-players-houses.json`)],
  ['Chicago Express, Chicago', () => read(`${TEST_FIXTURES}chicago-express/three-players-chicago.json`)],
  ['1871 Steel Cities, 4 players', () => random1871(7, 4)],
  ['1871 Steel Cities, fixture random-3p-9', () => read(`${TEST_FIXTURES}1871/random-3p-9.json`)],
  // (its first 56 actions: the bid boxes, the first operating rounds, a major's lays with its privates)
  ['1822MRS 2227, first 56 actions', () => prefix(read(`${FIXTURES_NEXT}/1822mrs-2227.json`), 56)],
  // (its first 300 actions: bid boxes, minors, a major's start, acquisitions of minors and privates)
  ['1822NRS 128129, first 300 actions', () => prefix(read(`${FIXTURES_NEXT}/1822nrs-128129.json`), 300)],
];

/** The scan over half the games (even or odd places in GAMES): two files, one per core, share the work. */
export function describePlayersWords(half: 0 | 1): void {
describe("players' words in whole games of every title", () => {
  for (const [name, load] of GAMES.filter((_, i) => i % 2 === half)) {
    it(`${name}: no internal id or engine name in anything posted or offered`, { timeout: 240_000 }, () => {
      const found: string[] = [];
      for (const { where, text, book } of playedWords(load(), wordsBook)) {
        const bad = scanWords(text, book);
        if (bad.length) found.push(`${where}: ${bad.join('; ')}\n    ${text.split('\n').filter((l) => scanWords(l, book).length).join('\n    ')}`);
      }
      expect(found.slice(0, 25), `${found.length} texts with internals`).toEqual([]);
    });
  }
});
}
