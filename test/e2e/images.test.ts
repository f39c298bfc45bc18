// /map, /map around:, /market and /status through the stand-in with a real discord.js client: PNG
// replies for a late 18Chesapeake state, words for Chicago Express's missing market, ephemeral refusals
// for hexes that are not on the map, and the thread getting only the pictures an action changed.
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import { buttonId, slash, startWorld } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

await loadTitlePieces();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const chesapeake = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
const chicago = JSON.parse(readFileSync(new URL('../fixtures/chicago-express/three-players-chicago.json', import.meta.url), 'utf8')) as GameLog;

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

async function importLog(log: GameLog, cut: number, id: string): Promise<{ gameId: string; threadId: string }> {
  const partial = toEnvelope(replay({ ...log, actions: log.actions.slice(0, cut) }));
  const bytes = Buffer.from(JSON.stringify({ id, ...partial }));
  const reply = await slash(w, 'alice', 'game', 'import', { file: { filename: `${id}.json`, bytes } });
  expect(reply.content).toMatch(/Imported game #\d+/);
  const gameId = /game #(\d+)/.exec(reply.content)![1]!;
  const threadId = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))!.id;
  return { gameId, threadId };
}

/** A picture reply: private to the one who asked unless they passed public:true (a quiet thread). */
function expectPng(r: InteractionResult, name: RegExp, publicly = false): Buffer {
  expect(r.ephemeral).toBe(!publicly);
  expect(r.attachments).toHaveLength(1);
  const a = r.attachments[0]!;
  expect(a.filename).toMatch(name);
  expect(a.bytes.subarray(0, 8).equals(PNG)).toBe(true);
  expect(a.bytes.length).toBeGreaterThan(10_000);
  expect(a.bytes.length).toBeLessThan(2 * 1024 * 1024);
  return a.bytes;
}

function ephemeralText(r: InteractionResult): string {
  if (r.ephemeral) return r.content;
  const f = r.followUps.find((m) => m.ephemeral);
  expect(f, 'an ephemeral answer').toBeTruthy();
  expect(r.message?.deleted ?? true).toBe(true);
  return f!.content;
}

