// A whole game of Chicago Express through a real discord.js client, the stand-in and PGlite: lobby,
// auctions by buttons and /bid, /auction, /build, /develop and /pass with autocomplete, the winner
// announced in the thread, /game export replayed by the engine.
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Rendering and uploading the map after every action is most of this test's run time: pictures are
// checked on the first messages, then switched off for the long play.
vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
// (the pictures drawn are posted as blank PNGs of their size: test/helpers/cheap-png.ts)
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { pictures } from '../helpers/picture-switch.ts';
import { startBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/logger.ts';
import { activePlayers, legalActions, replay, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameLog, PlayerId } from '../../src/engine/types.ts';
import { minimumBid, type CxState } from '../../src/engine/titles/chicago-express/state.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import { buttonId, slash, startWorld, withThreadPost } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const NAMES = ['alice', 'bob', 'carol'];
/** Companies whose shares the test sells out to end the game quickly (3 sold out = end). */
const SELL_OUT = ['NYC', 'B&O', 'PRR'];

/** The bot answers every interaction before it completes (thread posts first): no need to wait for stragglers. */
const SETTLE_MS = 5;

let gameId = '';
let threadId = '';
const userOfPlayer = new Map<string, string>();
const nameOfUser = new Map<string, string>();

async function game(): Promise<LoadedGame & { state: CxState }> {
  const live = await w.bot.ctx.games.load(gameId, { fresh: true });
  return live.game as LoadedGame & { state: CxState };
}

function lastMessage() {
  const msgs = w.sim.messages(threadId);
  return msgs[msgs.length - 1]!;
}

function threadText(): string {
  return w.sim.messages(threadId).map((m) => m.content).join('\n---\n');
}

/** The newest thread message with buttons, and the button whose label starts with `prefix`. */
function auctionButton(prefix: string): { messageId: string; customId: string } | null {
  const msgs = w.sim.messages(threadId);
  for (let k = msgs.length - 1; k >= 0; k--) {
    const rows = msgs[k]!.components as { components?: { label?: string; custom_id?: string }[] }[];
    if (!rows?.length) continue;
    for (const row of rows) for (const c of row.components ?? []) if (c.label?.startsWith(prefix)) return { messageId: msgs[k]!.id, customId: c.custom_id! };
    return null;
  }
  return null;
}

function ac(user: string, command: string, focused: string, options: Record<string, string> = {}, value = '') {
  return w.sim.autocomplete({ user, channel: threadId, command, options, focused, value, settleMs: SETTLE_MS });
}

function cmd(user: string, command: string, options: Record<string, string | number> = {}): Promise<InteractionResult> {
  return w.sim.slash({ user, channel: threadId, command, options, settleMs: SETTLE_MS }).then((r) => withThreadPost(w, r));
}

function expectAccepted(r: InteractionResult, what: string): void {
  expect(r.ephemeral, what).toBe(true);
  expect(r.content, what).toMatch(/^✅/);
}

async function expectRefused(r: InteractionResult, pattern: RegExp, logLength: number): Promise<void> {
  expect(r.ephemeral).toBe(true);
  expect(r.content).toMatch(pattern);
  expect((await game()).log.length).toBe(logLength);
}

/** One auction step for the player to act: bid the minimum if nobody has, raise by 2 if they hold nothing yet, else pass. */
async function auctionStep(g: LoadedGame & { state: CxState }, user: string, step: number): Promise<void> {
  const a = g.state.auction!;
  const seat = a.toAct;
  const holdsNothing = Object.values((g.state as CxState).shares).every((s) => s[seat] === 0);
  const min = legalActions(g, activePlayers(g)[0]!).find((c) => c.action.type === 'bid')?.action.price as number | undefined;
  let label: string;
  if (a.highBidder === null && min !== undefined) label = 'Bid min';
  else if (holdsNothing && a.highBidder !== seat && min !== undefined && a.highBid < minimumBid(g.state, a.corporation) + 3 && a.kind === 'initial') label = '+2';
  else label = 'Pass';
  // Every fifth step goes through the slash commands instead of the buttons.
  if (step % 5 === 4) {
    const r = label === 'Pass' ? await cmd(user, 'pass') : await cmd(user, 'bid', { company: a.corporation, price: label === '+2' ? a.highBid + 2 : min! });
    expectAccepted(r, `${label} by slash`);
    return;
  }
  const button = auctionButton(label);
  expect(button, `button ${label} in ${JSON.stringify(lastMessage().components)}\n${lastMessage().content}`).not.toBeNull();
  const r = await w.sim.clickButton({ user, ...button!, settleMs: SETTLE_MS });
  expectAccepted(r, `${label} button`);
}

let turnRefusalsChecked = false;
/** Autocomplete is compared with legalActions the first few times each command is used (keeps the run short). */
const checks = new Map<string, number>();
function check(kind: string): boolean {
  const n = checks.get(kind) ?? 0;
  checks.set(kind, n + 1);
  return n < 3;
}

/** On the first turn: wrong player, unreachable hex, undevelopable hex and a closed company are all refused. */
async function checkTurnRefusals(g: LoadedGame & { state: CxState }, user: string, player: PlayerId): Promise<void> {
  turnRefusalsChecked = true;
  const n = g.log.length;
  const other = [...userOfPlayer.values()].find((u) => u !== user)!;
  const company = String(legalActions(g, player).find((c) => c.action.type === 'build')!.action.corporation);
  await expectRefused(await cmd(other, 'build', { company, hex1: 'B3' }), /not your turn — waiting on /, n);
  await expectRefused(await cmd(user, 'build', { company, hex1: 'B3' }), /B3.* is not next to .*'s network/, n);
  await expectRefused(await cmd(user, 'build', { company: 'WAB', hex1: 'B3' }), /WAB is not open yet/, n);
  await expectRefused(await cmd(user, 'develop', { hex: 'R5' }), /start hex; start hexes cannot be developed/, n);
  await expectRefused(await cmd(user, 'auction', { company: 'WAB' }), /WAB is not open yet/, n);
  await expectRefused(await cmd(user, 'pass'), /can't pass right now/, n);
  expect(await ac(other, 'build', 'company')).toEqual([]);
  expect(await ac(user, 'build', 'hex2', { company, hex1: 'B3' })).toEqual([]);
}

async function turnStep(g: LoadedGame & { state: CxState }, user: string, player: PlayerId): Promise<void> {
  if (!turnRefusalsChecked) await checkTurnRefusals(g, user, player);
  const choices = legalActions(g, player);
  const types = new Set(choices.map((c) => c.action.type));
  const auctionable = choices.filter((c) => c.action.type === 'start_auction').map((c) => String(c.action.corporation));
  const target = SELL_OUT.find((id) => auctionable.includes(id));
  if (target) {
    if (check('auction')) {
      const offered = (await ac(user, 'auction', 'company')).map((c) => c.value);
      expect(offered.sort()).toEqual([...auctionable].sort());
    }
    expectAccepted(await cmd(user, 'auction', { company: target }), `auction ${target}`);
    return;
  }
  if (types.has('develop')) {
    const legal = choices.filter((c) => c.action.type === 'develop').map((c) => String(c.action.hex));
    if (check('develop')) {
      const offered = (await ac(user, 'develop', 'hex')).map((c) => String(c.value));
      expect(offered.sort()).toEqual([...legal].sort());
    }
    expectAccepted(await cmd(user, 'develop', { hex: legal.sort()[0]! }), 'develop');
    return;
  }
  if (types.has('build')) {
    const legalCompanies = [...new Set(choices.filter((c) => c.action.type === 'build').map((c) => String(c.action.corporation)))].sort();
    const full = check('build');
    if (full) expect((await ac(user, 'build', 'company')).map((c) => String(c.value)).sort()).toEqual(legalCompanies);
    const company = legalCompanies[0]!;
    const singles = choices.filter((c) => c.action.type === 'build' && c.action.corporation === company && (c.action.hexes as string[]).length === 1);
    const legalHex1 = singles.map((c) => (c.action.hexes as string[])[0]!).sort();
    if (full) expect((await ac(user, 'build', 'hex1', { company })).map((c) => String(c.value)).sort()).toEqual(legalHex1.slice(0, 25));
    const hex1 = legalHex1[0]!;
    const hex2s = (await ac(user, 'build', 'hex2', { company, hex1 })).map((c) => String(c.value));
    expect(hex2s).not.toContain(hex1);
    const options: Record<string, string> = { company, hex1 };
    if (hex2s.length) options.hex2 = hex2s[hex2s.length - 1]!;
    expectAccepted(await cmd(user, 'build', options), `build ${JSON.stringify(options)}`);
    return;
  }
  expect([...types]).toEqual(['pass']);
  expectAccepted(await cmd(user, 'pass'), 'pass with no move');
}

describe('Chicago Express end to end', () => {
  it('opens a lobby, seats three players and starts with the PRR auction buttons', async () => {
    const alice = w.user('alice');
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'chicago-express', seat_order: 'joined' });
    gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))))!.id;
    for (const u of ['bob', 'carol']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: alice, messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const start = lastMessage();
    expect(start.content).toMatch(/has started/);
    expect(start.attachments.map((a) => a.filename)).toEqual([`game-${gameId}-0-map.png`, `game-${gameId}-0-status.png`]);
    expect(start.content).toMatch(/Auction of a PRR share \(no bid yet\): alice may bid \$7 or more, or pass\./);
    expect(start.content).toContain(`Your move, <@${alice}>`);
    expect(auctionButton('Bid min')?.customId).toMatch(new RegExp(`^cxa:bid:${gameId}:0:7$`));
    expect(auctionButton('Pass')).not.toBeNull();
    for (const seat of await w.store.listSeats(gameId)) {
      userOfPlayer.set(String(seat.playerId), seat.userId!);
      nameOfUser.set(seat.userId!, seat.name);
    }
    expect([...nameOfUser.values()].sort()).toEqual(NAMES);
  });

  it('refuses out-of-turn, illegal and outdated moves ephemerally, changing nothing', async () => {
    const [alice, bob] = [w.user('alice'), w.user('bob')];
    await expectRefused(await w.sim.clickButton({ user: bob, ...auctionButton('Pass')! }), /not your turn — waiting on alice/, 0);
    await expectRefused(await cmd(alice, 'auction', { company: 'NYC' }), /An auction of PRR is running: alice must bid or pass/, 0);
    await expectRefused(await cmd(alice, 'bid', { company: 'PRR', price: 3 }), /minimum bid for PRR is \$7/, 0);
    expect(await ac(bob, 'auction', 'company')).toEqual([]);
    // An accepted slash bid posts new buttons; the previous message's buttons are then out of date.
    const old = auctionButton('Pass')!;
    expectAccepted(await cmd(alice, 'bid', { company: 'PRR', price: 7 }), 'opening bid');
    expect(lastMessage().content).toMatch(/📣 Opening auction of a PRR share — high bid \$7 by alice\. Still in: alice, bob, carol\. bob bids at least \$8/);
    expect(lastMessage().content).toContain(`Your move, <@${bob}>`);
    await expectRefused(await w.sim.clickButton({ user: bob, ...old }), /out of date/, 1);
  });

  it('keeps the auction buttons working across a bot restart', async () => {
    const bob = w.user('bob');
    const before = auctionButton('+2')!;
    await w.bot.stop();
    await w.sim.waitFor(() => !w.sim.botConnected);
    w.bot = await startBot({ token: w.sim.token, store: w.store, log: createLogger('silent'), devGuildId: w.guildId, api: w.sim.apiBase, reminders: false });
    expectAccepted(await w.sim.clickButton({ user: bob, ...before }), '+2 after restart');
    expect(lastMessage().content).toMatch(/^\*\*bob\*\*: Bid \$9 for PRR\n📣 Opening auction of a PRR share — high bid \$9 by bob\./);
    // The clicked message's buttons are gone; the new message has the next bidder's.
    expect(w.sim.message(before.messageId)!.components).toEqual([]);
    expect(auctionButton('Bid min')!.customId).toBe(`cxa:bid:${gameId}:2:10`);
  });

  it('plays to the end choosing among the legal moves, with phases announced', async () => {
    pictures.on = false;
    let logLength = 0;
    for (let step = 0; step < 400; step++) {
      const g = await game();
      if (g.def.finished(g.state)) break;
      const [player] = activePlayers(g);
      const user = userOfPlayer.get(String(player))!;
      expect(lastMessage().content, `step ${step}: turn mention`).toContain(`Your move, <@${user}>`);
      if (step > 0) expect(g.log.length, `step ${step}: one action stored per step`).toBe(logLength + 1);
      logLength = g.log.length;
      if (g.state.phase === 'auction') await auctionStep(g, user, step);
      else await turnStep(g, user, player!);
      expect(lastMessage().content).toContain(`**${nameOfUser.get(user)}**: `);
    }
    const g = await game();
    expect(g.def.finished(g.state)).toBe(true);
    const text = threadText();
    expect(text).toMatch(/🔨 \*\*\w+\*\* buys an NYC share for \$\d+/);
    expect(text).toMatch(/💰 \*\*Dividends after round 1:\*\* PRR \$\d+ a share \(income \d+ ÷ \d+\), B&O /);
    expect(text).toMatch(/Payouts: alice \+\$\d+ \(now \$\d+\), bob \+\$\d+ \(now \$\d+\), carol \+\$\d+ \(now \$\d+\)\./);
    expect(text).toMatch(/🔄 Round 2 begins/);
    expect(lastMessage().content).toMatch(/🏁 \*\*Game over\*\* — three companies have every share in players’ hands\./);
    expect(lastMessage().content).toMatch(/🏁 Game over\. Result: /);
    expect(lastMessage().components ?? []).toEqual([]);
  });

  it('refuses moves after the end and exports a log that replays to the announced result', async () => {
    const carol = w.user('carol');
    const late = await cmd(carol, 'develop', { hex: 'K4' });
    expect(late.ephemeral).toBe(true);
    expect(late.content).toMatch(/This game is over/);

    const exp = await slash(w, 'alice', 'game', 'export', {}, threadId);
    const log = JSON.parse(exp.attachments[0]!.bytes.toString('utf8')) as GameLog;
    expect(log.title).toBe('Chicago Express');
    expect(log.status).toBe('finished');
    const replayed = replay(log);
    expect(replayed.def.finished(replayed.state)).toBe(true);
    const result = replayed.def.result(replayed.state);
    expect(log.result).toEqual(result);

    // The standings the thread announced, by name, against the replayed result.
    const final = lastMessage().content;
    const standings = [...final.matchAll(/^(\d+)\. (\w+) \$(\d+)( 🏆)?$/gm)].map((m) => ({ name: m[2]!, cash: Number(m[3]), won: !!m[4] }));
    expect(standings).toHaveLength(3);
    const byName = Object.fromEntries(log.players.map((p) => [p.name, result[String(p.id)]!]));
    for (const s of standings) expect(s.cash).toBe(byName[s.name]);
    const best = Math.max(...Object.values(result));
    expect(standings.filter((s) => s.won).map((s) => s.name).sort()).toEqual(
      Object.entries(byName)
        .filter(([, cash]) => cash === best)
        .map(([name]) => name)
        .sort(),
    );
    const types = new Set(log.actions.map((a: Action) => a.type));
    for (const t of ['bid', 'pass', 'start_auction', 'build']) expect(types).toContain(t);
  });
});
