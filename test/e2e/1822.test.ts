// 1822 in Discord: a lobby starts it (its scenarios and 18xx.games' optional rules as variants, named by their
// titles; players told it is new here), and a real 18xx.games export imports and continues through the turn panel,
// in pounds.
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// pictures are drawn but posted as blank PNGs of their size (test/helpers/cheap-png.ts)
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { readFileSync } from 'node:fs';
import type { LocalWorld } from '../../src/local/world.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { activePlayers, replay } from '../../src/engine/game.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { answerMessage, panelComps, Tapper, tapOn, threadPanel } from './panel-helpers.ts';
import { buttonId, importAndSeat, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
}, 180_000);
afterAll(async () => {
  await w?.stop();
});

const read = (file: string) => JSON.parse(readFileSync(`${FIXTURES_NEXT}/${file}`, 'utf8')) as GameLog;

describe('1822 from /game new', () => {
  it('autocomplete offers its scenarios and optional rules', async () => {
    const choices = await w.sim.autocomplete({ user: w.user('alice'), channel: w.channelId, command: 'game', subcommand: 'new', options: { title: '1822' }, focused: 'variant', value: '' });
    const values = choices.map((c) => (c as { value: string }).value);
    expect(values).toEqual(expect.arrayContaining(['mrs', 'nrs', 'plus_expansion', 'advanced']));
  });

  it('starts 1822MRS with the Advanced rule: the lobby names both and says 1822 is new here; the game opens its bid boxes in £', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: '1822', variant: 'mrs+advanced', seat_order: 'joined' });
    const lobbyText = JSON.stringify(lobby.embeds);
    expect(lobbyText).toContain('Variant: 1822MRS + Advanced');
    expect(lobbyText).toMatch(/1822 \(new here: checked against 18xx\.games partway\)/);
    const gameId = /game #(\d+)/.exec(lobbyText)![1]!;
    for (const u of ['bob', 'carol']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const loaded = await w.bot.ctx.games.load(gameId, { fresh: true });
    expect(loaded.game!.envelopeTitle).toBe('1822MRS');
    expect(loaded.game!.settings.optional_rules).toEqual(['advanced']);
    const threadId = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))!.id;
    const start = (await w.sim.waitFor(() => w.sim.messages(threadId).find((m) => m.content.includes('has started'))))!.content;
    expect(start).toContain('new here');
    expect(start).toMatch(/£\d/);
    expect(start).not.toMatch(/\$\d/);
    expect(panelComps(threadPanel(w, threadId)!).map((c) => c.placeholder)).toContain('Bid on a minor, concession or private');
  }, 120_000);
});

