// 1830 in Discord from the middle of real 18xx.games games (/game import, seats claimed): ERIE lays its OO home
// hex with /tile and then places its lifted home token from /move's list (the turn waits for it); a second import
// at a stock round: the Mohawk & Hudson's owner, not the one waited on, exchanges it from /move, and nobody else
// may.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// pictures after every action are not what this test is about: switched off to keep it quick
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { importAndSeat, startWorld, withThreadPost } from './world.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

const load = (file: string) => JSON.parse(readFileSync(`${FIXTURES_NEXT}/${file}`, 'utf8')) as GameLog;
const NAMES = ['alice', 'bob', 'carol', 'dave'];

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** Import `file` with the actions before id `before`, every seat claimed; the users by the log's player ids. */
async function importBefore(file: string, before: number) {
  const full = load(file);
  const partial = replay({ ...full, actions: full.actions.filter((a) => (a.id as number) < before) });
  const users = Object.fromEntries(full.players.map((p, i) => [p.name, NAMES[i]!]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `t1830-${before}`, users);
  const userOf = (playerId: string | number) => users[full.players.find((p) => String(p.id) === String(playerId))!.name]!;
  return { gameId, threadId, userOf, acting: userOf(activePlayers(partial)[0]!), full };
}

describe('1830 imported into Discord', () => {
  it('continues an operating round: ERIE lays E11, then places its lifted home token from /move', async () => {
    const g = await importBefore('1830-game_end_bank.json', 236);
    const ac = (user: string, command: string, focused: string, options: Record<string, string> = {}) =>
      w.sim.autocomplete({ user: w.user(user), channel: g.threadId, command, options, focused, value: '' });
    expect(w.sim.messages(g.threadId).at(-1)!.content).toContain(`Your move, <@${w.user(g.acting)}>`);
    const tiles = await ac(g.acting, 'tile', 'tile', { hex: 'E11' });
    const fiftyNine = tiles.find((c) => String(c.value).startsWith('59-'));
    expect(fiftyNine, JSON.stringify(tiles)).toBeTruthy();
    // the rotation as the autocomplete numbers it (the turn panel's picture numbers the ways a tile fits the same)
    const ways = await ac(g.acting, 'tile', 'rotation', { hex: 'E11', tile: String(fiftyNine!.value) });
    expect(ways.map((c) => c.value)).toEqual(ways.map((_, i) => String(i + 1)));
    const laid = await withThreadPost(w, await w.sim.slash({ user: w.user(g.acting), channel: g.threadId, command: 'tile', options: { hex: 'E11', tile: String(fiftyNine!.value), rotation: String(ways[0]!.value) } }));
    expect(laid.content).toMatch(/^✅ ERIE lays tile 59/);
    // the token lifted off E11 comes first: /move lists only its cities, in words
    const moves = await ac(g.acting, 'move', 'action');
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(String(m.name)).toMatch(/^Place ERIE's token in city \d of E11 \(Dunkirk & Buffalo\)/);
    const other = NAMES.slice(0, 3).find((u) => u !== g.acting)!;
    const refused = await w.sim.slash({ user: w.user(other), channel: g.threadId, command: 'move', options: { action: String(moves[0]!.value) } });
    expect(refused.ephemeral).toBe(true);
    const placed = await withThreadPost(w, await w.sim.slash({ user: w.user(g.acting), channel: g.threadId, command: 'move', options: { action: String(moves[0]!.value) } }));
    expect(placed.content).toMatch(/^✅/);
    const game = (await w.bot.ctx.games.load(g.gameId, { fresh: true })).game!;
    expect(game.log.at(-1)).toMatchObject({ type: 'place_token', entity: 'ERIE', entity_type: 'corporation' });
    expect(String(game.log.at(-1)!.city)).toMatch(/^59-\d+-\d$/);
  }, 120_000);

  it('lets the Mohawk & Hudson’s owner exchange it out of turn in a stock round, and nobody else', async () => {
    const g = await importBefore('1830-26855.json', 75);
    const live = await w.bot.ctx.games.load(g.gameId, { fresh: true });
    const owner = g.userOf((live.game!.state as { companies: { sym: string; owner: string }[] }).companies.find((c) => c.sym === 'MH')!.owner);
    expect(owner).not.toBe(g.acting);
    const ac = (user: string) => w.sim.autocomplete({ user: w.user(user), channel: g.threadId, command: 'move', options: {}, focused: 'action', value: '' });
    const offers = await ac(owner);
    expect(offers.map((c) => String(c.name))).toContainEqual(expect.stringMatching(/^Exchange Mohawk & Hudson for a 10% share of NYC from the (IPO|market)/));
    const bystander = NAMES.find((u) => u !== owner && u !== g.acting)!;
    expect(String((await ac(bystander))[0]!.name)).toMatch(/Not your turn/);
    const pick = offers.find((c) => String(c.name).startsWith('Exchange'))!;
    const r = await withThreadPost(w, await w.sim.slash({ user: w.user(owner), channel: g.threadId, command: 'move', options: { action: String(pick.value) } }));
    expect(r.content).toMatch(/^✅/);
    const game = (await w.bot.ctx.games.load(g.gameId, { fresh: true })).game!;
    expect(game.log.at(-1)).toMatchObject({ type: 'buy_shares', entity: 'MH', entity_type: 'company' });
    // the turn stays with the player it was waiting on
    expect(String(activePlayers(game)[0])).toBe(String(activePlayers(replay({ ...g.full, actions: g.full.actions.filter((a) => (a.id as number) < 75) }))[0]));
  }, 120_000);
});
