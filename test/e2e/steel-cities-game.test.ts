// A complete 1871 Steel Cities game through the stand-in and the real bot, by three users: every sealed
// auction by bid sheet — carol and dave in their DMs, erin (DMs closed) in the thread, by the sheet's
// button or /bid — and every other move by /steel (choices taken from its autocomplete lists, which list
// the engine's legal moves) or /pass, to the end of the game. The driver's policy is deterministic:
// bid the first price on a share of the items, start and buy majors, lay the first tile offered, place
// tokens, pay out, buy trains.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are checked here only for being posted (by name, at the end): each is still drawn, but posted
// as a blank PNG of its size (test/helpers/cheap-png.ts); test/e2e/images.test.ts and test/render check pixels.
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { activePlayers } from '../../src/engine/game.ts';
import { bidSheet } from '../../src/engine/titles/1871-steel-cities/sheet.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import { operatingFor } from '../../src/engine/titles/1871-steel-cities/offers.ts';
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
    const auto = async (user: string, subcommand: string, focused: string, options: Record<string, string> = {}) => {
      // (an autocomplete answer has no follow-ups to wait for)
      const list = await w.sim.autocomplete({ user: w.user(user), channel: thread.id, command: 'steel', subcommand, options, focused, value: '', settleMs: 0 });
      expect(list.length, `/steel ${subcommand} ${focused}`).toBeGreaterThan(0);
      expect(list[0].value, `/steel ${subcommand} ${focused}: ${list[0].name}`).not.toBe('-');
      return list as { name: string; value: string }[];
    };
    const steel = async (user: string, subcommand: string, options: Record<string, string> = {}) => {
      const r = await slash(w, user, 'steel', subcommand, options, thread.id);
      ok(r, `/steel ${subcommand} ${JSON.stringify(options)}`);
    };

    const seen = { dmSheets: 0, threadSheets: 0, bidCommands: 0, reveals: 0, lays: 0, privateLays: 0, tokens: 0, runs: 0, trains: 0, pars: 0, buys: 0, passes: 0, routes: 0 };
    let erinUsesBid = false;
    // sheets and notices are sent after the action that opened the auction was answered: wait for a new one
    const used = new Set<string>();
    const fresh = <T extends { id: string }>(find: () => T | undefined) =>
      w.sim.waitFor(() => {
        const m = find();
        return m && !used.has(m.id) ? m : undefined;
      }, 15_000);
    for (let step = 0; step < 3000; step++) {
      const g = (await live()).game!;
      const s = g.state as SteelState;
      if (g.def.finished(s)) break;
      if (s.open) {
        const sheetOf = (user: string) => bidSheet(s, w.user(user))!;
        const waiting = s.open.bidders.filter((p) => !(p in s.open!.sheets));
        const user = nameOf(waiting[0]!);
        const sheet = sheetOf(user);
        const k = s.open.bidders.indexOf(w.user(user));
        // this bidder's share of the items: every third one (by bidder), at its first price
        const mine = sheet.items.filter((_, j) => j % s.open!.bidders.length === k).slice(0, 2);
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
        const after = (await live()).game!.state as SteelState;
        if (after.reveals > s.reveals) seen.reveals++;
        else expect(Object.keys(after.open!.sheets)).toContain(w.user(user));
        continue;
      }

      const actor = String(activePlayers(g)[0]);
      const user = nameOf(actor);
      const types = new Set(g.def.legalActions(s, actor).map((c) => c.action.type));
      const now = operatingFor(s, actor);
      if (!now) {
        // a stock turn: start a major, else buy a share, else pass
        if (types.has('par')) {
          await steel(user, 'par', { major: (await auto(user, 'par', 'major'))[0]!.value });
          seen.pars++;
        } else if (types.has('buy_shares')) {
          await steel(user, 'buy', { share: (await auto(user, 'buy', 'share'))[0]!.value });
          seen.buys++;
        } else {
          ok(await slash(w, user, 'pass', undefined, {}, thread.id), 'pass');
          seen.passes++;
        }
        continue;
      }
      const turn = s.round.kind === 'operating' ? s.round.turn : null;
      if (now.step === 'track' && types.has('lay_tile') && turn!.lays.length === 0) {
        const hex = (await auto(user, 'lay', 'hex'))[0]!.value;
        const tiles = await auto(user, 'lay', 'tile', { hex });
        // a private's ability when the owner has one (its tiles are listed with "@P…")
        const tile = (tiles.find((t) => t.value.includes('@')) ?? tiles[0]!).value;
        const rotation = (await auto(user, 'lay', 'rotation', { hex, tile }))[0]!.value;
        await steel(user, 'lay', { hex, tile, rotation });
        if (tile.includes('@')) seen.privateLays++;
        else seen.lays++;
      } else if (now.step === 'token' && types.has('place_token')) {
        await steel(user, 'token', { city: (await auto(user, 'token', 'city'))[0]!.value });
        seen.tokens++;
      } else if (now.step === 'run') {
        if (seen.routes < 3) {
          const r = await slash(w, user, 'steel', 'routes', {}, thread.id);
          // the operator by name (a minor) or symbol (a major), never its id alone
          const opWords = g.def.entityName!(g.def.view(g.state, null), now.op);
          expect(r.content).toMatch(new RegExp(`^\\*\\*${opWords.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}\\*\\* runs for \\*\\*\\$\\d+\\*\\*`));
          seen.routes++;
        }
        if (seen.runs < 5) {
          const kinds = await auto(user, 'run', 'kind');
          expect(kinds.map((k) => k.value).sort()).toEqual(['payout', 'withhold']);
        }
        await steel(user, 'run', { kind: 'payout' });
        seen.runs++;
      } else if (now.step === 'train' && types.has('buy_train')) {
        await steel(user, 'train', { train: (await auto(user, 'train', 'train'))[0]!.value });
        seen.trains++;
      } else {
        ok(await slash(w, user, 'pass', undefined, {}, thread.id), `pass (${now.op} ${now.step})`);
        seen.passes++;
      }
    }

    const end = (await live()).game!;
    expect(end.def.finished(end.state), JSON.stringify(seen)).toBe(true);
    expect(['bank_broken', 'stock_market', 'no_moves_left']).toContain(end.def.endReason(end.state));
    expect(seen.dmSheets).toBeGreaterThan(0);
    expect(seen.threadSheets).toBeGreaterThan(0);
    expect(seen.bidCommands).toBeGreaterThan(0);
    expect(seen.reveals).toBeGreaterThan(1);
    for (const k of ['lays', 'runs', 'trains', 'pars'] as const) expect(seen[k], k).toBeGreaterThan(0);
    // nobody but a DM-able bidder got a sheet by DM; the thread saw every reveal and the end
    expect(w.sim.dmMessages(w.user('erin'))).toEqual([]);
    await w.sim.waitFor(() => w.sim.messages(thread.id).find((m) => /🏁 Game over/.test(m.content)), 15_000);
    const text = w.sim.messages(thread.id).map((m) => m.content).join('\n');
    expect(text.match(/Sealed bids revealed/g)!.length).toBe(seen.reveals);
    const pictures = w.sim.messages(thread.id).flatMap((m) => m.attachments.map((a) => a.filename));
    // the status may come in pages (status-1, status-2, … when it does not fit one phone-sized picture)
    for (const kind of ['map', 'market', 'status']) expect(pictures.some((f) => new RegExp(`-${kind}(-\\d+)?\\.png$`).test(f)), kind).toBe(true);
    const status = await slash(w, 'dave', 'game', 'status', {}, thread.id);
    expect(status.content).toMatch(/From the published rules: the sealed auctions.*Provisional \(modelled on 1822, not the real game\)/);
  }, 600_000);
});
