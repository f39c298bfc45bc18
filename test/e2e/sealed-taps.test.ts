// A real 1871 Steel Cities bid sheet (the first round: 3 privates and 4 minors, six prices each) takes at
// most one tap per item plus Submit: every item is on the sheet's one page (items share a select), a pick
// changes only the bidder's draft and posts nothing in the thread, and Submit hands the sheet in. A bidder
// without DMs opens the sheet from the thread's newest message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewGame } from '../../src/engine/view.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { button, click, dmSheet, pick, selects } from './sealed-helpers.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('a sealed sheet in taps', () => {
  it('one tap per item plus Submit, by DM and in the thread; drafts post nothing', async () => {
    w.sim.setDmRefused(w.user('erin'));
    const lobby = await slash(w, 'carol', 'game', 'new', { title: '1871-steel-cities', seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const thread = await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`)), 20_000);
    for (const u of ['dave', 'erin']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const game = async () => (await w.bot.ctx.games.load(gameId)).game!;
    const items = viewGame(await game(), w.user('carol')).sheet!.items;
    expect(items.length).toBe(7);
    const threadCount = () => w.sim.messages(thread.id).length;

    // carol, by DM: a price on every item (the highest, each item's last option), then Submit
    const dm = await w.sim.waitFor(() => dmSheet(w, 'carol'), 15_000);
    expect(button(dm.components, /Next/)).toBeUndefined();
    expect(selects(dm.components).length).toBe(3);
    const before = threadCount();
    let taps = 0;
    for (const item of items) {
      await pick(w, 'carol', w.sim.message(dm.id)!, `${item.name}: ${item.prices.at(-1)}`);
      taps++;
      expect(threadCount()).toBe(before);
    }
    expect(w.sim.message(dm.id)!.content).toContain(`Your draft: ${items.map((x) => `${x.name} **${x.prices.at(-1)}**`).join(' · ')}`);
    expect(viewGame(await game(), w.user('carol')).sheet!.submitted).toEqual([]);
    await click(w, 'carol', w.sim.message(dm.id)!, /^Submit$/);
    taps++;
    expect(taps).toBeLessThanOrEqual(items.length + 1);
    const mine = viewGame(await game(), w.user('carol')).sheet!;
    expect(mine.bids).toEqual(Object.fromEntries(items.map((x) => [x.id, x.prices.at(-1)])));
    const posted = w.sim.messages(thread.id).slice(before).map((m) => m.content);
    expect(posted.length).toBe(1);
    expect(posted[0]).toMatch(/\*\*carol\*\*: hands in a bid sheet/);

    // erin (DMs closed) opens the sheet from the thread's newest message (one tap), bids on two items and
    // submits: 4 taps. Every message of the open round carries the button, not only the round's first notice.
    const newest = w.sim.messages(thread.id).at(-1)!;
    expect(newest.content).toMatch(/\*\*carol\*\*: hands in a bid sheet/);
    const opened = await click(w, 'erin', newest, /Open my bid sheet/);
    taps = 1;
    const sheetId = opened.message!.id;
    expect(button(opened.components, /Next/)).toBeUndefined();
    const erinBefore = threadCount();
    for (const item of [items[1]!, items[5]!]) {
      await pick(w, 'erin', w.sim.message(sheetId)!, `${item.name}: ${item.prices[2]}`);
      taps++;
    }
    expect(threadCount()).toBe(erinBefore);
    await click(w, 'erin', w.sim.message(sheetId)!, /^Submit$/);
    taps++;
    expect(taps).toBe(4);
    expect(viewGame(await game(), w.user('erin')).sheet!.bids).toEqual({ [items[1]!.id]: items[1]!.prices[2], [items[5]!.id]: items[5]!.prices[2] });
  }, 60_000);
});
