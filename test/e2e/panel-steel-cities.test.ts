// A whole 1871 Steel Cities game (on the shared 18xx engine) through components only — no slash command: every
// sealed round by bid sheets (carol and dave in their DMs, erin with closed DMs by the thread's Open my bid sheet
// button), every stock turn and operating step (lays, tokens, runs, trains) through the shared 18xx turn panel under
// the thread message that mentions the player. The policy is deterministic: bid the first price on a share of the
// items; start a major, buy shares, lay, place tokens, run and pay out, buy trains, else pass. Taps are counted;
// everything posted (thread, DMs, private answers, labels) is scanned for ids and engine names (words-scan.ts); no
// sheet's bids reach the thread, the public view or the export, or another bidder, before the reveal.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures after every move are most of the run time and are not what this test is about: the first
// messages have them, then they are switched off (test/e2e/steel-cities-game.test.ts checks them).
vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
// The panel's close-ups (a lay's hex and rotations, a token's cities) are drawn, but posted as blank PNGs of
// their size: encoding them is most of their cost (test/bot/panel-steel-cities.test.ts and phone-fit look at them).
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { pictures } from '../helpers/picture-switch.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';
import { click, dmSheet, pick } from './sealed-helpers.ts';
import { compsOf, Tapper } from './panel-helpers.ts';
import { playPanelMove, preferTypes } from './panel-play.ts';
import { buttonId, slash, startWorld } from './world.ts';

/** Engine action names and city ids ("57-1-0") a player must never read (as test/e2e/panel-games.test.ts). */
const ENGINE_WORDS = /\b(lay_tile|place_token|run_routes|buy_train|buy_shares|sell_shares|buy_company|discard_train|sealed_bids|start_auction|payoff_loan)\b|\b[0-9A-Z]+-\d+-\d+\b/;

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const USERS = ['carol', 'dave', 'erin'];
const PREFERENCE = ['par', 'buy_shares', 'lay_tile', 'place_token', 'run_routes', 'dividend', 'buy_train', 'pass'];


