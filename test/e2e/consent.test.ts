// Consent between players through the stand-in with a real discord.js client: a real 18Chesapeake log
// imported before action 79, where alice's PLE may buy trains of carol's PRR and bob's B&O. The request
// waits for the owner's Accept; nobody else may answer; Decline stores nothing; Accept stores and applies.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures after every action are not what this test is about: switched off to keep it quick.
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { lapse, lapseDue } from '../../src/bot/consent/ask.ts';
import { startBot } from '../../src/bot/bot.ts';
import { GameService } from '../../src/bot/services/games.ts';
import { createLogger } from '../../src/logger.ts';
import { CONSENT_TIMEOUT_MS, pendingOf } from '../../src/bot/consent/pending.ts';
import { buttonId, importAndSeat, startWorld } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol' };
const CUT = 78;

let w: LocalWorld;
let gameId = '';
let threadId = '';
beforeAll(async () => {
  w = await startWorld();
  ({ gameId, threadId } = await importAndSeat(w, toEnvelope(replay({ ...full, actions: full.actions.slice(0, CUT) })), `consent-${CUT}`, USERS));
}, 60_000);
afterAll(async () => {
  await w?.stop();
});

const train = (user: string, which: string, price: number) => w.sim.slash({ user: w.user(user), channel: threadId, command: 'train', options: { train: which, price } });
const click = (user: string, messageId: string, customId: string) => w.sim.clickButton({ user: w.user(user), messageId, customId });
const stored = async () => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;
const lastPost = () => w.sim.messages(threadId).at(-1)!;

