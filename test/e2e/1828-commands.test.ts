// 1828's own commands through the stand-in from points of the real game 1828-23366: /coal where IC bought its
// coal marker (action 159), and /merge where Player 4 merged his own GT and IC (action 229) — no consent asked,
// both log actions stored at once — then the exchange's choice by Player 1 through /merger.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures after every action are not what this test is about: switched off to keep it quick.
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { replay, toEnvelope } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { pendingOf } from '../../src/bot/consent/pending.ts';
import { importAndSeat, startWorld, withThreadPost } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave' };
/** The log action without bookkeeping (id, time), to compare what the bot stored with what 18xx.games logged. */
const core = (a: Action) => {
  const { id: _i, created_at: _c, original_id: _o, ...rest } = a as Action & { original_id?: unknown };
  return rest;
};

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

async function importAt(cut: number) {
  return importAndSeat(w, toEnvelope(replay({ ...full, actions: full.actions.slice(0, cut) })), `c1828-${cut}`, USERS);
}
const stored = async (gameId: string) => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;

describe('1828 commands (live, from the real game)', () => {
  it('/coal buys IC’s coal marker as the log did; others are refused', async () => {
    const { gameId, threadId } = await importAt(159);
    const cmd = (user: string, command: string, options: Record<string, string> = {}) => w.sim.slash({ user: w.user(user), channel: threadId, command, options });
    const offered = await w.sim.autocomplete({ user: w.user('dave'), channel: threadId, command: 'coal', options: {}, focused: 'marker', value: '' });
    expect(offered.map((c) => c.value)).toEqual(['IC buys a coal marker for $120']);
    expect((await cmd('alice', 'coal')).content).toMatch(/not your turn/i);
    const r = await withThreadPost(w, await cmd('dave', 'coal'));
    expect(r.content).toMatch(/^✅/);
    const game = await stored(gameId);
    expect(game.log.length).toBe(160);
    expect(core(game.log.at(-1)!)).toEqual(core(full.actions[159]!));
    // a second marker is not offered
    expect(String((await w.sim.autocomplete({ user: w.user('dave'), channel: threadId, command: 'coal', options: {}, focused: 'marker', value: '' }))[0]!.name)).toMatch(/^\(/);
  }, 60_000);

  it('/merge of two of one’s own corporations stores choose + merge at once (no consent), then /merger takes Player 1’s choice', async () => {
    const { gameId, threadId } = await importAt(229);
    const cmd = (user: string, command: string, options: Record<string, string> = {}) => w.sim.slash({ user: w.user(user), channel: threadId, command, options });
    const partners = await w.sim.autocomplete({ user: w.user('dave'), channel: threadId, command: 'merge', options: { corporation: 'GT' }, focused: 'partner', value: '' });
    expect(partners.find((c) => c.value === 'IC')?.name).toBe('IC');
    const r = await withThreadPost(w, await cmd('dave', 'merge', { corporation: 'GT', partner: 'IC' }));
    expect(r.content).toMatch(/^✅/);
    expect(await pendingOf(w.store, gameId)).toEqual([]);
    let game = await stored(gameId);
    expect(game.log.slice(229).map(core)).toEqual(full.actions.slice(229, 231).map(core));
    // the exchange asks Player 1 (alice): she is mentioned, and answers as the log did
    await w.sim.waitFor(() => w.sim.messages(threadId).some((m) => m.content.includes(`Your move, <@${w.user('alice')}>`)), 15_000);
    const choices = await w.sim.autocomplete({ user: w.user('alice'), channel: threadId, command: 'merger', options: {}, focused: 'choice', value: '' });
    const logChoice = String(full.actions[231]!.choice);
    const pick = choices.find((c) => String(c.value).startsWith(logChoice))!;
    expect(pick).toBeDefined();
    expect((await withThreadPost(w, await cmd('alice', 'merger', { choice: String(pick.value) }))).content).toMatch(/^✅/);
    game = await stored(gameId);
    // stored as the engine offers it ("IC ($79)"), which 18xx.games matches by inclusion as it does the logged "IC"
    const last = core(game.log.at(-1)!);
    expect(String(last.choice)).toContain(logChoice);
    expect({ ...last, choice: logChoice }).toEqual(core(full.actions[231]!));
  }, 90_000);
});