describe('pictures of a late 18Chesapeake game', () => {
  let g = { gameId: '', threadId: '' };
  const cmd = (command: string, options: Record<string, string | boolean> = {}, channel?: string) =>
    w.sim.slash({ user: w.user('bob'), channel: channel ?? g.threadId, command, options });

  it('imports the log late in the game', async () => {
    g = await importLog(chesapeake, Math.floor(chesapeake.actions.length * 0.8), 'images-late');
  }, 60_000);

  it('/map answers with the whole map as a PNG', async () => {
    const r = await cmd('map');
    expect(r.deferred).toBe(true);
    expect(r.content).toMatch(/18Chesapeake #\d+\*\* — map$/);
    expectPng(r, new RegExp(`^game-${g.gameId}-\\d+-map\\.png$`));
  }, 30_000);

  it('/map around: a close-up, the hex offered by autocomplete with its name', async () => {
    const choices = await w.sim.autocomplete({ user: w.user('bob'), channel: g.threadId, command: 'map', options: {}, focused: 'around', value: 'h' });
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(String(choices[0]!.value)).toMatch(/^H\d/);
    expect(choices.map((c) => c.value)).toContain('H6');
    const byName = await w.sim.autocomplete({ user: w.user('bob'), channel: g.threadId, command: 'map', options: {}, focused: 'around', value: 'baltimore' });
    expect(byName.some((c) => /Baltimore/.test(String(c.name)))).toBe(true);

    const whole = (await cmd('map')).attachments[0]!.bytes;
    const r = await cmd('map', { around: 'h6' });
    expect(r.content).toMatch(/map around H6/);
    const close = expectPng(r, /-map-H6\.png$/);
    expect(close.equals(whole)).toBe(false);
  }, 30_000);

  it('/map around: a hex not on the map, or not a hex at all, is refused privately', async () => {
    const off = await cmd('map', { around: 'Z99' });
    expect(ephemeralText(off)).toMatch(/no hex Z99 on the 18Chesapeake map/);
    const junk = await cmd('map', { around: '??' });
    expect(junk.ephemeral).toBe(true);
    expect(junk.content).toMatch(/is not a hex/);
    expect(w.sim.messages(g.threadId).filter((m) => /Z99|\?\?/.test(m.content))).toHaveLength(0);
  }, 30_000);

  it('/market and /status answer with PNGs, also from the channel with game:', async () => {
    expectPng(await cmd('market'), /-market\.png$/);
    expectPng(await cmd('status'), /-status\.png$/);
    expectPng(await cmd('market', { game: g.gameId }, w.channelId), /-market\.png$/);
    expectPng(await cmd('market', { public: true }), /-market\.png$/, true);
  }, 30_000);
});

describe('Chicago Express has no stock market', () => {
  it('/market says so in words, /map and /status still draw', async () => {
    const g = await importLog(chicago, 40, 'images-cx');
    const market = await w.sim.slash({ user: w.user('alice'), channel: g.threadId, command: 'market' });
    expect(market.attachments).toHaveLength(0);
    expect(market.content).toMatch(/Chicago Express has no stock market/);
    const r = await w.sim.slash({ user: w.user('alice'), channel: g.threadId, command: 'map', options: { around: 'K4' } });
    expectPng(r, /-map-K4\.png$/);
    expectPng(await w.sim.slash({ user: w.user('alice'), channel: g.threadId, command: 'status' }), /-status\.png$/);
  }, 60_000);
});

describe('the thread gets only the pictures an action changed', () => {
  it("a turn's tile lay and token get one close-up of the map around both, after the token; not the market", async () => {
    const cut = 187; // B&O lays tile 14 on F2 (see 18chesapeake-commands.test.ts)
    const g = await importLog(chesapeake, cut, 'images-turn');
    const claims = w.sim.messages(w.channelId).at(-1)!;
    const users: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol' };
    for (const [seat, user] of Object.entries(users)) {
      await w.sim.clickButton({ user: w.user(user), messageId: claims.id, customId: buttonId(claims, `Claim seat: ${seat}`) });
    }
    const laid = chesapeake.actions[cut]!;
    expect(laid.type).toBe('lay_tile');
    const partial = replay({ ...chesapeake, actions: chesapeake.actions.slice(0, cut) });
    const active = String(partial.def.activePlayers(partial.state)[0]);
    const actor = users[chesapeake.players.find((p) => String(p.id) === active)!.name]!;
    const tiles = await w.sim.autocomplete({ user: w.user(actor), channel: g.threadId, command: 'tile', options: { hex: String(laid.hex) }, focused: 'tile', value: '' });
    const tile = tiles.find((c) => String(c.value) === String(laid.tile)) ?? tiles[0]!;
    const seen = w.sim.messages(g.threadId).length;
    const r = await w.sim.slash({ user: w.user(actor), channel: g.threadId, command: 'tile', options: { hex: String(laid.hex), tile: String(tile.value), rotation: String(laid.rotation) } });
    expect(r.content).toMatch(/✅/);
    // B&O may still place a token this turn: the lay's message has words only
    const told = await w.sim.waitFor(() => w.sim.messages(g.threadId).slice(seen).find((m) => /lays tile/.test(m.content)));
    expect(told.attachments).toEqual([]);
    const tokened = chesapeake.actions[cut + 1]!;
    expect(tokened.type).toBe('place_token');
    const seenLay = w.sim.messages(g.threadId).length;
    const t = await w.sim.slash({ user: w.user(actor), channel: g.threadId, command: 'token', options: { city: String(laid.hex) } });
    expect(t.content).toMatch(/✅/);
    const post = await w.sim.waitFor(() => w.sim.messages(g.threadId).slice(seenLay).find((m) => m.attachments.length > 0));
    const names = post.attachments.map((a) => a.filename);
    expect(names.every((n) => n.startsWith(`game-${g.gameId}-${cut + 2}-`))).toBe(true);
    expect(names.some((n) => n.endsWith('-map-closeup.png'))).toBe(true);
    expect(names.some((n) => n.endsWith('-market.png'))).toBe(false);
    // a close-up is smaller than the full map: a phone shows it at ≥ 12 px text
    const close = post.attachments.find((a) => a.filename.endsWith('-map-closeup.png'))!;
    const full = await w.sim.slash({ user: w.user(actor), channel: g.threadId, command: 'map', options: {} });
    expect(close.bytes.length).toBeLessThan(full.attachments[0]!.bytes.length);
  }, 60_000);
});