describe('consent between players (18Chesapeake, live)', () => {
  it('asks carol before PLE takes PRR’s train; alice cannot answer for her; carol declines and nothing is stored', async () => {
    const r = await train('alice', '2-0', 100);
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/^⏳ PLE buys a 2-train from PRR for \$100: this needs .*'s consent/);
    const request = lastPost();
    expect(request.content).toContain(`<@${w.user('carol')}>`);
    expect(request.content).toMatch(/asks your consent: PLE buys a 2-train from PRR for \$100\. Nothing happens unless you accept \(within 10 minutes\)/);
    expect((await stored()).log.length).toBe(CUT);
    const [accept, decline] = [buttonId(request, 'Accept'), buttonId(request, 'Decline')];

    const notHers = await click('alice', request.id, accept);
    expect(notHers.ephemeral).toBe(true);
    expect(notHers.content).toMatch(/^Only .* can answer this request/);
    const bobToo = await click('bob', request.id, accept);
    expect(bobToo.content).toMatch(/^Only .* can answer this request/);
    expect((await stored()).log.length).toBe(CUT);

    const no = await click('carol', request.id, decline);
    expect(no.content).toMatch(/You declined/);
    expect((await stored()).log.length).toBe(CUT);
    expect(lastPost().content).toMatch(new RegExp(`^<@${w.user('alice')}>: .* declined, so nothing was done`));
    // the request's buttons are gone: it cannot be answered twice
    expect(w.sim.messages(threadId).find((m) => m.id === request.id)!.components).toEqual([]);
  }, 60_000);

  it('asks bob for B&O’s train; on his Accept the purchase is stored and applied', async () => {
    const r = await train('alice', '2-3', 120);
    expect(r.content).toMatch(/^⏳ /);
    const request = lastPost();
    expect(request.content).toContain(`<@${w.user('bob')}>`);
    const carol = await click('carol', request.id, buttonId(request, 'Accept'));
    expect(carol.content).toMatch(/^Only .* can answer this request/);
    expect((await stored()).log.length).toBe(CUT);

    // a copy of the button posted in another channel is refused before it reaches the request
    const side = w.sim.createTextChannel(w.guildId, 'side');
    const forged = w.sim.postMessage({ user: w.sim.botUserId, channel: side.id, content: 'forged', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Accept', custom_id: buttonId(request, 'Accept') }] }] });
    const elsewhere = await click('bob', forged.id, buttonId(request, 'Accept'));
    expect(elsewhere.content).toMatch(/belongs to a game in another channel/);
    expect((await stored()).log.length).toBe(CUT);

    const yes = await click('bob', request.id, buttonId(request, 'Accept'));
    expect(yes.content).toBe('✅ You accepted: PLE buys a 2-train from B&O for $120.');
    const after = await stored();
    expect(after.log.length).toBe(CUT + 1);
    expect(after.log.at(-1)).toMatchObject({ type: 'buy_train', entity: 'PLE', entity_type: 'corporation', train: '2-3', price: 120 });
    expect((after.state as GameState).trains.find((t) => t.id === '2-3')!.owner).toBe('PLE');
    expect(lastPost().content).toMatch(/^PLE buys a 2-train from B&O for \$120\n/);
    // the exported log holds the purchase only, as 18xx.games would log it
    const exported = toEnvelope(after);
    expect(exported.actions.filter((a) => a.type === 'buy_train' && a.train === '2-3' && a.entity === 'PLE')).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toMatch(/consent/i);
  }, 60_000);

  it('lapses after its time-out (10 minutes) without an answer: nothing stored, the actor told', async () => {
    expect(CONSENT_TIMEOUT_MS).toBe(10 * 60_000);
    const game = await stored();
    const r = await train('alice', '2-2', 100);
    expect(r.content).toMatch(/^⏳ PLE buys a 2-train from PRR for \$100/);
    const request = lastPost();
    const [entry] = await pendingOf(w.store, gameId);
    expect(entry!.expiresAt - Date.now()).toBeGreaterThan(CONSENT_TIMEOUT_MS - 60_000);
    await lapse(w.bot.ctx, entry!); // what the timer runs when it fires
    expect(await pendingOf(w.store, gameId)).toEqual([]);
    expect(w.sim.messages(threadId).find((m) => m.id === request.id)!.components).toEqual([]);
    expect(lastPost().content).toMatch(new RegExp(`^<@${w.user('alice')}>: .* did not answer in time, so nothing was done`));
    expect((await stored()).log.length).toBe(game.log.length);
  }, 60_000);

  it('is stored, not held in memory: after a restart the new process takes the answer', async () => {
    const r = await train('alice', '2-2', 100);
    expect(r.content).toMatch(/^⏳ /);
    const request = lastPost();
    const length = (await stored()).log.length;
    await w.bot.stop();
    w.bot = await startBot({ token: w.sim.token, store: w.store, log: createLogger('silent'), devGuildId: w.guildId, api: w.sim.apiBase, reminders: false });
    expect(await pendingOf(w.store, gameId)).toHaveLength(1);
    const no = await click('carol', request.id, buttonId(request, 'Decline'));
    expect(no.content).toMatch(/^You declined: PLE buys a 2-train from PRR for \$100/);
    expect(w.sim.messages(threadId).find((m) => m.id === request.id)!.components).toEqual([]);
    expect(await pendingOf(w.store, gameId)).toEqual([]);
    expect((await stored()).log.length).toBe(length);
  }, 60_000);

  it('two services on one store: one lapses a request the other asked, once, and its buttons go', async () => {
    const r = await train('alice', '2-2', 100);
    expect(r.content).toMatch(/^⏳ /);
    const request = lastPost();
    const [entry] = await pendingOf(w.store, gameId);
    // a second service over the same store (as another process would be), after the time-out
    const other = { ...w.bot.ctx, games: new GameService(w.store, createLogger('silent')) };
    const posts = w.sim.messages(threadId).length;
    expect(await lapseDue(other, new Date(entry!.expiresAt - 1))).toBe(0);
    expect(await lapseDue(other, new Date(entry!.expiresAt + 1))).toBe(1);
    expect(w.sim.messages(threadId).length).toBe(posts + 1);
    expect(lastPost().content).toMatch(/did not answer in time/);
    await lapse(w.bot.ctx, entry!); // the asking process's own timer firing later does nothing
    expect(w.sim.messages(threadId).length).toBe(posts + 1);
    expect(await pendingOf(w.store, gameId)).toEqual([]);
    expect(w.sim.messages(threadId).find((m) => m.id === request.id)!.components).toEqual([]);
  }, 60_000);

  it('re-validates on Accept: after the actor moved on, an Accept stores nothing', async () => {
    const r = await train('alice', '2-1', 100);
    expect(r.content).toMatch(/^⏳ PLE buys a 2-train from PRR for \$100/);
    const request = lastPost();
    const accept = buttonId(request, 'Accept');
    const passed = await w.sim.slash({ user: w.user('alice'), channel: threadId, command: 'pass', options: {} });
    expect(passed.content).toMatch(/^✅/);
    const before = (await stored()).log.length;
    expect(before).toBe(CUT + 2);
    const late = await click('carol', request.id, accept);
    expect(late.content).toMatch(/^Nothing was done: The game has moved on/);
    const after = await stored();
    expect(after.log.length).toBe(before);
    expect((after.state as GameState).trains.find((t) => t.id === '2-1')!.owner).toBe('PRR');
    expect(lastPost().content).toMatch(new RegExp(`^<@${w.user('alice')}>: .* accepted, but nothing was done`));
  }, 60_000);

});
