// 1822 played to its end through the turn panels only, as a new user plays after an import: the real 18xx.games game
// 1822MRS 33867 imported at action 740 (as far as our engine agrees with 18xx.games: src/engine/titles/1822/README.md),
// its seats claimed by Discord names, and played on by taps alone — no slash command — by a policy steered to the end
// (run and pay out, buy trains, else pass; now and then a seeded random share bought), never a move that waits on
// another player's consent, until a share price reaches the market's top. Not a whole game from set-up: our engine
// follows no real 1822 game to its end yet, and seeded random games from set-up took 819 moves to end (1822MRS, two
// players) or ran past 900 (1822, 1822NRS), at ~0.1 s of CPU a move through the bot; this end is 111 moves (~11 s). Taps are counted per kind of move; everything posted and offered (thread, private
// answers, labels, options) is scanned for ids and engine names.
import '../../src/titles.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { consentNeeded, replay, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';
import { compsOf, Tapper } from './panel-helpers.ts';
import { playPanelMove, type EntryMoves } from './panel-play.ts';
import { importAndSeat, startWorld } from './world.ts';

const DISCORD = ['alice', 'bob', 'carol', 'dan', 'erin', 'fay', 'gus'];

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/**
 * The policy, steered to the end (1822MRS ends when a share price reaches the market's top): run and pay out, buy the
 * trains it must or may, else pass (the stock rounds end at once); a seeded random entry one time in ten for what
 * the panel offers besides, never a move that waits on another player's consent.
 */
function steeredPolicy(seed: number) {
  const rng = new SeededRandom(seed);
  return (game: LoadedGame, entries: EntryMoves[]) => {
    const free = (a: Action) => consentNeeded(game, a) === null && (a.type !== 'dividend' || a.kind === 'payout');
    const open = entries.map((moves, n) => ({ n, moves: moves.filter(free) })).filter((e) => e.moves.length);
    const wanted = ['run_routes', 'dividend', 'buy_train', 'pass'];
    const steered = wanted.map((type) => open.find((e) => e.moves.some((a) => a.type === type))).find(Boolean);
    // (a random buy or bid only where it cannot stop the game: a share bought in a stock round)
    const extra = open.filter((e) => e.moves.some((a) => a.type === 'buy_shares'));
    if (extra.length && rng.next() % 10 === 0) return { entry: extra[rng.next() % extra.length]!.n, want: (a: Action) => a.type === 'buy_shares' && free(a) };
    const e = steered ?? open[0] ?? { n: 0, moves: entries[0]! };
    const type = wanted.find((t) => e.moves.some((a) => a.type === t)) ?? e.moves[0]!.type;
    return { entry: e.n, want: (a: Action) => a.type === type && free(a) };
  };
}

const read = (file: string) => JSON.parse(readFileSync(`${FIXTURES_NEXT}/${file}`, 'utf8')) as GameLog;

async function playToEnd(file: string, cut: number, seed: number, maxMoves: number) {
  const log = read(file);
  const partial = replay({ ...log, actions: log.actions.slice(0, cut), result: undefined, game_end_reason: null, status: 'active' });
  const users = Object.fromEntries(log.players.map((p, i) => [p.name, DISCORD[i]!]));
  const cpu0 = process.cpuUsage();
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `${file}-${cut}`, users);
  const game = async () => (await w.bot.ctx.games.load(gameId)).game!;
  const userOf = (player: string) => users[log.players.find((p) => String(p.id) === player)!.name]!;
  const cpuImport = process.cpuUsage(cpu0);
  const t = new Tapper(w);
  const policy = steeredPolicy(seed);
  const kinds = new Map<string, { moves: number; most: number }>();
  let type = '';
  for (let n = 0; n < maxMoves; n++) {
    const g = await game();
    if (g.def.finished(g.state)) break;
    const taps = await playPanelMove(w, t, threadId, game, userOf, (gg, entries) => {
      const choice = policy(gg, entries);
      type = entries[choice.entry]!.find(choice.want ?? (() => true))?.type ?? entries[choice.entry]![0]!.type;
      return choice;
    });
    const k = kinds.get(type) ?? { moves: 0, most: 0 };
    kinds.set(type, { moves: k.moves + 1, most: Math.max(k.most, taps) });
  }
  const end = await game();
  const cpuMoves = process.cpuUsage(cpu0);
  console.log(`CPU: import ${(cpuImport.user + cpuImport.system) / 1e6} s, import and moves ${(cpuMoves.user + cpuMoves.system) / 1e6} s`);
  const book = wordsBook(end);
  for (const p of log.players) book.staleNames.add(p.name);
  for (const a of effectiveActions(end.log)) book.actionTypes.add(a.type);
  const texts = (m: { content: string; components: any[] }) => [m.content, ...compsOf(m).flatMap((c) => [c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).map((o) => o.label)])];
  const posted = [...w.sim.messages(threadId).flatMap(texts), ...t.seen];
  if (process.env.WORDS_DUMP) writeFileSync(`${process.env.WORDS_DUMP}/${file}-${cut}.txt`, posted.join('\n----\n'));
  const atClaim = { ...book, staleNames: new Set<string>() };
  // (besides the scan: 18xx.games' private names, "P16-TH (…)", and a turn line that does not say which choice)
  const vague = (text: string) => [...(/\bP\d+-[A-Z]/.test(text) ? ['an 18xx.games private name'] : []), ...(/\bmay\b[^.]*\bmake (a choice|another move)\b/.test(text) ? ['a choice not named'] : [])];
  const found = [...new Set(posted)].flatMap((text) => {
    const bad = [...scanWords(text, /Every seat is claimed/.test(text) ? atClaim : book), ...vague(text)];
    return bad.length ? [`${bad.join('; ')}\n    ${text.split('\n').filter((l) => scanWords(l, book).length).join('\n    ')}`] : [];
  });
  return { end, t, kinds, found, moves: end.log.length - cut };
}

describe('1822 through the turn panels only', () => {
  it('1822MRS 33867 imported at action 740 and played to its end by taps', async () => {
    const { end, t, kinds, found, moves } = await playToEnd('1822mrs-33867.json', 740, 1, 300);
    const summary = JSON.stringify(Object.fromEntries(kinds));
    console.log(`1822MRS 33867 from 740: ${t.taps} taps, ${moves} moves; ${summary}`);
    expect(found.slice(0, 20), `${found.length} texts with ids or engine names`).toEqual([]);
    expect(end.def.finished(end.state), summary).toBe(true);
    // the kinds of move the end took, each in a few taps: a stock move or an operating step at most 3 (a lay or a
    // token 4: hex, tile or city, rotation or slot)
    for (const type of ['run_routes', 'buy_train', 'pass']) expect(kinds.get(type)?.moves ?? 0, `${type}: ${summary}`).toBeGreaterThan(0);
    for (const [type, k] of kinds) expect(k.most, `${type}: ${summary}`).toBeLessThanOrEqual(type === 'lay_tile' || type === 'place_token' ? 4 : 3);
    expect(t.taps).toBeLessThan(moves * 2);
  }, 600_000);
});
