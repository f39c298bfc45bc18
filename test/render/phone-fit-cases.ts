// The phone check, run by phone-fit-a/-b.test.ts on half the games each. Every picture but the full map fits a phone: at most PAGE_WIDTH (1280) px wide, its smallest text at least
// MIN_FONT (16) px as the renderer reports it drew it (render/index.ts pictureReports, text.ts fontReport);
// close-ups say whose turn it is, by the player's name.
// Over real and generated games of every title at every player count: the status (every page), the market,
// the thread's close-ups where the image policy posts one, a close-up around a hex (/map around:), the chart,
// 1871's sealed-bid reveals; the turn panel's pictures (18xx titles', 1871's among them: a lay's hex, its rotations
// numbered, a token's cities). Positions: spread over each game, and right after board changes (close-ups).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { activePlayers, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { viewGame, type GameView } from '../../src/engine/view.ts';
import { chartOf } from '../../src/render/chart.ts';
import { pictureReports, rendererFor, reportOf, type PictureReport } from '../../src/render/index.ts';
import { drawSealedReveal } from '../../src/render/sealed-reveal.ts';
import { drawHexCloseup, drawLayChoices, drawTokenChoices } from '../../src/render/18xx/closeup-choices.ts';
import { MIN_FONT, PAGE_WIDTH } from '../../src/render/sheet.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';
import { ROOT, SHARED_FIXTURES } from './helpers.ts';
import { FIXTURES_NEXT as NEXT_FIXTURES } from '../helpers/shared.ts';
import { playInPlace } from '../helpers/play-in-place.ts';

const fixture = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as GameLog;
const GEN = (title: string) => join(ROOT, 'test', 'fixtures', title);
/** A real game's first `n` actions, as an unfinished game. */
const firstActions = (log: GameLog, n: number): GameLog => ({ ...log, actions: log.actions.slice(0, n), result: undefined, game_end_reason: null, status: 'active' });

