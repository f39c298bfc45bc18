// Whole games finished through the turn panels only (no slash command after the import), taps counted: a real
// 18Chesapeake game and a real 1828 game imported late and played to their end by a simple, deterministic policy
// (run and pay out; lay track and place tokens when offered; end a turn when it can; pass; else the first move). Every
// along the way is checked for engine action names and internal ids.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are not what these games test (panel-turns.test.ts looks at them): the thread's are off and the
// panel's close-ups are a blank 1-pixel picture, to keep each game to a few tens of seconds.
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
vi.mock('../../src/render/18xx/closeup-choices.ts', async () => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const blank = () => createCanvas(1, 1);
  return { MAX_WIDTH: 1280, drawHexCloseup: blank, drawLayChoices: blank, drawTokenChoices: blank };
});
import { activePlayers, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { sameId } from '../../src/bot/services/players.ts';
import type { StandInMessage } from '../../src/standin/types.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';
import { answerMessage, policyChoice, panelComps, tapOn, Tapper, threadPanel } from './panel-helpers.ts';
import { importAndSeat, startWorld } from './world.ts';

const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dan' };

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** Engine action names a player must never read (ids of the form "57-1-0" and tile copies "14-3" likewise). */
const ENGINE_WORDS = /\b(lay_tile|place_token|run_routes|buy_train|buy_shares|sell_shares|buy_company|discard_train|sealed_bids)\b|\b[0-9A-Z]+-\d+-\d+\b/;

async function finishThroughPanels(file: string, cut: number, maxTaps: number, dir = FIXTURES_18XX) {
  const full = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as GameLog;
  const partial = replay({ ...full, actions: full.actions.slice(0, cut) });
  const users = Object.fromEntries(full.players.map((p) => [p.name, USERS[p.name]!]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `${file}-${cut}`, users);
  const t = new Tapper(w);
  let on: StandInMessage | null = null;
  const trail: string[] = [];
  let user = '';
  for (;;) {
    // (the bot's cached game, brought up to the stored log; replayed from storage once, at the end)
    const live = await w.bot.ctx.games.load(gameId);
    if (live.record.status === 'finished') return { t, live: await w.bot.ctx.games.load(gameId, { fresh: true }), threadId, cut };
    if (t.taps >= maxTaps) throw new Error(`not over after ${t.taps} taps (${live.game!.log.length} actions); the last taps:\n${trail.slice(-12).join('\n')}`);
    const player = activePlayers(live.game!)[0]!;
    const acting = Object.keys(USERS).map((n) => USERS[n]!).find((u) => live.seats.some((s) => s.userId === w.user(u) && sameId(s.playerId, player)))!;
    // the private message goes on while it has the same player's panel; else the thread's newest panel
    if (!on || acting !== user || !panelComps(on).length) {
      user = acting;
      on = await w.sim.waitFor(() => {
        const m = threadPanel(w, threadId);
        return m && m.content.includes(`<@${w.user(acting)}>`) ? m : null;
      }, 15_000);
      t.noteMessage(on);
    }
    const label = policyChoice(panelComps(on));
    trail.push(`tap ${t.taps + 1} ${user}: ${label} | ${on.content.slice(0, 120).replace(/\n/g, ' ')}`);
    const r = await tapOn(t, user, on, (l) => l === label);
    expect(r.ephemeral, r.content).toBe(true);
    expect(r.content).not.toMatch(/Something went wrong/);
    on = answerMessage(r);
  }
}

describe('whole games through the panels only', () => {
  it('18Chesapeake game 1905, from its last operating rounds to the bank breaking', async () => {
    const { t, live, threadId } = await finishThroughPanels('18chesapeake-1905.json', 485, 400);
    expect(live.game!.def.finished(live.game!.state)).toBe(true);
    for (const m of w.sim.messages(threadId)) t.noteMessage(m);
    expect(t.seen.filter((s) => ENGINE_WORDS.test(s))).toEqual([]);
    console.log(`18Chesapeake: ${t.taps} taps, ${live.game!.log.length - 485} actions`);
  }, 300_000);

  it('1828 game 23366, from its final operating rounds to the end', async () => {
    const { t, live, threadId } = await finishThroughPanels('1828-23366.json', 900, Number(process.env.PANEL_MAX ?? 400));
    expect(live.game!.def.finished(live.game!.state)).toBe(true);
    for (const m of w.sim.messages(threadId)) t.noteMessage(m);
    expect(t.seen.filter((s) => ENGINE_WORDS.test(s))).toEqual([]);
    console.log(`1828: ${t.taps} taps, ${live.game!.log.length - 900} actions`);
  }, 300_000);

  it('1830 game_end_bank, from its last operating rounds to the bank breaking', async () => {
    const { t, live, threadId } = await finishThroughPanels('1830-game_end_bank.json', 600, 400, FIXTURES_NEXT);
    expect(live.game!.def.finished(live.game!.state)).toBe(true);
    for (const m of w.sim.messages(threadId)) t.noteMessage(m);
    expect(t.seen.filter((s) => ENGINE_WORDS.test(s))).toEqual([]);
    console.log(`1830: ${t.taps} taps, ${live.game!.log.length - 600} actions`);
  }, 300_000);
});
