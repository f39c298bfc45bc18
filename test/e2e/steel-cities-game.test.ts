// A complete 1871 Steel Cities game (on the shared 18xx engine) through the stand-in and the real bot, by three
// users: every sealed auction by bid sheet — carol and dave in their DMs, erin (DMs closed) in the thread, by the
// sheet's button or /bid — every lay by the 18xx /tile (hex, tile and rotation from its autocomplete lists), the
// rest by /move (the engine's legal moves, as its autocomplete offers them) or /pass, to the end of the game. The
// driver's policy is deterministic: bid the first price on a share of the items, start and buy majors, lay the
// first tile offered, place tokens, run and pay out, buy trains only when the operator must (minors that buy every
// train leave their owners in debt, and a debtor starts no major).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are checked here only for being posted (by name): the first map, market and status, and the finished
// game's. Each is drawn, but posted as a blank PNG of its size (test/helpers/cheap-png.ts); in between they are
// switched off (nothing reads them; drawing them after every round was a quarter of this test's time).
// test/e2e/images.test.ts and test/render check pixels.
vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { pictures } from '../helpers/picture-switch.ts';
import { activePlayers } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import { click, dmSheet, pickAnywhere } from './sealed-helpers.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const USERS = ['carol', 'dave', 'erin'];

describe('1871 Steel Cities: a whole game through the bot', () => {
  it('three users play to the end; sealed rounds by DM, one player with closed DMs', async () => {
    w.sim.setDmRefused(w.user('erin'));
    const lobby = await slash(w, 'carol', 'game', 'new', { title: '1871-steel-cities', seat_order: 'joined' });
    expect(lobby.embeds[0]!.title).toMatch(/provisional/);
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const thread = await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`)), 20_000);
    for (const u of ['dave', 'erin']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });

    const nameOf = (id: string) => USERS.find((u) => w.user(u) === id)!;
    const live = async () => w.bot.ctx.games.load(gameId);
    const ok = (r: InteractionResult, what: string) => {
      const text = [r.content, ...r.followUps.map((f) => f.content)].join(' ');
      expect(text, what).toMatch(/^(✅|🔒)/);
    };
    const auto = async (user: string, command: string, focused: string, options: Record<string, string> = {}) => {
      // (an autocomplete answer has no follow-ups to wait for)
      const list = await w.sim.autocomplete({ user: w.user(user), channel: thread.id, command, options, focused, value: '', settleMs: 0 });
      expect(list.length, `/${command} ${focused}`).toBeGreaterThan(0);
      expect(list[0].value, `/${command} ${focused}: ${list[0].name}`).not.toBe('-');
      return list as { name: string; value: string }[];
    };

    const seen = { dmSheets: 0, threadSheets: 0, bidCommands: 0, reveals: 0, lays: 0, runs: 0, trains: 0, pars: 0, buys: 0, passes: 0, routes: 0, moves: 0 };
    let erinUsesBid = false;
    // sheets and notices are sent after the action that opened the auction was answered: wait for a new one
    const used = new Set<string>();
    const fresh = <T extends { id: string }>(find: () => T | undefined) =>
      w.sim.waitFor(() => {
        const m = find();
        return m && !used.has(m.id) ? m : undefined;
      }, 15_000);
    const PREFER = ['par', 'buy_shares', 'lay_tile', 'place_token', 'run_routes', 'dividend'];
    /** The kinds of picture the thread has had (status pages are status-1, status-2, …). */
    const posted = () => new Set(w.sim.messages(thread.id).flatMap((m) => m.attachments.map((a) => /-(map|market|status|chart)(-\d+)?\.png$/.exec(a.filename)?.[1] ?? '')));
    pictures.atEnd = true;
    for (let step = 0; step < 3000; step++) {
      const g = (await live()).game!;
      if (g.def.finished(g.state)) break;
      if (pictures.on && ['map', 'market', 'status'].every((kind) => posted().has(kind))) pictures.on = false;
      const open = viewGame(g, null).sheet;
      if (open) {
        const waiting = open.bidders.filter((p) => !open.submitted.some((x) => String(x) === String(p)));
        const user = nameOf(String(waiting[0]!));
        const sheet = viewGame(g, waiting[0]!).sheet!;
        const k = open.bidders.indexOf(w.user(user));
        // this bidder's share of the items: every third one (by bidder), at its first price
        const mine = sheet.items.filter((_, j) => j % open.bidders.length === k).slice(0, 2);
        if (user === 'erin') {
          expect(dmSheet(w, 'erin')).toBeUndefined();
          if (erinUsesBid && mine.length) {
            // /bid company price sets one bid in her draft and shows her sheet; its Submit hands it in
            const r = await slash(w, 'erin', 'bid', undefined, { company: mine[0]!.id, price: mine[0]!.prices[0]! }, thread.id);
            expect(r.content).toMatch(/^✏️ Your draft now bids/);
            await click(w, 'erin', r.message!, /^Submit/);
            expect(w.sim.message(r.message!.id)!.content).toMatch(/^✅ Submitted/);
            seen.bidCommands++;
          } else {
            const notice = await fresh(() => w.sim.messages(thread.id).filter((m) => /Sealed bids are open/.test(m.content)).at(-1));
            used.add(notice.id);
            expect(notice.content).toContain(`<@${w.user('erin')}>: I could not DM you`);
            const opened = await click(w, 'erin', notice, /Open my bid sheet/);
            expect(opened.ephemeral).toBe(true);
            for (const item of mine) await pickAnywhere(w, 'erin', opened.message!.id, `${item.name}: ${item.prices[0]}`);
            await click(w, 'erin', w.sim.message(opened.message!.id)!, /^Submit$/);
            seen.threadSheets++;
          }
          erinUsesBid = !erinUsesBid;
        } else {
          const dm = await fresh(() => dmSheet(w, user));
          used.add(dm.id);
          for (const item of mine) await pickAnywhere(w, user, dm!.id, `${item.name}: ${item.prices[0]}`);
          await click(w, user, w.sim.message(dm!.id)!, /^Submit$/);
          seen.dmSheets++;
        }
        const after = viewGame((await live()).game!, null);
        if (after.sheet?.round !== open.round) seen.reveals++;
        else expect(after.sheet.submitted.map(String)).toContain(w.user(user));
        continue;
      }

      const actor = String(activePlayers(g)[0]);
      const user = nameOf(actor);
      const legal = g.def.legalActions(g.state, actor);
      const state = g.state as GameState;
      // trains: a major buys from the bank; a minor only when it must (no pass offered)
      const fromBank = (train: unknown) => state.trains.find((t) => t.id === train)?.owner === 'depot';
      const major = state.corps.find((c) => c.sym === legal[0]?.action.entity)?.type === 'major';
      const order = [...PREFER, ...(major ? ['buy_train', 'pass'] : ['pass', 'buy_train'])];
      const pick = order.map((t) => legal.find((c) => c.action.type === t && (t !== 'buy_train' || fromBank(c.action.train)))).find(Boolean) ?? legal[0]!;
      const type = pick.action.type;
      if (type === 'lay_tile') {
        const hex = (await auto(user, 'tile', 'hex'))[0]!.value;
        const tile = (await auto(user, 'tile', 'tile', { hex }))[0]!.value;
        const rotation = (await auto(user, 'tile', 'rotation', { hex, tile }))[0]!.value;
        ok(await slash(w, user, 'tile', undefined, { hex, tile, rotation }, thread.id), `/tile ${hex} ${tile} ${rotation}`);
        seen.lays++;
        continue;
      }
      if (type === 'run_routes' && seen.routes < 3) {
        // /routes says what the operator's trains would run for, the operator by name
        const r = await slash(w, user, 'routes', undefined, {}, thread.id);
        const opWords = g.def.entityName!(g.def.view(g.state, null), String(pick.action.entity));
        expect(r.content).toContain(opWords);
        seen.routes++;
      }
      if (type === 'pass' && legal.every((c) => c.action.type !== 'pass' || c === pick)) {
        ok(await slash(w, user, 'pass', undefined, {}, thread.id), `pass (${pick.label})`);
        seen.passes++;
        continue;
      }
      // /move with the move's words, as its autocomplete offers them
      const offered = await auto(user, 'move', 'action');
      const value = offered.find((o) => o.name === pick.label.slice(0, 100))?.value ?? (pick.label.length <= 100 ? pick.label : `#${legal.indexOf(pick)}@${g.log.length}`);
      ok(await slash(w, user, 'move', undefined, { action: value }, thread.id), `/move ${pick.label}`);
      seen.moves++;
      if (type === 'par') seen.pars++;
      else if (type === 'buy_shares') seen.buys++;
      else if (type === 'dividend') seen.runs++;
      else if (type === 'buy_train') seen.trains++;
      else if (type === 'pass') seen.passes++;
    }

    const end = (await live()).game!;
    expect(end.def.finished(end.state), JSON.stringify(seen)).toBe(true);
    expect(end.def.endReason(end.state), JSON.stringify(seen)).toBeTruthy();
    expect(seen.dmSheets).toBeGreaterThan(0);
    expect(seen.threadSheets).toBeGreaterThan(0);
    expect(seen.bidCommands).toBeGreaterThan(0);
    expect(seen.reveals).toBeGreaterThan(1);
    for (const k of ['lays', 'runs', 'trains', 'pars', 'moves'] as const) expect(seen[k], `${k}: ${JSON.stringify(seen)}`).toBeGreaterThan(0);
    // nobody but a DM-able bidder got a sheet by DM; the thread saw every reveal and the end
    expect(w.sim.dmMessages(w.user('erin'))).toEqual([]);
    await w.sim.waitFor(() => w.sim.messages(thread.id).find((m) => /🏁 Game over/.test(m.content)), 15_000);
    const text = w.sim.messages(thread.id).map((m) => m.content).join('\n');
    expect(text.match(/Sealed bids revealed/g)!.length).toBe(seen.reveals);
    // the status may come in pages (status-1, status-2, … when it does not fit one phone-sized picture)
    for (const kind of ['map', 'market', 'status', 'chart']) expect(posted().has(kind), kind).toBe(true);
    // the finished game's pictures came with its last message: the whole map, the market, the status and the chart
    const last = w.sim.messages(thread.id).filter((m) => m.attachments.length).at(-1)!;
    expect(new Set(last.attachments.map((a) => /-(map|market|status|chart)(-\d+)?\.png$/.exec(a.filename)?.[1])), last.content).toEqual(new Set(['map', 'market', 'status', 'chart']));
    const status = await slash(w, 'dave', 'game', 'status', {}, thread.id);
    expect(status.content).toMatch(/From the published rules: the sealed auctions.*Provisional \(modelled on 1822, not the real game\)/);
  }, 600_000);
});
