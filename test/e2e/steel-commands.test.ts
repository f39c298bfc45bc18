// /steel through the stand-in: the lists say why they are empty, refusals say what to do instead, the
// lay list explains the lay rule, and another title's game is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from './world.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('/steel', () => {
  let threadId = '';
  let gameId = '';
  const state = async () => (await w.bot.ctx.games.load(gameId)).game!.state as SteelState;
  const auto = (user: string, subcommand: string, focused: string, options: Record<string, string> = {}, value = '') =>
    w.sim.autocomplete({ user: w.user(user), channel: threadId, command: 'steel', subcommand, options, focused, value });

  it('sets up: stock round 1 by /bid (ann M1, ben M4, cid P1 and C1), everyone passes the stock turns', async () => {
    const lobby = await slash(w, 'ann', 'game', 'new', { title: '1871-steel-cities', seat_order: 'joined' });
    gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`)), 20_000)).id;
    for (const u of ['ben', 'cid']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('ann'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    expect((await auto('ann', 'lay', 'hex'))[0]!.name).toBe('(No tile lay possible now: a sealed auction is open — use your bid sheet)');
    // /bid sets one bid in the bidder's draft; the sheet it answers with hands it in with Submit
    const bid = async (user: string, company: string, price: number) => {
      const set = await slash(w, user, 'bid', undefined, { company, price }, threadId);
      await w.sim.clickButton({ user: w.user(user), messageId: set.message!.id, customId: buttonId(set, 'Submit') });
    };
    await bid('ann', 'M1', 100);
    await bid('ben', 'M4', 100);
    await bid('cid', 'P1', 10);
    for (const u of ['ann', 'ben', 'cid']) await bid(u, 'C1', u === 'cid' ? 100 : 120);
    // the stock turns: everybody passes
    for (let s = await state(); s.round.kind === 'stock'; s = await state()) {
      const actor = s.track[s.round.turn % s.track.length]!;
      const user = ['ann', 'ben', 'cid'].find((u) => w.user(u) === actor)!;
      expect((await slash(w, user, 'pass', undefined, {}, threadId)).content).toMatch(/^✅/);
    }
    expect((await state()).round).toMatchObject({ kind: 'operating', turn: { order: ['M1', 'M4'], step: 'track' } });
  });

  it('lists only the operator\'s moves; others hear whose turn it is', async () => {
    expect((await auto('ben', 'lay', 'hex'))[0]!.name).toMatch(/^\(Not your turn — waiting on ann\)/);
    const hexes = await auto('ann', 'lay', 'hex');
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes.every((h) => /^[A-J]\d+/.test(h.value))).toBe(true);
    const tiles = await auto('ann', 'lay', 'tile', { hex: hexes[0]!.value });
    expect(tiles.length).toBeGreaterThan(0);
    const rotations = await auto('ann', 'lay', 'rotation', { hex: hexes[0]!.value, tile: tiles[0]!.value });
    expect(rotations[0]!.name).toMatch(/^rotation 1 of \d: track to [SNEW–]+/);
    expect((await auto('ann', 'token', 'city'))[0]!.name).toBe('(No token to place now: Allegheny Valley is at its track step)');
    const now = await slash(w, 'ann', 'steel', 'now', {}, threadId);
    expect(now.ephemeral).toBe(true);
    expect(now.content).toMatch(/^Allegheny Valley is at its track step: use \/steel lay to lay track, or \/pass to end the step\.\nAllegheny Valley lays one tile \(or upgrade\) this turn \(phase I, provisional 1822 rule\)\.\n\d+ tile lays? possible/);
    // the moves are counted in words, never by the engine's action names
    const book = wordsBook((await w.bot.ctx.games.load(gameId)).game!);
    for (const type of ['lay_tile', 'place_token', 'buy_train', 'payoff_loan', 'pass']) book.actionTypes.add(type);
    expect(now.content).toMatch(/\nMoves now: \d+ tile lays?, pass\.$/);
    expect(scanWords(now.content, book)).toEqual([]);
  });

  it('refuses what does not fit, saying what would', async () => {
    const wrongStep = await slash(w, 'ann', 'steel', 'train', { train: 'H3' }, threadId);
    expect(wrongStep.content).toMatch(/No train to buy now\. Allegheny Valley is at its track step: use \/steel lay/);
    const hexes = await auto('ann', 'lay', 'hex');
    const badTile = await slash(w, 'ann', 'steel', 'lay', { hex: hexes[0]!.value, tile: '999' }, threadId);
    expect(badTile.content).toMatch(new RegExp(`Tile "999" does not fit ${hexes[0]!.value} now; it takes `));
    const nowhere = await slash(w, 'ann', 'steel', 'lay', { hex: 'A1', tile: '7' }, threadId);
    expect(nowhere.content).toMatch(/You cannot lay a tile on A1 now/);
    const notYours = await slash(w, 'ben', 'steel', 'lay', { hex: hexes[0]!.value, tile: '7' }, threadId);
    expect(notYours.content).not.toMatch(/^✅/);
  });

  it('a lay through /steel is played and shown with a close-up', async () => {
    const hex = (await auto('ann', 'lay', 'hex'))[0]!.value;
    const tile = (await auto('ann', 'lay', 'tile', { hex }))[0]!.value;
    const rotation = (await auto('ann', 'lay', 'rotation', { hex, tile }))[0]!.value;
    const r = await slash(w, 'ann', 'steel', 'lay', { hex, tile, rotation }, threadId);
    expect(r.content).toMatch(/^✅/);
    const s = await state();
    expect(s.map.hexes[hex]!.tile.split('-')[0]).toBe(tile);
    const post = await w.sim.waitFor(() => w.sim.messages(threadId).find((m) => m.attachments.some((a) => a.filename.endsWith('-map-closeup.png'))), 15_000);
    expect(post).toBeDefined();
    // a minor lays one tile: on to its trains, listed by /steel train
    const trains = await auto('ann', 'train', 'train');
    expect(trains.map((t) => t.value)).toEqual(['H3']);
  });

  it('is refused in another title\'s game', async () => {
    const lobby = await slash(w, 'ann', 'game', 'new', { title: 'tiny-rails' });
    const other = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const thread = (await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${other}`)), 20_000)).id;
    await w.sim.clickButton({ user: w.user('ben'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('ann'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const r = await slash(w, 'ann', 'steel', 'now', {}, thread);
    expect(r.content).toMatch(/^\/steel is for 1871 Steel Cities games; this game is Tiny Rails/);
  });
});