describe('1822 imported from 18xx.games', () => {
  it.each([
    ['1822mrs-2227.json', 'mrs-2227'],
    ['1822-hs_lxemeslq_30797.json', 'hs-30797-whole'],
  ])('%s imports whole and is over, with 18xx.games’ result in £', async (file, id) => {
    const log = read(file);
    const bytes = Buffer.from(JSON.stringify({ ...log, id }));
    const reply = await slash(w, 'alice', 'game', 'import', { file: { filename: `${id}.json`, bytes } });
    expect(reply.content).toMatch(/Imported game #\d+, which is already over/);
    expect(reply.content).toContain('ended by the players');
    for (const [pid, worth] of Object.entries(log.result!)) expect(reply.content).toContain(`${log.players.find((p) => String(p.id) === pid)!.name} £${worth}`);
  }, 120_000);

  it('1822MRS 2227 cut before its second-to-last operating turns continues in Discord: a turn through the panel', async () => {
    // cut after the LNWR's last turn of its operating round: the stock round opens with Player 1 to bid
    const full = read('1822mrs-2227.json');
    const cut = { ...full, actions: full.actions.slice(0, 90), result: undefined, game_end_reason: null, status: 'active' };
    const { threadId } = await importAndSeat(w, cut, 'mrs-2227-cut', { 'Player 0': 'dave', 'Player 1': 'erin', 'Player 2': 'fay' });
    const t = new Tapper(w);
    const panel = threadPanel(w, threadId)!;
    expect(panel.content).toContain('erin');
    const opened = await tapOn(t, 'erin', panel, /^Minor /);
    const question = answerMessage(opened);
    const first = panelComps(question).find((c) => c.type === 3)!.options![0]!.label;
    expect(first).toMatch(/£\d+/);
    const before = w.sim.messages(threadId).length;
    await tapOn(t, 'erin', question, (l) => l === first);
    const posted = await w.sim.waitFor(() => w.sim.messages(threadId).slice(before).find((m) => /bids £\d+/.test(m.content)));
    expect(posted!.content).toMatch(/erin bids £\d+ for /);

    // /bid: the bid boxes by name (never M19, C1, P1), any price in steps of £5 over the lowest
    const choices = (await w.sim.autocomplete({ user: w.user('erin'), channel: threadId, command: 'bid', options: {}, focused: 'company', value: '' })) as { name: string; value: string }[];
    expect(choices.length).toBeGreaterThan(3);
    for (const c of choices) expect(c.name).not.toMatch(/^[MCP]\d+$/);
    const minor = choices.find((c) => c.name.startsWith('Minor '))!;
    const r = await w.sim.slash({ user: w.user('erin'), channel: threadId, command: 'bid', options: { company: minor.value, price: 135 } });
    expect(r.content).toMatch(/^✅/);
    const off = await w.sim.slash({ user: w.user('erin'), channel: threadId, command: 'bid', options: { company: 'Nowhere Railway', price: 100 } });
    expect(off.content).toMatch(/Up for bidding: .*concession/);
    expect(off.content).not.toMatch(/\b[MC]\d+\b/);
  }, 120_000);

  it('a 7-player 1822 game (hs_lxemeslq_30797) imported before a minor’s lay: the lay through the panel, its rotations drawn in place and numbered', async () => {
    const full = read('1822-hs_lxemeslq_30797.json');
    // before its first lay (minor 18's, on I42)
    const at = full.actions.findIndex((a) => a.type === 'lay_tile');
    const lay = full.actions[at]!;
    const cut = { ...full, actions: full.actions.slice(0, at), result: undefined, game_end_reason: null, status: 'active' };
    const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'fay', 'gus'];
    const users = Object.fromEntries(full.players.map((p, i) => [p.name, names[i]!]));
    const mover = names[full.players.findIndex((p) => String(p.id) === String(activePlayers(replay(cut))[0]))]!;
    const { gameId, threadId } = await importAndSeat(w, cut, 'hs-30797', users);
    const panel = threadPanel(w, threadId)!;
    expect(panel.content).toContain(`Your move, <@${w.user(mover)}>`);
    const t = new Tapper(w);
    const tile = String(lay.tile).replace(/-\d+$/, '');
    const offered = (on: { components: any[] }, label: string) => panelComps(on).some((c) => c.label === label || c.options?.some((o) => o.label.startsWith(label)));
    let m: { id: string; components: any[] } = panel;
    // the hex is asked (with its close-up) when the minor may lay on several; else its tiles are offered at once
    if (offered(m, String(lay.hex))) {
      const hex = await tapOn(t, mover, m, new RegExp(`^${String(lay.hex)}\\b`));
      expect(hex.attachments.map((a) => a.filename)).toContain(`hex-${String(lay.hex)}.png`);
      m = answerMessage(hex);
    }
    const r = await tapOn(t, mover, m, new RegExp(`^Tile ${tile}$`));
    // every rotation drawn in place on the hex, numbered
    expect(r.attachments.map((a) => a.filename)).toContain(`lay-${String(lay.hex)}.png`);
    m = answerMessage(r);
    await tapOn(t, mover, m, /^1$/);
    const after = await w.bot.ctx.games.load(gameId, { fresh: true });
    expect(after.game!.log.at(-1)).toMatchObject({ type: 'lay_tile', hex: lay.hex, entity: lay.entity });
  }, 120_000);
});
