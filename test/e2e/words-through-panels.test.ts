// As a new user meets it: real games imported, their seats claimed by Discord names, played on through the turn
// panels (and a title's own buttons: Chicago Express's bids), and everything the players were shown scanned for
// internal ids, engine names and the log's names (test/helpers/words-scan.ts): every thread message and its
// components, every private answer, and /move's autocomplete for whoever the game waits on.
import '../../src/titles.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
vi.mock('../../src/render/18xx/closeup-choices.ts', async () => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const blank = () => createCanvas(1, 1);
  return { MAX_WIDTH: 1280, drawHexCloseup: blank, drawLayChoices: blank, drawTokenChoices: blank };
});
import { activePlayers, legalActions, replay, toEnvelope } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { sameId } from '../../src/bot/services/players.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';
import { answerMessage, policyChoice, compsOf, panelComps, tapOn, Tapper } from './panel-helpers.ts';
import { importAndSeat, startWorld } from './world.ts';

const DISCORD = ['alice', 'bob', 'carol', 'dan', 'erin', 'fay'];

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** Words a message shows: its text, its buttons, menus and their options, and its pictures' names. */
const wordsOf = (m: { content: string; components: any[]; attachments?: { filename: string }[] }): string[] => [
  m.content,
  ...compsOf(m).flatMap((c) => [c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).map((o) => o.label)]),
  ...(m.attachments ?? []).map((a) => a.filename),
];

async function playAndScan(log: GameLog, cut: number, taps: number): Promise<string[]> {
  const partial = replay({ ...log, actions: log.actions.slice(0, cut) });
  const users = Object.fromEntries(log.players.map((p, i) => [p.name, DISCORD[i]!]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `words-${log.title}-${cut}`, users);
  const book = wordsBook(partial);
  for (const p of log.players) book.staleNames.add(p.name);
  for (const a of effectiveActions(log.actions)) book.actionTypes.add(a.type);
  const t = new Tapper(w);
  const seen: { where: string; text: string }[] = [];
  let on = null as ReturnType<typeof answerMessage> | null;
  let user = '';
  while (t.taps < taps) {
    const live = await w.bot.ctx.games.load(gameId, { fresh: true });
    if (live.record.status !== 'active') break;
    const player = activePlayers(live.game!)[0]!;
    for (const c of legalActions(live.game!, player)) book.actionTypes.add(c.action.type);
    const acting = DISCORD.find((u) => live.seats.some((s) => s.userId === w.user(u) && sameId(s.playerId, player)))!;
    // what /move offers them (autocomplete), now and then
    if (t.taps % 5 === 0) {
      const offered = await w.sim.autocomplete({ user: w.user(acting), channel: threadId, command: 'move', options: {}, focused: 'action', value: '' });
      for (const o of offered) seen.push({ where: `/move autocomplete for ${acting}`, text: String(o.name) });
    }
    if (!on || acting !== user || !panelComps(on).length) {
      user = acting;
      const newest = await w.sim.waitFor(() => [...w.sim.messages(threadId)].reverse().find((m) => m.content.includes(`<@${w.user(acting)}>`) && compsOf(m).length), 15_000);
      t.noteMessage(newest);
      if (!panelComps(newest).length) {
        // a title's own buttons (an auction's bids): pass, else the first
        const own = compsOf(newest).filter((c) => c.type === 2 && !c.disabled);
        const pick = own.find((c) => /^Pass$/.test(c.label ?? '')) ?? own[0]!;
        const r = await t.press(acting, newest.id, pick);
        seen.push({ where: `answer to ${pick.label}`, text: r.content });
        on = null;
        continue;
      }
      on = newest;
    }
    const label = policyChoice(panelComps(on));
    const r = await tapOn(t, user, on, (l) => l === label);
    on = r.message ?? null;
  }
  for (const m of w.sim.messages(threadId)) for (const text of wordsOf(m)) seen.push({ where: `thread message ${m.id}`, text });
  // to read the lines yourself: WORDS_DUMP=dir writes each game's thread and private answers there
  if (process.env.WORDS_DUMP) writeFileSync(`${process.env.WORDS_DUMP}/${log.title}-${cut}.txt`, seen.map((s) => `[${s.where}] ${s.text}`).join('\n'));
  for (const text of t.seen) seen.push({ where: 'a private answer or panel', text });
  const found: string[] = [];
  // the claim's message is the one place the log's names are shown ("Player 1 is now alice")
  const atClaim = { ...book, staleNames: new Set<string>() };
  for (const { where, text } of seen) {
    const bad = scanWords(text, /Every seat is claimed/.test(text) ? atClaim : book);
    if (bad.length) found.push(`${where}: ${bad.join('; ')}\n    ${text.split('\n').filter((l) => scanWords(l, book).length).join('\n    ')}`);
  }
  return [...new Set(found)];
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;

describe("players' words through the panels after an import's seats are claimed", () => {
  it.each([
    ['18Chesapeake 1905, stock and operating rounds', `${FIXTURES_18XX}/18chesapeake-1905.json`, 180],
    ['1828 23366, its private auction', `${FIXTURES_18XX}/1828-23366.json`, 4],
    ['1828 23366, a stock round with mergers', `${FIXTURES_18XX}/1828-23366.json`, 391],
    ['1830 29133, a stock round and operating rounds with privates', `${FIXTURES_NEXT}/1830-29133.json`, 120],
    ['Chicago Express, five players', new URL('../fixtures/chicago-express/five-players-houses.json', import.meta.url).pathname, 40],
  ])('%s', async (_name, file, cut) => {
    const found = await playAndScan(read(file), cut, 60);
    expect(found.slice(0, 20), `${found.length} texts with internals`).toEqual([]);
  }, 300_000);
});
