// A later step's command passes the optional steps before it: /token, /train and /routes while the
// corporation is still at its track step store the passes 18xx.games logs, then the move, in one append.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, replay, toEnvelope } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, importAndSeat, startWorld, withThreadPost } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave' };
const logOf = (name: string) => JSON.parse(readFileSync(`${FIXTURES_18XX}/${name}.json`, 'utf8')) as GameLog;

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** Import `log` cut before action `cut` with every seat claimed; who acts there. */
async function importAt(log: GameLog, cut: number) {
  const partial = replay({ ...log, actions: log.actions.slice(0, cut) });
  const users = Object.fromEntries(log.players.map((p) => [p.name, USERS[p.name]!]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `skips-${log.id ?? 'x'}-${cut}`, users);
  const name = log.players.find((p) => String(p.id) === String(activePlayers(partial)[0]))!.name;
  const stored = async () => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!.log.slice(cut);
  const cmd = (command: string, options: Record<string, string | number> = {}) => w.sim.slash({ user: w.user(USERS[name]!), channel: threadId, command, options });
  return { gameId, threadId, user: USERS[name]!, stored, cmd };
}

const shape = (a: Action) => ({ type: a.type, entity: a.entity, entity_type: a.entity_type });

describe('commands of a later step pass the optional steps before it', () => {
  it('/token at the track step: the track pass, then the token, as the log has them', async () => {
    const log = logOf('18chesapeake-1905');
    expect(log.actions.slice(86, 88).map((a) => a.type)).toEqual(['pass', 'place_token']);
    const g = await importAt(log, 86);
    const offered = await w.sim.autocomplete({ user: w.user(g.user), channel: g.threadId, command: 'token', options: {}, focused: 'city', value: '' });
    expect(offered.map((c) => c.value)).toContain(String(log.actions[87]!.city));
    const r = await g.cmd('token', { city: String(log.actions[87]!.city) });
    expect(r.content).toMatch(/^✅ B&O places a token on /);
    const stored = await g.stored();
    expect(stored.map(shape)).toEqual(log.actions.slice(86, 88).map(shape));
    expect(stored[1]).toMatchObject({ city: log.actions[87]!.city });
    expect(stored.map((a) => a.id)).toEqual([stored[0]!.id, Number(stored[0]!.id) + 1]);
  }, 60_000);

  it('/train at the track step of a corporation without trains: the pass, then the train', async () => {
    const log = logOf('18chesapeake-1905');
    const [pass, buy] = log.actions.slice(367, 369);
    expect([pass!.type, buy!.type]).toEqual(['pass', 'buy_train']);
    const g = await importAt(log, 367);
    const r = await withThreadPost(w, await g.cmd('train', { train: String(buy!.train) }));
    // the thread tells the passed steps (no run: the price drops) and the buy
    expect(r.content, r.content).toMatch(/^✅ /);
    const told = w.sim.messages(g.threadId).map((m) => m.content).join('\n');
    expect(told).toMatch(/LV earns nothing[^\n]*\n[^]*LV buys a 6-train from the (bank|depot)/);
    expect((await g.stored()).map(shape)).toEqual([pass, buy].map((a) => shape(a!)));
  }, 60_000);

  it('/routes at the track step: track and token passes, the run and the dividend', async () => {
    const log = logOf('18chesapeake-14377');
    expect(log.actions.slice(81, 85).map((a) => a.type)).toEqual(['pass', 'pass', 'run_routes', 'dividend']);
    const g = await importAt(log, 81);
    const r = await g.cmd('routes');
    const click = await w.sim.clickButton({ user: w.user(g.user), messageId: r.message!.id, customId: buttonId(r, 'Run these (payout)') });
    expect(click.content).toMatch(/^✅ N&W runs /);
    expect((await g.stored()).map(shape)).toEqual(log.actions.slice(81, 85).map(shape));
  }, 60_000);

  it('refuses what no pass reaches, storing nothing', async () => {
    const log = logOf('18chesapeake-14377');
    const g = await importAt(log, 81);
    const r = await g.cmd('dividend', { kind: 'payout' });
    expect(r.content).toMatch(/You can't choose a dividend now\. N&W is at its track step/);
    expect(await g.stored()).toEqual([]);
  }, 60_000);
});
