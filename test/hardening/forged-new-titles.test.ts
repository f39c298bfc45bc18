// The components of the titles added since the first hardening (1871's bid sheets and its thread's "Open my bid
// sheet", the shared turn panel of 1822 with its bid-box price menus and of 1889) pressed with forged custom ids:
// every number in an id (game, log length, seat, page, path step, menu row, menu value) spelled another way that
// Number() reads the same ("1.0", "0x1", "+1", "1e0", " 1", "01", "1 "), a copy in another server, another
// player's private panel. Each is refused privately and changes nothing.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { dmSheet } from '../e2e/sealed-helpers.ts';
import { answerMessage, compsOf, panelComps, threadPanel, type Comp } from '../e2e/panel-helpers.ts';
import { buttonId, importAndSeat, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** `n` (canonical) written the other ways Number() reads as n. */
const spellings = (n: number) => [`${n}.0`, `0x${n.toString(16)}`, `+${n}`, `${n}e0`, ` ${n}`, `0${n}`, `${n} `];
/** A path "0.2" with one step spelled otherwise. */
const pathSpellings = (path: string) => path.split('.').flatMap((step, k, all) => [`0${step}`, `+${step}`].map((s) => all.with(k, s).join('.')));

/** Every copy of `customId` with one of its numbers (after prefix and verb) spelled another way. */
function respelled(customId: string): string[] {
  const [prefix, verb, ...args] = customId.split(':');
  // (the turn panel's 4th argument is a path of steps, "1" or "0.2": "1.0" is another path, not another spelling)
  const isPath = (k: number) => prefix === 'pnl' && k === 3;
  return args.flatMap((arg, k) => {
    const forms = isPath(k) ? pathSpellings(arg) : /^\d+$/.test(arg) ? spellings(Number(arg)) : [];
    return forms.map((form) => [prefix, verb, ...args.with(k, form)].join(':'));
  });
}

/** A select option's value spelled otherwise ("3" → "03", "+3", "3.0"; "0.2" → "00.2", "0.+2", "0.2.0"). */
const valueSpellings = (value: string) => [...(/^\d+$/.test(value) ? [`0${value}`, `+${value}`, `${value}.0`] : []), ...(/^\d+\.\d+$/.test(value) ? [...pathSpellings(value), `${value}.0`] : [])];

/** A copy of a component posted by the bot in `channel`, pressed by `user` (a select picks `value`). */
async function pressCopy(user: string, channel: string, customId: string, value?: string) {
  const component = value === undefined ? { type: 2, style: 1, label: 'Go', custom_id: customId } : { type: 3, custom_id: customId, options: [{ label: value, value }] };
  const m = w.sim.postMessage({ user: w.sim.botUserId, channel, content: 'copy', components: [{ type: 1, components: [component] }] });
  const r = value === undefined ? await w.sim.clickButton({ user: w.user(user), messageId: m.id, customId }) : await w.sim.selectMenu({ user: w.user(user), messageId: m.id, customId, values: [value] });
  // (a press acknowledged as an update of the copy answers in its follow-ups)
  const said = [...(r.ephemeral ? [r] : []), ...r.followUps];
  return { text: said.map((x) => x.content).join('\n'), ephemeral: said.length > 0 && said.every((x) => x.ephemeral), components: said.flatMap((x) => compsOf(x)), copy: w.sim.message(m.id)! };
}

const REFUSED = /This button is not one I know|That option is not one I know|does not belong to any game|This bid sheet is closed/;
const stored = async (gameId: string) => (await w.store.loadLive(gameId, 0))!.actions.length;

/** Presses every respelled copy of `ids` (select ids with their own `values` and those respelled) as `user` in `channel`: all refused, nothing shown. */
async function allRefused(user: string, channel: string, comps: Comp[]) {
  let presses = 0;
  for (const c of comps) {
    const value = c.type === 3 ? c.options!.find((o) => /^[\d.]+$/.test(o.value))?.value : undefined;
    const forged: [string, string | undefined][] = [
      ...respelled(c.custom_id).map((id): [string, string | undefined] => [id, value]),
      ...(value === undefined ? [] : valueSpellings(value).map((v): [string, string | undefined] => [c.custom_id, v])),
    ];
    for (const [id, v] of forged) {
      const r = await pressCopy(user, channel, id, v);
      expect(r.text, `${id} ${v ?? ''}`).toMatch(REFUSED);
      expect(r.ephemeral, id).toBe(true);
      expect(r.components, `${id} ${v ?? ''}: nothing to press shown`).toEqual([]);
      expect(r.copy.content).toBe('copy');
      presses++;
    }
  }
  return presses;
}

describe('forged custom ids on the new titles’ components', () => {
  it('1871: the thread’s Open my bid sheet and the sheet’s menus and buttons', async () => {
    const lobby = await slash(w, 'carol', 'game', 'new', { title: '1871-steel-cities', seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    for (const u of ['dave', 'erin']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const thread = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))!.id;
    const sheet = await w.sim.waitFor(() => dmSheet(w, 'dave'), 15_000);
    const before = sheet.content;
    const threadBefore = () => w.sim.messages(thread).map((m) => m.content).filter((c) => c !== 'copy');
    const said = threadBefore();
    const open = await w.sim.waitFor(() => w.sim.messages(thread).flatMap((m) => compsOf(m)).find((c) => c.label === 'Open my bid sheet'), 15_000);
    const comps = [open, ...compsOf(sheet)];
    // (a one-page sheet has no page buttons: one made like those of a longer sheet, from the Submit button's id)
    const [, , gid, tag, page, , owner] = comps.find((c) => c.custom_id.startsWith('sb:send:'))!.custom_id.split(':');
    comps.push({ type: 2, custom_id: ['sb', 'page', gid, tag, page, owner].join(':') });
    expect(comps.map((c) => c.custom_id.split(':').slice(0, 2).join(':'))).toEqual(expect.arrayContaining(['sb:open', 'sb:pick', 'sb:page', 'sb:send']));

    const presses = await allRefused('dave', thread, comps);
    expect(presses).toBeGreaterThan(40);
    expect(await stored(gameId)).toBe(0);
    expect(w.sim.message(sheet.id)!.content).toBe(before);
    expect(threadBefore()).toEqual(said);

    // dave's sheet ids copied and pressed by erin, also a bidder: not hers, nothing changed
    for (const c of comps.filter((x) => !x.custom_id.startsWith('sb:open'))) {
      const r = await pressCopy('erin', thread, c.custom_id, c.type === 3 ? c.options![1]!.value : undefined);
      expect(r.text, c.custom_id).toMatch(/This bid sheet was made for another player, not for you\. Nothing was changed\./);
      expect(r.components).toEqual([]);
    }
    expect(await stored(gameId)).toBe(0);
    expect(w.sim.message(sheet.id)!.content).toBe(before);

    // the real one still works: dave's own sheet, privately
    const openMessage = w.sim.messages(thread).find((m) => compsOf(m).some((c) => c.custom_id === open.custom_id))!;
    const mine = await w.sim.clickButton({ user: w.user('dave'), messageId: openMessage.id, customId: open.custom_id });
    expect(mine.ephemeral).toBe(true);
    expect(mine.content).toMatch(/Sealed bids/);
    // and opens no sheet for someone not seated
    const stranger = await w.sim.clickButton({ user: w.user('mallory'), messageId: openMessage.id, customId: open.custom_id });
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toMatch(/You are not seated in this game, so you have no bid sheet/);
    expect(compsOf(stranger)).toEqual([]);
  }, 120_000);

  it('1822: the turn panel, its bid-box price menu, another player’s private panel, another server', async () => {
    // 1822MRS 2227 cut where Player 1 (erin) bids in the stock round's bid boxes
    const full = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-2227.json`, 'utf8')) as GameLog;
    const cut = toEnvelope(replay({ ...full, actions: full.actions.slice(0, 90) }));
    const { gameId, threadId } = await importAndSeat(w, cut, 'forged-1822', { 'Player 0': 'dave', 'Player 1': 'erin', 'Player 2': 'fay' });
    const count = await stored(gameId);
    const panel = threadPanel(w, threadId)!;
    const top = panelComps(panel);
    expect(top.length).toBeGreaterThan(0);
    // erin opens the bid-box menu: her private panel, whose price menu is the next question
    const bidBox = top.find((c) => c.type === 3)!;
    const opened = await w.sim.selectMenu({ user: w.user('erin'), messageId: panel.id, customId: bidBox.custom_id, values: [bidBox.options![0]!.value] });
    const privatePanel = panelComps(answerMessage(opened));
    expect(privatePanel.some((c) => c.type === 3)).toBe(true);

    const presses = await allRefused('erin', threadId, [...top, ...privatePanel]);
    expect(presses).toBeGreaterThan(30);
    expect(await stored(gameId)).toBe(count);

    // erin's private panel pressed (as a copy) by fay, also seated: not hers
    for (const c of privatePanel) {
      const r = await pressCopy('fay', threadId, c.custom_id, c.type === 3 ? c.options![0]!.value : undefined);
      expect(r.text).toMatch(/These buttons are erin's, not yours/);
      expect(r.components).toEqual([]);
    }
    // the same ids in another server, pressed by erin who is a member there too
    const other = w.sim.createGuild({ name: 'Other 1822' });
    const otherChannel = w.sim.createTextChannel(other.id, 'x');
    w.sim.addMember(other.id, w.user('erin'), { manageGuild: true });
    for (const c of [...top, ...privatePanel]) {
      const r = await pressCopy('erin', otherChannel.id, c.custom_id, c.type === 3 ? c.options![0]!.value : undefined);
      expect(r.text).toMatch(/belongs to a game in another channel or server/);
    }
    expect(await stored(gameId)).toBe(count);
  }, 180_000);

  it('1889: the turn panel of an imported game', async () => {
    const full = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1889-962.json`, 'utf8')) as GameLog;
    const cut = toEnvelope(replay({ ...full, actions: full.actions.slice(0, 120) }));
    const users = ['gus', 'hal', 'ivy', 'jo'];
    const { gameId, threadId } = await importAndSeat(w, cut, 'forged-1889', Object.fromEntries(full.players.map((p, k) => [p.name, users[k]!])));
    const count = await stored(gameId);
    const panel = threadPanel(w, threadId)!;
    const owner = users.find((u) => panel.content.includes(w.user(u)) || panel.content.includes(u))!;
    expect(owner).toBeDefined();
    const presses = await allRefused(owner, threadId, panelComps(panel));
    expect(presses).toBeGreaterThan(10);
    expect(await stored(gameId)).toBe(count);
  }, 120_000);
});
