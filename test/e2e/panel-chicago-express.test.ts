// A whole Chicago Express game through components only — no slash command: auctions by the bid buttons
// under the thread message (the title's own panel while an auction runs), every turn (put a share up for
// auction, build, develop, pass) through the turn panel; dividends are paid by the engine and told in the
// thread. The policy is deterministic: auction shares of three companies to sell them out (the end),
// else develop, else build, else pass; in an auction bid the minimum when nobody has, raise by 2 once in
// an initial auction for a player holding nothing, else pass. Taps are counted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures after every move are most of the run time and are not what this test is about: the first
// messages have them, then they are switched off (test/e2e/chicago-express.test.ts checks them).
vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
// (the pictures drawn are posted as blank PNGs of their size: test/helpers/cheap-png.ts)
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { pictures } from '../helpers/picture-switch.ts';
import { activePlayers, legalActions, type LoadedGame } from '../../src/engine/game.ts';
import { minimumBid, type CxState } from '../../src/engine/titles/chicago-express/state.ts';
import { parseCustomId } from '../../src/bot/customId.ts';
import type { LocalWorld } from '../../src/local/world.ts';
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

const USERS = ['alice', 'bob', 'carol'];
const SELL_OUT = ['NYC', 'B&O', 'PRR'];

describe('Chicago Express through panels and auction buttons only', () => {
  it('three users play to the end without a slash command, counting taps', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'chicago-express', seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const thread = await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`)), 20_000);
    for (const u of ['bob', 'carol']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const first = await w.sim.waitFor(() => w.sim.messages(thread.id).find((m) => m.attachments.length > 0), 15_000);
    expect(first.attachments.some((a) => a.filename.endsWith('.png'))).toBe(true);
    pictures.on = false;

    const game = async () => (await w.bot.ctx.games.load(gameId)).game! as LoadedGame & { state: CxState };
    const nameOf = (id: string) => USERS.find((u) => w.user(u) === id)!;
    const t = new Tapper(w);
    const moves = new Map<string, { moves: number; taps: number; most: number }>();
    const count = (type: string, taps: number) => {
      const m = moves.get(type) ?? { moves: 0, taps: 0, most: 0 };
      moves.set(type, { moves: m.moves + 1, taps: m.taps + taps, most: Math.max(m.most, taps) });
    };

    for (let step = 0; step < 1500; step++) {
      const g = await game();
      if (g.def.finished(g.state)) break;
      const actor = activePlayers(g)[0]!;
      const user = nameOf(String(actor));
      const a = g.state.phase === 'auction' ? g.state.auction : null;
      if (a) {
        const seat = a.toAct;
        const holdsNothing = (Object.values(g.state.shares) as number[][]).every((s) => s[seat] === 0);
        const min = legalActions(g, actor).find((c) => c.action.type === 'bid')?.action.price as number | undefined;
        let label = 'Pass';
        if (a.highBidder === null && min !== undefined) label = 'Bid min';
        else if (holdsNothing && a.highBidder !== seat && min !== undefined && a.highBid < minimumBid(g.state, a.corporation) + 3 && a.kind === 'initial') label = '+2';
        // the newest thread message's auction buttons, made at this log length
        const message = await w.sim.waitFor(
          () => [...w.sim.messages(thread.id)].reverse().find((m) => compsOf(m).some((c) => parseCustomId(c.custom_id)?.prefix === 'cxa' && parseCustomId(c.custom_id)!.args[1] === String(g.log.length))),
          15_000,
        );
        t.noteMessage(message);
        const b = compsOf(message).find((c) => c.label?.startsWith(label))!;
        expect(b, `${label} on ${compsOf(message).map((c) => c.label).join(', ')}`).toBeDefined();
        await t.press(user, message.id, b);
        expect((await game()).log.length).toBe(g.log.length + 1);
        count(label === 'Pass' ? 'auction pass' : 'bid', 1);
        continue;
      }
      let type = '';
      const taps = await playPanelMove(w, t, thread.id, game, nameOf, (_, entries) => {
        const auctionable = entries.flat().filter((x) => x.type === 'start_auction').map((x) => String(x.corporation));
        const target = SELL_OUT.find((id) => auctionable.includes(id));
        const n = target ? preferTypes(entries, ['start_auction']) : preferTypes(entries, ['develop', 'build', 'pass']);
        type = target ? 'start_auction' : entries[n]![0]!.type;
        return { entry: n, want: target ? (x) => x.type === 'start_auction' && x.corporation === target : () => true };
      });
      count(type, taps);
    }

    const end = await game();
    const summary = JSON.stringify(Object.fromEntries(moves));
    expect(end.def.finished(end.state), summary).toBe(true);
    for (const type of ['start_auction', 'bid', 'auction pass', 'build', 'develop']) expect(moves.get(type)?.moves ?? 0, `${type}: ${summary}`).toBeGreaterThan(0);
    // a turn at most 3 taps (a build: company, then its hexes; an auction: the company), a bid one
    for (const type of ['start_auction', 'build', 'develop', 'pass']) expect(moves.get(type)?.most ?? 0, `${type}: ${summary}`).toBeLessThanOrEqual(3);
    const text = await w.sim.waitFor(() => {
      const all = w.sim.messages(thread.id).map((m) => m.content).join('\n');
      return /🏁 Game over/.test(all) ? all : undefined;
    }, 15_000);
    expect(text).toMatch(/dividend/i);
    // what the panels showed (thread messages pressed on, private answers, labels) names no engine action or city id
    expect(t.seen.length).toBeGreaterThan(100);
    expect(t.seen.filter((s) => ENGINE_WORDS.test(s))).toEqual([]);
    console.log(`Chicago Express through panels: ${t.taps} taps, ${end.log.length} actions; ${summary}`);
  }, 300_000);
});
