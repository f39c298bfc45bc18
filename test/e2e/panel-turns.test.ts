// Turns through the panel only, taps counted: a whole operating turn (lay with its rotation, a token, the run,
// the dividend, a train) of 18Chesapeake and of 1828 in at most 8 taps, a stock turn in at most 3, from real
// games imported at that point; the close-ups each question shows (≤ 1280 px wide); and the checks on a press
// (not seated, not theirs, out of date).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The thread's own pictures are not what this test is about (the panel's close-ups are drawn): off, to keep it quick.
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, legalActions, replay, toEnvelope } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { answerMessage, panelComps, tapOn, Tapper, threadPanel } from './panel-helpers.ts';
import { importAndSeat, startWorld } from './world.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';
import { distinctRotations, layOffers } from '../../src/bot/titles/18xx/track.ts';

const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dan' };

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

let imports = 0;
/** A real game imported before action `cut`, every seat claimed; who acts and the thread's panel message. */
async function importAt(file: string, cut: number) {
  const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog;
  const partial = replay({ ...full, actions: full.actions.slice(0, cut) });
  const users = Object.fromEntries(full.players.map((p) => [p.name, USERS[p.name]!]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `${file}-${cut}-${++imports}`, users);
  const active = activePlayers(partial)[0]!;
  const actor = users[full.players.find((p) => String(p.id) === String(active))!.name]!;
  return { full, partial, gameId, threadId, actor, logged: full.actions.slice(cut) };
}

const stored = async (gameId: string) => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;

/** Width of a PNG (from its header). */
const pngWidth = (bytes: Buffer) => bytes.readUInt32BE(16);

/** The number a listed lay or token has in its picture: its place among the listed ones it is offered with. */
function numberOf(list: Action[], wanted: (a: Action) => boolean): RegExp {
  const n = list.findIndex(wanted);
  expect(n).toBeGreaterThanOrEqual(0);
  return new RegExp(`^${n + 1}$`);
}

/**
 * Play an operating turn as the log played it (lay, token, then the run paid out, the train, the end), through
 * panels only; returns the taps and the answers.
 */
async function operatingTurn(file: string, cut: number) {
  const g = await importAt(file, cut);
  const [lay, token] = g.logged as [Action, Action];
  expect([lay.type, token.type]).toEqual(['lay_tile', 'place_token']);
  const t = new Tapper(w);
  const answers: InteractionResult[] = [];
  const tap = async (on: { id: string; components: any[] }, want: RegExp) => {
    const r = await tapOn(t, g.actor, on, want);
    expect(r.ephemeral, r.content).toBe(true);
    answers.push(r);
    return answerMessage(r);
  };
  const thread = threadPanel(w, g.threadId)!;
  expect(thread.content).toContain(`Your move, <@${w.user(g.actor)}>`);
  let m = await tap(thread, new RegExp(`^${String(lay.hex)}\\b`));
  const tileName = String(lay.tile).replace(/-\d+$/, '');
  if (panelComps(m).some((c) => c.label === `Tile ${tileName}` || c.options?.some((o) => o.label === `Tile ${tileName}`))) m = await tap(m, new RegExp(`^Tile ${tileName}$`));
  // the rotations are numbered as the track step offers them, each way of laying the same track once
  if (panelComps(m).some((c) => c.label === '1')) {
    const moves = movesOf(g.partial, activePlayers(g.partial)[0]!)!;
    const offer = layOffers(moves).find((o) => o.hex === lay.hex && o.tile === tileName)!;
    m = await tap(m, numberOf(distinctRotations(moves, offer).map((rotation) => ({ type: 'lay_tile', rotation })), (a) => a.rotation === lay.rotation));
  }
  // the token: one listed spot is a button of its own; several open their picture with numbers
  const afterLay = await stored(g.gameId);
  const spots = legalActions(afterLay, activePlayers(afterLay)[0]!).map((c) => c.action).filter((a) => a.type === 'place_token');
  if (spots.length > 1) {
    // asked at once with its picture after the lay, or opened from its button
    if (!panelComps(m).some((c) => c.label === '1')) m = await tap(m, /places a token…$/);
    expect(answers.at(-1)!.attachments.map((a) => a.filename)).toContain('token.png');
    m = await tap(m, numberOf(spots, (a) => a.city === token.city));
  } else {
    m = await tap(m, /places a token/);
  }
  m = await tap(m, /^Run for \$\d+ and pay out$/);
  m = await tap(m, /buys an? [\dA-Z+]+-?train for|train from the depot/);
  // the turn's end: one press even when it passes two steps (the train's, then a private's)
  await tap(m, /^Done: end .+'s turn$|: pass \(train\)$|: buy no train$/);
  const after = await stored(g.gameId);
  const made = after.log.slice(cut).map((a) => a.type);
  return { g, t, answers, made, after };
}

describe('a whole operating turn in at most 8 taps', () => {
  it('18Chesapeake (C&A in game 1905): lay, token, run and pay out, buy a train, done', async () => {
    const { g, t, answers, made, after } = await operatingTurn('18chesapeake-1905.json', 159);
    expect(made).toEqual(['lay_tile', 'place_token', 'run_routes', 'dividend', 'buy_train', 'pass']);
    const [lay, token] = g.logged as [Action, Action];
    expect(after.log[159]).toMatchObject({ type: 'lay_tile', hex: lay.hex, tile: lay.tile, rotation: lay.rotation });
    expect(after.log[160]).toMatchObject({ type: 'place_token', city: token.city });
    expect(after.log.at(-3)).toMatchObject({ type: 'dividend', kind: 'payout' });
    expect(String(activePlayers(after)[0])).not.toBe(String(activePlayers(g.partial)[0]));
    if (process.env.PANEL_TAPS) console.log(`taps: ${t.taps}`);
    expect(t.taps).toBeLessThanOrEqual(8);
    // the hex's close-up, then the rotations numbered, then the token's spots: each ≤ 1280 px wide
    const pictures = answers.flatMap((a) => a.attachments);
    expect(pictures.map((p) => p.filename)).toEqual(expect.arrayContaining([expect.stringMatching(/^hex-I5/)]));
    for (const p of pictures) expect(pngWidth(p.bytes)).toBeLessThanOrEqual(1280);
    // the thread got every move's message, and its newest panel is for the next player
    // (the thread's message follows the private answer as a follow-up of the press)
    const last = await w.sim.waitFor(() => {
      const m = threadPanel(w, g.threadId);
      return m && !m.content.includes(`Your move, <@${w.user(g.actor)}>`) ? m : null;
    }, 15_000);
    expect(last.content).toMatch(/Your move, <@\d+>/);
  }, 120_000);

  it('1828 (PRR in game 23366): lay, token, run and pay out, buy a train, done (two passes in one press)', async () => {
    const { g, t, made, after } = await operatingTurn('1828-23366.json', 332);
    expect(made).toEqual(['lay_tile', 'place_token', 'run_routes', 'dividend', 'buy_train', 'pass', 'pass']);
    const [lay, token] = g.logged as [Action, Action];
    expect(after.log[332]).toMatchObject({ type: 'lay_tile', hex: lay.hex, tile: expect.stringMatching(/^57-/), rotation: lay.rotation });
    // the same city of the same tile (the copy laid may be another than the log's)
    const [, name, city] = /^(.+)-\d+-(\d+)$/.exec(String(token.city))!;
    expect(after.log[333]).toMatchObject({ type: 'place_token', city: expect.stringMatching(new RegExp(`^${name}-\\d+-${city}$`)) });
    if (process.env.PANEL_TAPS) console.log(`taps: ${t.taps}`);
    expect(t.taps).toBeLessThanOrEqual(8);
  }, 120_000);
});

describe('a stock turn in at most 3 taps', () => {
  it('18Chesapeake: buys the share the log bought, from the thread panel', async () => {
    const g = await importAt('18chesapeake-14377.json', 161);
    const logged = g.logged[0]!;
    expect(logged.type).toBe('buy_shares');
    const t = new Tapper(w);
    const corp = String((logged.shares as string[])[0]).replace(/_\d+$/, '');
    let r = await tapOn(t, g.actor, threadPanel(w, g.threadId)!, new RegExp(`^Buy a ${corp} share from the`));
    // whatever the turn still offers after the purchase ends with one press
    while (activePlayers(await stored(g.gameId)).some((p) => String(p) === String(logged.entity)) && t.taps < 3) {
      r = await tapOn(t, g.actor, answerMessage(r), /^Pass$|^Done/);
    }
    const after = await stored(g.gameId);
    expect(after.log[161]).toMatchObject({ type: 'buy_shares', shares: logged.shares });
    expect(activePlayers(after).map(String)).not.toContain(String(logged.entity));
    if (process.env.PANEL_TAPS) console.log(`taps: ${t.taps}`);
    expect(t.taps).toBeLessThanOrEqual(3);
  }, 120_000);

  it('18Chesapeake: starts a corporation (par) in corporation, price', async () => {
    const g = await importAt('18chesapeake-14377.json', 161);
    const t = new Tapper(w);
    let r = await tapOn(t, g.actor, threadPanel(w, g.threadId)!, /^C&O$/);
    expect(r.content).toMatch(/Start a corporation \(par\) — C&O/);
    r = await tapOn(t, g.actor, answerMessage(r), /^\$\d+$/);
    expect(r.content).toMatch(/^✅ /);
    while (activePlayers(await stored(g.gameId)).some((p) => String(p) === String(activePlayers(g.partial)[0])) && t.taps < 3) {
      r = await tapOn(t, g.actor, answerMessage(r), /^Pass$|^Done/);
    }
    const after = await stored(g.gameId);
    expect(after.log[161]).toMatchObject({ type: 'par', corporation: 'C&O' });
    if (process.env.PANEL_TAPS) console.log(`taps: ${t.taps}`);
    expect(t.taps).toBeLessThanOrEqual(3);
  }, 120_000);
});

describe('a press is checked', () => {
  it('refuses a player who is not seated, a player the panel is not for, and an out-of-date panel, privately, storing nothing', async () => {
    const g = await importAt('18chesapeake-14377.json', 189);
    const panel = threadPanel(w, g.threadId)!;
    const run = panelComps(panel).find((c) => /^Run for \$\d+ and withhold$/.test(c.label ?? ''))!;
    const before = (await stored(g.gameId)).log.length;
    const t = new Tapper(w);
    const stranger = await t.press('zed', panel.id, run);
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toMatch(/You are not in this game/);
    const other = Object.values(USERS).find((u) => u !== g.actor && u !== 'dan')!;
    const notYours = await t.press(other, panel.id, run);
    expect(notYours.ephemeral).toBe(true);
    expect(notYours.content).toMatch(/These buttons are .+'s, not yours/);
    expect((await stored(g.gameId)).log.length).toBe(before);
    // the owner pays out from the panel; the same panel's other button is then out of date
    const pay = panelComps(panel).find((c) => /^Run for \$\d+ and pay out$/.test(c.label ?? ''))!;
    const done = await t.press(g.actor, panel.id, pay);
    expect(done.content).toMatch(/^✅ .*runs/);
    expect((await stored(g.gameId)).log.slice(before).map((a) => a.type)).toEqual(['run_routes', 'dividend']);
    const stale = await t.press(g.actor, panel.id, run);
    expect(stale.ephemeral).toBe(true);
    expect(stale.content).toMatch(/^This panel is out of date: the game has moved on\. Your move: choose below\./);
    expect(panelComps(stale).length).toBeGreaterThan(0);
    expect((await stored(g.gameId)).log.length).toBe(before + 2);
  }, 120_000);
});