/** A game played from set-up by a seeded policy (random legal moves, building preferred where it can), up to `moves`. */
function played(title: string, players: number, seed: number, settings: Record<string, unknown> = {}, moves = 3000): GameLog {
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i + 1}` }));
  const g = newGame(title, seats, { seed, ...settings });
  const rng = new SeededRandom(seed);
  while (!g.def.finished(g.state) && g.log.length < moves) {
    const who = activePlayers(g);
    if (!who.length) break;
    const choices = legalActions(g, who[rng.next() % who.length]!);
    const builds = choices.filter((c) => c.action.type === 'build' || c.action.type === 'lay_tile');
    const pool = builds.length && rng.next() % 10 < 6 ? builds : choices;
    playInPlace(g, pool[rng.next() % pool.length]!.action);
  }
  return { title: g.def.id, players: seats, settings: g.settings, actions: g.log } as GameLog;
}

/** Every title at every player count it allows. */
const GAMES: [string, () => GameLog][] = [
  ...['base-2p-41', 'base-3p-42', 'base-4p-61', 'base-5p-43', 'base-6p-44', 'otr-2p-42', 'otr-6p-45'].map(
    (f): [string, () => GameLog] => [`18Chesapeake ${f}`, () => fixture(GEN('18chesapeake-generated'), `${f}.json`)],
  ),
  ...['18chesapeake-1905', '18chesapeake-otr-bank', '1828-23366', '1828-bankrupt']
    .filter((f) => existsSync(join(SHARED_FIXTURES, `${f}.json`)))
    .map((f): [string, () => GameLog] => [`real ${f}`, () => fixture(SHARED_FIXTURES, `${f}.json`)]),
  ...['1830-26855', '1830-game_end_bank']
    .filter((f) => existsSync(join(NEXT_FIXTURES, `${f}.json`)))
    .map((f): [string, () => GameLog] => [`real ${f}`, () => fixture(NEXT_FIXTURES, `${f}.json`)]),
  ...['1830-6-7'].map((f): [string, () => GameLog] => [`1830 ${f}`, () => fixture(GEN('1830-generated'), `${f}.json`)]),
  ...['1889-962', '1889-314']
    .filter((f) => existsSync(join(SHARED_FIXTURES, '..', 'next-titles', `${f}.json`)))
    .map((f): [string, () => GameLog] => [`real ${f}`, () => fixture(join(SHARED_FIXTURES, '..', 'next-titles'), `${f}.json`)]),
  ['1889 played 2p', () => played('1889', 2, 6)],
  ['1889 played 6p', () => played('1889', 6, 26)],
  ...['3p-17', '4p-4-final-undone-remove-token', '5p-17-final-remove-token'].map(
    (f): [string, () => GameLog] => [`1828 ${f}`, () => fixture(GEN('1828-generated'), `${f}.json`)],
  ),
  ...['two-players-detroit', 'three-players-chicago', 'five-players-houses'].map(
    (f): [string, () => GameLog] => [`Chicago Express ${f}`, () => fixture(GEN('chicago-express'), `${f}.json`)],
  ),
  ['Chicago Express played 4p', () => played('chicago-express', 4, 4)],
  ['Chicago Express played 6p', () => played('chicago-express', 6, 6)],
  ...[3, 4, 5].map((n): [string, () => GameLog] => [`1871 played ${n}p`, () => played('1871-steel-cities', n, n, { data_version: LATEST_DATA_VERSION })]),
  // 1822's three maps (the full game, MRS, NRS), each on a short prefix of a real game (its first operating rounds)
  ...(
    [
      ['1822mrs-33867', 120],
      ['1822nrs-128129', 200],
    ] as const
  ).map(([f, n]): [string, () => GameLog] => [`real ${f}, first ${n} actions`, () => firstActions(fixture(NEXT_FIXTURES, `${f}.json`), n)]),
  // 1822 at 7 players: a real hotseat game at its furthest point (250 actions, 234 moves in effect: its players
  // then took everything back), where our replay agrees with 18xx.games (test/1822/progress-18xx-games.json); at 2
  // players (no real game stored): a seeded game's first 300 moves, into its operating rounds
  ['real 1822-hs_lxemeslq_30797 (7 players), first 250 actions', () => firstActions(fixture(NEXT_FIXTURES, '1822-hs_lxemeslq_30797.json'), 250)],
  ['1822 played 2p', () => played('1822', 2, 2, {}, 300)],
];

/**
 * One stored action applied as a replay applies it: on the same state (engine/game.ts replay; no clone per
 * move, ~11% of this file's time), no live-only checks, with its events. The pictures of a position are
 * drawn before the next move changes it.
 */
function applyStored(game: LoadedGame, action: Action): LoadedGame {
  const events = [...(game.def.process(game.state, action) ?? [])];
  for (const auto of action.auto_actions ?? []) events.push(...(game.def.process(game.state, auto) ?? []));
  return { ...game, log: [...game.log, action], events };
}

/** Moves that change the board: the thread posts a close-up after a turn of them. */
const BOARD = new Set(['lay_tile', 'place_token', 'build', 'develop']);

/** Up to `n` items spread evenly over `list`, its last one included. */
function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]!);
}

interface Checked {
  what: string;
  report: PictureReport;
}

/** The pictures the thread and the commands would show of `game` (and the close-up if `closeup`). */
function picturesOf(game: GameView, closeup: boolean): Checked[] {
  const out: Checked[] = [];
  const add = (what: string, reports: PictureReport[]) => reports.forEach((report) => out.push({ what: `${what} ${report.label}`, report }));
  add('status', pictureReports(game, 'status'));
  add('market', pictureReports(game, 'market'));
  // close-ups carry the turn: a line saying whose (a player by name) it is
  const saysTurn = (r: PictureReport, what: string) => {
    const names = game.players.map((p) => p.name);
    const line = r.texts.find((t) => /'s turn/.test(t) && names.some((n) => t.includes(n)));
    expect(line, `${what}: no turn line in ${r.texts.slice(-3).join(' | ')}`).toBeTruthy();
  };
  if (closeup) {
    const thread = pictureReports(game, 'map', { aroundChange: true });
    thread.forEach((r) => saysTurn(r, 'thread close-up'));
    add('thread close-up', thread);
  }
  const hexes = rendererFor(game)!.hexes(game);
  const hex = hexes[Math.floor(hexes.length / 2)]!.id;
  const around = pictureReports(game, 'map', { around: hex });
  if (game.active.length) around.forEach((r) => saysTurn(r, `close-up around ${hex}`));
  add(`close-up around ${hex}`, around);
  return out;
}

/** A logged lay or token whose choices the turn panel draws (18xx titles: the map has hexes). */
const PANEL_MOVES = new Set(['lay_tile', 'place_token']);
const tileName = (id: unknown) => String(id).replace(/-\d+$/, '');

/**
 * The turn panel's pictures before `action` (a lay or a token the log made): the hex's close-up and every
 * rotation of the tile laid there as the engine lists them, or the cities a token may go to, numbered.
 */
function panelPictures(game: LoadedGame, action: Action): Checked[] {
  const view = viewGame(game, null);
  if (view.def.face?.family !== '18xx') return [];
  const listed = activePlayers(game).flatMap((p) => legalActions(game, p).map((c) => c.action));
  if (action.type === 'lay_tile') {
    const hex = String(action.hex);
    const same = listed.filter((a) => a.type === 'lay_tile' && a.hex === hex && tileName(a.tile) === tileName(action.tile));
    const lays = (same.length ? same : [action]).map((a) => ({ tile: String(a.tile), rotation: Number(a.rotation) }));
    return [
      ...reportOf(() => [{ canvas: drawHexCloseup(view, hex), label: `panel close-up of ${hex}` }]),
      ...reportOf(() => [{ canvas: drawLayChoices(view, hex, lays), label: `panel rotations on ${hex} (${lays.length})` }]),
    ].map((report) => ({ what: report.label, report }));
  }
  const spots = listed.filter((a) => a.type === 'place_token' && a.city !== undefined).map((a) => ({ city: String(a.city), slot: Number(a.slot ?? 0) }));
  if (!spots.length) return [];
  return reportOf(() => [{ canvas: drawTokenChoices(view, spots), label: `panel token spots (${spots.length})` }]).map((report) => ({ what: report.label, report }));
}

function expectFits(name: string, checked: Checked[]): void {
  expect(checked.length).toBeGreaterThan(0);
  for (const { what, report } of checked) {
    const where = `${name}: ${what} (${report.width}×${report.height})`;
    expect(report.width, where).toBeLessThanOrEqual(PAGE_WIDTH);
    expect(report.fonts.length, where).toBeGreaterThan(0);
    expect(Math.min(...report.fonts), where).toBeGreaterThanOrEqual(MIN_FONT);
  }
}

/** The check over half the games (even or odd places in GAMES): two files, one per core, share the work. */
export function describePhoneFit(half: 0 | 1): void {
describe('pictures fit a phone: ≤ 1280 px wide, text ≥ 16 px', () => {
  it.each(GAMES.filter((_, i) => i % 2 === half))('%s', (name, load) => {
    const log = load();
    const actions = effectiveActions(log.actions).filter((a: Action) => a.type !== 'message');
    let game: LoadedGame = newGame(log.title, log.players, log.settings);
    // positions spread over the game, and (for the thread's close-ups) positions right after a board change
    const spots = new Set(spread([...actions.keys()], 5).map((i) => i + 1));
    const boardMoves = [...actions.keys()].filter((i) => BOARD.has(actions[i]!.type));
    const closeups = new Set(spread(boardMoves, 3).map((i) => i + 1));
    // the turn panel's pictures before a few of the log's lays and tokens
    const panelAt = new Set(spread([...actions.keys()].filter((i) => PANEL_MOVES.has(actions[i]!.type)), 4));
    const checked: Checked[] = [];
    // 1871: every sealed round's reveal, as the thread posts it
    const reveals = new Set<string>();
    actions.forEach((action, i) => {
      if (panelAt.has(i)) for (const c of panelPictures(game, action)) checked.push({ ...c, what: `before move ${i + 1}: ${c.what}` });
      game = applyStored(game, action);
      const at = i + 1;
      const reveal = game.def.sealed ? viewGame(game, null).lastReveal : null;
      if (reveal && !reveals.has(reveal.round)) {
        reveals.add(reveal.round);
        const pages = reportOf(() => drawSealedReveal(reveal, log.players, `${log.title} — sealed bids revealed`));
        expect(pages).toHaveLength(1);
        checked.push({ what: `sealed reveal ${reveal.round}`, report: pages[0]! });
      }
      if (spots.has(at) || closeups.has(at)) {
        for (const c of picturesOf(viewGame(game, null), closeups.has(at))) checked.push({ ...c, what: `after ${at} moves: ${c.what}` });
      }
    });
    expect(closeups.size).toBeGreaterThan(0);
    const end = viewGame(game, null);
    for (const report of reportOf(() => [{ canvas: chartOf(end), label: 'chart' }])) checked.push({ what: 'chart', report });
    if (name.startsWith('1871')) {
      expect(reveals.size).toBeGreaterThan(0);
    }
    expectFits(name, checked);
  }, 120_000);
});
}
