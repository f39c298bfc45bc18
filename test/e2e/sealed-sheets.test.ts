// Sealed bid sheets end to end (Tiny Rails `sealed_lots`): DMs, a player with closed DMs bidding in
// the thread, editing and re-submitting, /bid, the reveal, stale sheets, the export after the reveal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { botReminderSource } from '../../src/bot/services/reminders.ts';
import { discordReminderSender } from '../../src/jobs/discord-sender.ts';
import { sweepReminders } from '../../src/jobs/reminder-sweep.ts';
import { button, click, dmSheet, pickAnywhere, selects } from './sealed-helpers.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const threadText = (id: string) => w.sim.messages(id).map((m) => m.content).join('\n---\n');

describe('sealed bid sheets', () => {
  let threadId = '';
  let gameId = '';
  let carolSheet = '';
  let erinSheet = '';

  it('sends every bidder a sheet by DM; a closed DM gets a button in the thread', async () => {
    w.sim.setDmRefused(w.user('erin'));
    const lobby = await slash(w, 'carol', 'game', 'new', { title: 'tiny-rails', variant: 'sealed_lots', seat_order: 'joined' });
    gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name === `Tiny Rails #${gameId}`), 20_000)).id;
    for (const u of ['dave', 'erin']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });

    for (const u of ['carol', 'dave']) {
      const sheet = dmSheet(w, u)!;
      expect(sheet.content).toMatch(/Sealed bids — Tiny Rails #\d+\*\* · page 1\/3/);
      expect(sheet.components.length).toBeLessThanOrEqual(5);
      for (const menu of selects(sheet.components)) {
        expect(menu.options.length).toBeLessThanOrEqual(25);
        expect(menu.options[0].label).toMatch(/no bid$/);
      }
      expect(button(sheet.components, /^Submit$/)).toBeDefined();
    }
    expect(dmSheet(w, 'erin')).toBeUndefined();
    const notice = w.sim.messages(threadId).find((m) => /Sealed bids are open/.test(m.content))!;
    expect(notice.content).toContain(`<@${w.user('erin')}>: I could not DM you`);
    expect(button(notice.components, /Open my bid sheet/)).toBeDefined();
    expect(threadText(threadId)).toMatch(/Waiting on <@\d+>, <@\d+>, <@\d+>/);
  });

  it('edits a draft across pages and submits it; the thread shows who, not what', async () => {
    const sheetId = dmSheet(w, 'carol')!.id;
    carolSheet = sheetId;
    await pickAnywhere(w, 'carol', sheetId, 'First move: 7');
    await pickAnywhere(w, 'carol', sheetId, 'Lot 1: 117');
    const drafted = await pickAnywhere(w, 'carol', sheetId, 'Lot 2: 129');
    expect(drafted.content).toMatch(/Your draft: First move \*\*7\*\* · Lot 1 \*\*117\*\* · Lot 2 \*\*129\*\*/);
    expect(drafted.content).toMatch(/Not submitted yet/);
    expect(threadText(threadId)).not.toMatch(/hands in a bid sheet/);
    const sent = await click(w, 'carol', drafted, /^Submit$/);
    expect(sent.callbackType).toBe(6);
    const after = w.sim.message(sheetId)!;
    expect(after.content).toMatch(/✅ Submitted\./);
    expect(after.content).toMatch(/Your submitted sheet: First move \*\*7\*\* · Lot 1 \*\*117\*\* · Lot 2 \*\*129\*\*/);
    expect(threadText(threadId)).toMatch(/\*\*carol\*\*: hands in a bid sheet/);
    expect(threadText(threadId)).toMatch(/Sealed bids in: 1\/3/);
    // Change Lot 2 and submit again: the sheet is replaced.
    const changed = await pickAnywhere(w, 'carol', sheetId, 'Lot 2: 120');
    expect(changed.content).toMatch(/Changed since you submitted/);
    await click(w, 'carol', changed, /Submit again/);
    expect(threadText(threadId)).toMatch(/\*\*carol\*\*: hands in a new bid sheet/);
    expect(threadText(threadId)).toMatch(/Sealed bids in: 1\/3/);
  });

  it('the reminder sweep nudges the players whose sheet is missing, by DM', async () => {
    const report = await sweepReminders({
      source: botReminderSource(w.store, w.bot.ctx.games),
      sender: discordReminderSender(w.bot.client),
      clock: () => new Date(Date.now() + 13 * 3600_000),
    });
    const sent = report.sent.map((s) => `${s.userId} ${s.channel}`).sort();
    expect(sent).toEqual([`${w.user('dave')} dm`, `${w.user('erin')} dm-fallback-thread`].sort());
    expect(w.sim.dmMessages(w.user('dave')).at(-1)!.content).toMatch(/Tiny Rails #\d+\*\* has been waiting on you for 1[23]h.*: the game needs you to place your sealed bids/);
    const last = w.sim.messages(threadId).at(-1)!.content;
    expect(last).toContain(`<@${w.user('erin')}>`);
    expect(last).toMatch(/to place your sealed bids/);
    expect(last).not.toContain(`<@${w.user('carol')}>`);
  });

  it('a player with closed DMs opens the sheet privately in the thread', async () => {
    const notice = w.sim.messages(threadId).find((m) => /Sealed bids are open/.test(m.content))!;
    const stranger = await click(w, 'frank', notice, /Open my bid sheet/);
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toMatch(/not seated/);
    const opened = await click(w, 'erin', notice, /Open my bid sheet/);
    expect(opened.ephemeral).toBe(true);
    expect(opened.message!.channelId).toBe(threadId);
    const id = opened.message!.id;
    erinSheet = id;
    await pickAnywhere(w, 'erin', id, 'First move: 9');
    await pickAnywhere(w, 'erin', id, 'Lot 2: 110');
    const sheet = await pickAnywhere(w, 'erin', id, 'Lot 3: 125');
    await click(w, 'erin', sheet, /^Submit$/);
    expect(w.sim.message(id)!.content).toMatch(/✅ Submitted/);
    expect(threadText(threadId)).toMatch(/\*\*erin\*\*: hands in a bid sheet/);
    expect(threadText(threadId)).not.toMatch(/\b(117|120|110|125)\b/);
  });

  it('/bid opens the sheet, or sets one bid in the draft and posts nothing; only Submit hands it in; the last sheet reveals everything', async () => {
    const open = await slash(w, 'dave', 'bid', undefined, {}, threadId);
    expect(open.ephemeral).toBe(true);
    expect(selects(open.components).length).toBeGreaterThan(0);
    const items = await w.sim.autocomplete({ user: w.user('dave'), channel: threadId, command: 'bid', options: {}, focused: 'company', value: 'lot' });
    expect(items.map((c) => c.value)).toEqual(['lot-1', 'lot-2', 'lot-3', 'lot-4', 'lot-5']);
    const bad = await slash(w, 'dave', 'bid', undefined, { company: 'lot-1', price: 5 }, threadId);
    expect(bad.content).toMatch(/Lot 1: the possible bids are 101, 102/);
    const stranger = await slash(w, 'frank', 'bid', undefined, { company: 'lot-1', price: 117 }, threadId);
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toMatch(/^You are not in this game/);
    const bare = await slash(w, 'frank', 'bid', undefined, {}, threadId);
    expect(bare.content).toMatch(/^You are not in this game/);

    // Three /bid: each sets one item of the same draft (0 takes a bid off); the thread hears nothing.
    const posted = w.sim.messages(threadId).length;
    const one = await slash(w, 'dave', 'bid', undefined, { company: 'lot-1', price: 117 }, threadId);
    expect(one.ephemeral).toBe(true);
    expect(one.content).toMatch(/^✏️ Your draft now bids \*\*117\*\* on Lot 1; nothing is handed in until you press \*\*Submit\*\* below\./);
    expect(one.content).toMatch(/Your draft: Lot 1 \*\*117\*\*\n❌ Not submitted yet/);
    expect(button(one.components, /^Submit$/)).toBeDefined();
    const two = await slash(w, 'dave', 'bid', undefined, { company: 'Lot 4', price: 110 }, threadId);
    expect(two.content).toMatch(/Your draft: Lot 1 \*\*117\*\* · Lot 4 \*\*110\*\*/);
    const three = await slash(w, 'dave', 'bid', undefined, { company: 'lot-4', price: 0 }, threadId);
    expect(three.content).toMatch(/^✏️ Your draft now has no bid on Lot 4/);
    expect(three.content).toMatch(/Your draft: Lot 1 \*\*117\*\*\n/);
    expect(w.sim.messages(threadId).length).toBe(posted);
    expect((await w.bot.ctx.games.load(gameId)).game!.log.filter((a) => a.entity === w.user('dave'))).toEqual([]);

    // dave's DM sheet still shows the empty draft: its Submit shows the draft as it is now first.
    const dm = dmSheet(w, 'dave')!;
    const stale = await click(w, 'dave', dm, /^Submit$/);
    expect(stale.callbackType).toBe(6); // acknowledged at once, then the sheet message is edited
    expect(w.sim.message(dm.id)!.content).toMatch(/^⚠️ Your draft was changed elsewhere[\s\S]*Your draft: Lot 1 \*\*117\*\*\n/);
    expect(w.sim.messages(threadId).length).toBe(posted);

    const r = await click(w, 'dave', one.message!, /^Submit$/);
    expect(r.callbackType).toBe(6);
    expect(w.sim.message(one.message!.id)!.content).toMatch(/^✅ Submitted\. Yours was the last sheet/);
    const reveal = w.sim.messages(threadId).find((m) => /Sealed bids revealed/.test(m.content))!;
    expect(reveal.attachments).toHaveLength(1);
    expect(reveal.attachments[0]!.filename).toMatch(/sealed-bids\.png$/);
    expect(reveal.attachments[0]!.bytes.subarray(1, 4).toString()).toBe('PNG');
    const lines = reveal.content.split('\n');
    // each item: the winner, their bid, the price paid and why (the sheets: carol First move 7, Lot 1 117, Lot 2 120;
    // dave Lot 1 117; erin First move 9, Lot 2 110, Lot 3 125)
    expect(lines).toContain('• **First move** → erin: bid $9, pays $9 (the highest bid, paid in full)');
    expect(lines).toContain('• **Lot 1** → carol: bid $117, pays $117 (tied with dave, ahead of them in the bidding order, pays the tied amount; the bidding order is now dave, erin, carol)');
    expect(lines).toContain("• **Lot 2** → carol: bid $120, pays $110 (the second-highest eligible bid (erin's $110))");
    expect(lines).toContain('• **Lot 3** → erin: bid $125, pays $101 (the only eligible bid pays the first price ($101))');
    expect(lines).toContain('• **Lot 4**: unsold (no bids)');
    // Lots 4 and 5 went unsold: a second sealed round opens at once, with new sheets.
    const notices = w.sim.messages(threadId).filter((m) => /Sealed bids are open/.test(m.content));
    expect(notices.map((m) => m.content.split(' — ')[1]!.slice(0, 7))).toEqual(['6 items', '2 items']);
    expect(notices[1]!.content).toContain(`<@${w.user('erin')}>: I could not DM you`);
    expect(threadText(threadId)).not.toContain(`Your move, <@${w.user('erin')}>`);
  });

  it('a sheet from the revealed round is refused; the export shows that round and hides the open one', async () => {
    // The DM sheet of the revealed round lost its menus; an ephemeral one (erin's) cannot be edited, so a click is refused.
    const old = w.sim.message(carolSheet)!;
    expect(old.components).toEqual([]);
    expect(old.content).toMatch(/Your submitted sheet: First move \*\*7\*\* · Lot 1 \*\*117\*\* · Lot 2 \*\*120\*\*\n[\s\S]*\n🔓 Revealed in <#\d+>: this sheet is closed\.$/);
    const stale = await click(w, 'erin', w.sim.message(erinSheet)!, /Submit again/);
    expect([stale.content, ...stale.followUps.map((m) => m.content)].join(' ')).toMatch(/bid sheet is closed/);
    const sheet = dmSheet(w, 'carol')!;
    expect(sheet.id).not.toBe(carolSheet);
    expect(selects(sheet.components).map((m) => m.placeholder)).toEqual(['Lot 4 (Lot): 101–124', 'Lot 4 (Lot): 125–130', 'Lot 5 (Lot): 101–124', 'Lot 5 (Lot): 125–130']);
    await pickAnywhere(w, 'carol', sheet.id, 'Lot 4: 105');
    await click(w, 'carol', w.sim.message(sheet.id)!, /^Submit$/);
    const exp = await slash(w, 'dave', 'game', 'export', {}, threadId);
    const log = JSON.parse(exp.attachments[0]!.bytes.toString('utf8')) as GameLog;
    const sheets = log.actions.filter((a) => a.type === 'sealed_bids');
    expect(sheets.length).toBe(5);
    expect(sheets[3]).toMatchObject({ round: 'start', bids: { 'lot-1': 117 } });
    expect(sheets[4]).toEqual({ type: 'sealed_bids', entity: w.user('carol'), id: sheets[4]!.id, sealed: true });
  });

  it('the second round reveals when its last sheet is in; then play starts', async () => {
    const notice = w.sim.messages(threadId).filter((m) => /Sealed bids are open/.test(m.content)).at(-1)!;
    const opened = await click(w, 'erin', notice, /Open my bid sheet/);
    await click(w, 'erin', opened.message!, /^Submit$/); // no bids
    const r = await slash(w, 'dave', 'bid', undefined, { company: 'lot-5', price: 130 }, threadId);
    expect(r.content).toMatch(/^✏️ Your draft now bids \*\*130\*\* on Lot 5/);
    expect(w.sim.messages(threadId).filter((m) => /Sealed bids revealed/.test(m.content)).length).toBe(1);
    await click(w, 'dave', r.message!, /^Submit$/);
    expect(w.sim.message(r.message!.id)!.content).toMatch(/Yours was the last sheet/);
    const reveal = w.sim.messages(threadId).filter((m) => /Sealed bids revealed/.test(m.content)).at(-1)!;
    expect(reveal.content.split('\n').slice(1)).toEqual(['• **Lot 4** → carol: bid $105, pays $101 (the only eligible bid pays the first price ($101))', '• **Lot 5** → dave: bid $130, pays $101 (the only eligible bid pays the first price ($101))']);
    expect(threadText(threadId)).toContain(`Your move, <@${w.user('erin')}>`);
    const exp = await slash(w, 'erin', 'game', 'export', {}, threadId);
    const log = JSON.parse(exp.attachments[0]!.bytes.toString('utf8')) as GameLog;
    expect(log.actions.some((a) => a.sealed)).toBe(false);
    const move = await slash(w, 'erin', 'move', undefined, { action: 'Add 3' }, threadId);
    expect(move.content).toMatch(/✅ Add 3/);
  });
});
