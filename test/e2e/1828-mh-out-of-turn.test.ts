// 1828's M&H exchange out of turn through the stand-in: while C&O-OSH (bob's) operates, alice — M&H's owner —
// gets the exchange in /exchange's and /move's autocomplete and makes it; carol, neither acting nor the owner, is
// refused. The position: test/1828/fixtures/mh-float-3p-39.json before its #288 (the exchange 18xx.games accepted).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// pictures are not what this test is about: switched off to keep it quick
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import type { Action, GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { importAndSeat, startWorld, withThreadPost } from './world.ts';

const LOG = JSON.parse(readFileSync(new URL('../1828/fixtures/mh-float-3p-39.json', import.meta.url), 'utf8')) as GameLog;
// P0 (100) carol: neither acting nor the owner; P1 (101) alice: M&H's owner; P2 (102) bob: C&O-OSH's president
const USERS: Record<string, string> = { P1: 'alice', P2: 'bob', P0: 'carol' };
const core = (a: Action) => {
  const { id: _i, created_at: _c, ...rest } = a;
  return rest;
};

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('1828 M&H exchange out of turn (live)', () => {
  it('is offered to its owner while another player operates and made with /exchange; others are refused', async () => {
    const envelope = { ...LOG, actions: LOG.actions.filter((a) => (a.id as number) <= 287), status: 'active', result: {}, game_end_reason: null } as GameLog;
    const { gameId, threadId } = await importAndSeat(w, envelope, 'mh-out-of-turn', USERS);
    const complete = (user: string, command: string, focused: string) => w.sim.autocomplete({ user: w.user(user), channel: threadId, command, options: {}, focused, value: '' });
    const offers = await complete('alice', 'exchange', 'share');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((c) => String(c.name).startsWith('Exchange Mohawk & Hudson Railroad for'))).toBe(true);
    // /move lists it to her as well; carol has nothing (not her turn)
    expect((await complete('alice', 'move', 'action')).map((c) => c.name)).toEqual(offers.map((c) => c.name));
    expect(String((await complete('carol', 'exchange', 'share'))[0]!.name)).toMatch(/^\(/);
    expect(String((await complete('carol', 'move', 'action'))[0]!.name)).toMatch(/Not your turn/);

    const logged = LOG.actions.find((a) => a.id === 288)!;
    const pick = offers.find((c) => String(c.name).includes('WAB-B&M from the IPO'))!;
    expect(pick).toBeDefined();
    expect((await w.sim.slash({ user: w.user('carol'), channel: threadId, command: 'exchange', options: { share: String(pick.value) } })).content).toMatch(/not your turn — waiting on bob/i);
    const r = await withThreadPost(w, await w.sim.slash({ user: w.user('alice'), channel: threadId, command: 'exchange', options: { share: String(pick.value) } }));
    expect(r.content).toMatch(/^✅/);
    const game = (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;
    expect(game.log.length).toBe(288);
    expect(core(game.log.at(-1)!)).toEqual(core(logged));
    // WAB-B&M, alice's now, takes the turn (as on 18xx.games): she is the one waited on
    expect(game.def.activePlayers(game.state).map(String)).toEqual(['101']);
  }, 90_000);
});
