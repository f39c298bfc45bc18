// 18Chesapeake in Discord from the middle of a real game: an 18xx.games log imported at an operating
// round, seats claimed by three users, then /tile, /token and /routes (run + payout by button) through
// a real discord.js client; a second import at a stock round continues with /buy and /sell refusals.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures after every action are not what this test is about: switched off to keep it quick.
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, importAndSeat, startWorld, withThreadPost } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol' };

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** Import the fixture cut before action `cut`, claim every seat; returns game id, thread id and who acts. */
async function importAt(cut: number): Promise<{ gameId: string; threadId: string; actor: string }> {
  const partial = replay({ ...full, actions: full.actions.slice(0, cut) });
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `chesapeake-${cut}`, USERS);
  const active = activePlayers(partial)[0]!;
  const name = full.players.find((p) => String(p.id) === String(active))!.name;
  return { gameId, threadId, actor: USERS[name]! };
}

async function logOf(gameId: string) {
  return (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;
}

describe('18Chesapeake operating round through /tile, /token, /routes', () => {
  let g = { gameId: '', threadId: '', actor: '' };
  const ac = (user: string, command: string, focused: string, options: Record<string, string> = {}, value = '') =>
    w.sim.autocomplete({ user: w.user(user), channel: g.threadId, command, options, focused, value });
  const cmd = (user: string, command: string, options: Record<string, string | number> = {}) =>
    w.sim.slash({ user: w.user(user), channel: g.threadId, command, options });
  const other = () => Object.values(USERS).find((u) => u !== g.actor)!;

  it('imports the log at B&O’s turn and seats everyone', async () => {
    g = await importAt(187);
    expect(w.sim.messages(g.threadId).at(-1)!.content).toContain(`Your move, <@${w.user(g.actor)}>`);
  }, 60_000);

  it('refuses another title’s listed command, naming this game’s title (not the other’s)', async () => {
    const refused = (await cmd(g.actor, 'coal')).content;
    expect(refused).toContain('/coal is not a move in 18Chesapeake');
    expect(refused).not.toContain('1828');
    const hint = (await ac(g.actor, 'coal', 'marker')).map((c) => String(c.name));
    expect(hint).toEqual(['(/coal is not a move in 18Chesapeake. /move lists your moves.)']);
  });

  it('lays the tile the log laid, picked from autocomplete (hex → tile → rotation)', async () => {
    const hexes = await ac(g.actor, 'tile', 'hex');
    expect(hexes.map((c) => c.value)).toContain('F2');
    expect(hexes.length).toBeLessThanOrEqual(25);
    expect((await ac(g.actor, 'tile', 'hex', {}, 'F')).every((c) => String(c.value).startsWith('F'))).toBe(true);
    const tiles = await ac(g.actor, 'tile', 'tile', { hex: 'F2' });
    const fourteen = tiles.find((c) => String(c.value).startsWith('14-'));
    expect(fourteen, JSON.stringify(tiles)).toBeTruthy();
    const rotations = await ac(g.actor, 'tile', 'rotation', { hex: 'F2', tile: String(fourteen!.value) });
    expect(rotations.map((c) => c.value)).toContain('1');
    // numbered as the turn panel's picture numbers the ways the tile fits
    expect(rotations.find((c) => c.value === '1')!.name).toMatch(/^1 of \d: edges [NSEW]+(–[NSEW]+)+$/);

    const notYou = await cmd(other(), 'tile', { hex: 'F2', tile: String(fourteen!.value), rotation: '1' });
    expect(notYou.ephemeral).toBe(true);
    expect(notYou.content).toMatch(/not your turn/);
    const badHex = await cmd(g.actor, 'tile', { hex: 'A1', tile: '14', rotation: '1' });
    expect(badHex.ephemeral).toBe(true);
    expect(badHex.content).toMatch(/can't lay a tile on A1\. Pick a hex from the list/);
    // /token looks past the track step (it would pass it), but F2 has no city to token before its tile
    const before = (await logOf(g.gameId)).log.length;
    const noToken = await cmd(g.actor, 'token', { city: 'F2' });
    expect(noToken.content).toMatch(/B&O can't place a token in "F2"\. Reachable cities with a free slot: /);
    expect((await logOf(g.gameId)).log.length).toBe(before);

    // (the thread's message follows the private answer: wait for it)
    const r = await withThreadPost(w, await cmd(g.actor, 'tile', { hex: 'F2', tile: String(fourteen!.value), rotation: '1' }));
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/^✅ B&O lays tile 14 on F2 \(Harrisburg\)/);
    expect(w.sim.messages(g.threadId).map((m) => m.content).join('\n')).toMatch(/B&O lays tile 14 on F2/);
    const after = await logOf(g.gameId);
    expect(after.log.length).toBe(before + 1);
    expect(after.log.at(-1)).toMatchObject({ type: 'lay_tile', entity: 'B&O', entity_type: 'corporation', hex: 'F2', tile: fourteen!.value, rotation: 1 });
  }, 60_000);

  it('places the token the log placed', async () => {
    const cities = await ac(g.actor, 'token', 'city');
    expect(cities.map((c) => c.value)).toContain('14-1-0');
    expect(cities.find((c) => c.value === '14-1-0')!.name).toMatch(/^F2 \(Harrisburg\) — \$\d+/); // by hex and place, not by id
    const r = await cmd(g.actor, 'token', { city: '14-1-0' });
    expect(r.content).toMatch(/^✅ B&O places a token on F2 \(Harrisburg\) for \$\d+/);
  }, 60_000);

  it('shows the best routes and runs them with payout by one button', async () => {
    const before = (await logOf(g.gameId)).log.length;
    const r = await cmd(g.actor, 'routes');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/\*\*B&O\*\*'s best run: \*\*\$\d+\*\*/);
    expect(r.content).toMatch(/• 3-train: .* — \$\d+/);
    const customId = buttonId(r, 'Run these (payout)');
    buttonId(r, 'Run these (withhold)');
    const click = await w.sim.clickButton({ user: w.user(g.actor), messageId: r.message!.id, customId });
    expect(click.content).toMatch(/^✅ B&O runs a 3-train [A-Z0-9–]+ for \$\d+, a 4-train [A-Z0-9–]+ for \$\d+ \(\$\d+ in all\)\n✅ B&O pays out \$\d+/);
    const after = await logOf(g.gameId);
    expect(after.log.slice(before).map((a) => a.type)).toEqual(['run_routes', 'dividend']);
    expect(after.log.at(-1)).toMatchObject({ kind: 'payout' });
    const again = await w.sim.clickButton({ user: w.user(g.actor), messageId: r.message!.id, customId });
    expect(again.content).toMatch(/out of date|not your turn/);
  }, 60_000);
  it('offers trains with prices, refuses a dividend out of turn, and hands over to PRR, who lays a tile typed by name', async () => {
    const trains = await ac(g.actor, 'train', 'train');
    for (const c of trains) expect(c.name).toMatch(/— (\$\d+|any price \$1–\$\d+)/);
    const late = await cmd(g.actor, 'dividend', { kind: 'payout' });
    expect(late.ephemeral).toBe(true);
    expect(late.content).toMatch(/You can't choose a dividend now\. B&O is at its train step: use \/train to buy a train, or \/pass to skip it\./);
    expect((await cmd(g.actor, 'pass')).content).toMatch(/^✅/);
    const live = await w.bot.ctx.games.load(g.gameId, { fresh: true });
    const prr = live.seats.find((s) => String(s.playerId) === String(activePlayers(live.game!)[0]))!.userId!;
    const user = Object.values(USERS).find((u) => w.user(u) === prr)!;
    expect((await ac(user, 'tile', 'hex')).map((c) => c.value)).toContain('D4');
    const r = await cmd(user, 'tile', { hex: 'd4', tile: '9', rotation: '1' });
    expect(r.content).toMatch(/^✅ PRR lays tile 9 on D4/);
    // rotation:1 is the first way tile 9 fits D4 as the panel's picture numbers it (test/bot/rotation-numbers.test.ts)
    expect((await logOf(g.gameId)).log.at(-1)).toMatchObject({ type: 'lay_tile', entity: 'PRR', hex: 'D4', tile: expect.stringMatching(/^9-\d+$/) });
  }, 60_000);
});

describe('18Chesapeake stock round through /buy and /sell', () => {
  it('buys the certificate the log bought, offered with its price', async () => {
    const g = await importAt(161);
    const logged = full.actions[161]!;
    expect(logged.type).toBe('buy_shares');
    const choices = await w.sim.autocomplete({ user: w.user(g.actor), channel: g.threadId, command: 'buy', options: {}, focused: 'corporation', value: '' });
    const hit = choices.find((c) => String(c.value).startsWith('B&O:'));
    expect(hit, JSON.stringify(choices)).toBeTruthy();
    expect(hit!.name).toMatch(/^B&O from the (IPO|market) — \$\d+ for 10%/);
    const sell = await w.sim.slash({ user: w.user(g.actor), channel: g.threadId, command: 'sell', options: { corporation: 'C&A', count: 1 } });
    expect(sell.ephemeral).toBe(true);
    expect(sell.content).toMatch(/You can't sell C&A now/);
    const r = await w.sim.slash({ user: w.user(g.actor), channel: g.threadId, command: 'buy', options: { corporation: String(hit!.value) } });
    expect(r.content).toMatch(/^✅ .+ buys a 10% share of B&O from the (IPO|market) for \$\d+/);
    expect((await logOf(g.gameId)).log.at(-1)).toMatchObject({ type: 'buy_shares', entity: logged.entity, shares: logged.shares });
  }, 60_000);
});