describe('1871 Steel Cities through panels and bid sheets only', () => {
  it('three users play to the end without a slash command, counting taps', async () => {
    w.sim.setDmRefused(w.user('erin'));
    const lobby = await slash(w, 'carol', 'game', 'new', { title: '1871-steel-cities', seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const thread = await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`)), 20_000);
    for (const u of ['dave', 'erin']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });

    const first = await w.sim.waitFor(() => w.sim.messages(thread.id).find((m) => m.attachments.length > 0), 15_000);
    expect(first.attachments.some((a) => a.filename.endsWith('.png'))).toBe(true);
    // the game's start tells players which numbers are the published rules' and which are provisional
    expect(w.sim.messages(thread.id).find((m) => /has started/.test(m.content))?.content).toMatch(/From the published rules: the sealed auctions.*Provisional \(modelled on 1822, not the real game\)/);
    pictures.on = false;

    const game = async () => (await w.bot.ctx.games.load(gameId)).game!;
    const nameOf = (id: string) => USERS.find((u) => w.user(u) === id)!;
    const t = new Tapper(w);
    const moves = new Map<string, { moves: number; taps: number; most: number }>();
    const count = (type: string, taps: number) => {
      const m = moves.get(type) ?? { moves: 0, taps: 0, most: 0 };
      moves.set(type, { moves: m.moves + 1, taps: m.taps + taps, most: Math.max(m.most, taps) });
    };
    const used = new Set<string>();
    const fresh = <T extends { id: string }>(find: () => T | undefined) =>
      w.sim.waitFor(() => {
        const m = find();
        return m && !used.has(m.id) ? m : undefined;
      }, 15_000);
    let sheets = 0;
    let reveals = 0;
    const publicText = async () => {
      const g = await game();
      return [JSON.stringify(viewGame(g, null).state), JSON.stringify(viewGame(g, null).envelope), ...w.sim.messages(thread.id).map((m) => m.content)].join('\n');
    };

    for (let step = 0; step < 3000; step++) {
      const g = await game();
      if (g.def.finished(g.state)) break;
      if (g.def.finished(g.state)) break;
      const open = viewGame(g, null).sheet;
      if (open) {
        // the next bidder whose sheet is missing: their share of the items at the first price, then Submit
        const bidder = open.bidders.find((p) => !open.submitted.some((s) => String(s) === String(p)))!;
        const user = nameOf(String(bidder));
        const sheet = viewGame(g, bidder).sheet!;
        const k = open.bidders.indexOf(bidder);
        const mine = sheet.items.filter((_, j) => j % open.bidders.length === k).slice(0, 2);
        const before = t.taps;
        let messageId: string;
        if (user === 'erin') {
          const notice = await fresh(() => w.sim.messages(thread.id).filter((m) => /Sealed bids are open/.test(m.content)).at(-1));
          used.add(notice.id);
          t.taps++;
          messageId = (await click(w, 'erin', notice, /Open my bid sheet/)).message!.id;
        } else {
          const dm = await fresh(() => dmSheet(w, user));
          used.add(dm.id);
          messageId = dm.id;
        }
        for (const item of mine) {
          t.taps++;
          await pick(w, user, w.sim.message(messageId)!, `${item.name}: ${item.prices[0]}`);
        }
        t.taps++;
        await click(w, user, w.sim.message(messageId)!, /^Submit$/);
        const after = await game();
        if (viewGame(after, null).sheet?.round === open.round) {
          // the round is still open: the sheet is the bidder's alone (not in the public view, the export or the thread)
          const bids = viewGame(after, bidder).sheet!.bids;
          expect(Object.keys(bids).length).toBe(mine.length);
          if (mine.length) expect(await publicText()).not.toContain(JSON.stringify(bids));
          for (const other of open.bidders.filter((p) => String(p) !== String(bidder))) expect(viewGame(after, other).sheet!.bids).not.toEqual(bids);
        } else reveals++;
        const taps = t.taps - before;
        expect(taps, 'a sheet: one tap per bid plus Submit (plus opening it from the thread)').toBeLessThanOrEqual(mine.length + 1 + (user === 'erin' ? 1 : 0));
        count('sealed sheet', taps);
        sheets++;
        continue;
      }
      let type = '';
      const taps = await playPanelMove(w, t, thread.id, game, nameOf, (g, entries) => {
        // trains from the bank (another player's company's train needs its owner's consent)
        const fromOthers = (a: Action) => a.type === 'buy_train' && (g.state as GameState).trains.find((x) => x.id === a.train)?.owner !== 'depot';
        const n = preferTypes(entries, PREFERENCE, fromOthers);
        type = entries[n]![0]!.type;
        return { entry: n, want: (a) => !fromOthers(a) };
      });
      count(type, taps);
    }

    const end = await game();
    const summary = JSON.stringify(Object.fromEntries(moves));
    expect(end.def.finished(end.state), summary).toBe(true);
    // the kinds of move the game had happened through the panel
    for (const type of ['lay_tile', 'buy_train', 'pass', 'sealed sheet']) expect(moves.get(type)?.moves ?? 0, `${type}: ${summary}`).toBeGreaterThan(0);
    // a stock move at most 3 taps; an operating step at most 4 (a lay: hex, tile, rotation)
    for (const type of ['par', 'buy_shares', 'pass', 'run_routes', 'dividend', 'buy_train']) expect(moves.get(type)?.most ?? 0, `${type}: ${summary}`).toBeLessThanOrEqual(3);
    for (const type of ['lay_tile', 'place_token']) expect(moves.get(type)?.most ?? 0, `${type}: ${summary}`).toBeLessThanOrEqual(4);
    expect(sheets).toBeGreaterThan(2);
    expect(reveals, summary).toBeGreaterThan(2);
    expect(w.sim.messages(thread.id).filter((m) => /Sealed bids revealed/.test(m.content)).length).toBe(reveals);
    expect(w.sim.dmMessages(w.user('erin'))).toEqual([]);
    // what the panels showed (thread messages pressed on, private answers, labels) names no engine action or city id
    expect(t.seen.length).toBeGreaterThan(100);
    expect(t.seen.filter((s) => ENGINE_WORDS.test(s))).toEqual([]);
    // everything posted (thread, DMs, private answers, labels, options) scanned for ids and engine names
    const book = wordsBook(end);
    for (const a of end.log) {
      book.actionTypes.add(a.type);
      if (typeof a.round === 'string') book.rounds.add(a.round);
    }
    for (const type of ['lay_tile', 'place_token', 'buy_train', 'buy_shares', 'sell_shares', 'payoff_loan', 'sealed_bids']) book.actionTypes.add(type);
    const texts = (m: { content: string; embeds: unknown[]; components: any[] }) => [m.content, ...m.embeds.map((e) => JSON.stringify(e)), ...compsOf(m).flatMap((c) => [c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).map((o) => o.label)])];
    const posted = [
      ...w.sim.messages(thread.id).flatMap((m) => texts(m).map((text) => ({ where: `thread ${m.id}`, text }))),
      ...USERS.flatMap((u) => w.sim.dmMessages(w.user(u)).flatMap((m) => texts(m).map((text) => ({ where: `DM to ${u}`, text })))),
      ...t.seen.map((text) => ({ where: 'a panel or its answer', text })),
    ];
    // (each distinct text once: most panels and lines recur)
    const distinct = [...new Map(posted.map((p) => [p.text, p])).values()];
    const found = distinct.flatMap(({ where, text }) => {
      const bad = scanWords(text, book);
      return bad.length ? [`${where}: ${bad.join('; ')}\n    ${text.split('\n').filter((l) => scanWords(l, book).length).join('\n    ')}`] : [];
    });
    expect(posted.length).toBeGreaterThan(1000);
    expect([...new Set(found)].slice(0, 20), `${found.length} texts with ids or engine names`).toEqual([]);
    console.log(`1871 through panels: ${t.taps} taps, ${end.log.length} actions; ${summary}`);
  }, 600_000);
});
