// Long or odd option values, as a forged interaction (or a modified client) can send them: every one
// gets a short private answer that keeps its useful part, and changes nothing.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, replay, toEnvelope } from '../../src/engine/game.ts';
import { playerSettingsStoreOf } from '../../src/jobs/player-settings-store.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult, OptionValue } from '../../src/standin/index.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';
import { buttonId, importAndSeat, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
let tiny = '';
beforeAll(async () => {
  w = await startWorld();
  const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
  await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
  await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
  tiny = w.sim.threads(w.channelId)[0]!.id;
  await slash(w, 'alice', 'move', undefined, { action: 'Add 2' }, tiny);
});
afterAll(async () => {
  await w?.stop();
});

const huge = 'x'.repeat(5990) + 'THE-END';
const textOf = (r: InteractionResult) => [r.content, ...r.followUps.map((m) => m.content)].join('\n');

/** A slash command sent as given (no client-side checks), as a forged interaction would be. */
function forged(user: string, command: string, subcommand: string | undefined, options: Record<string, OptionValue>, channel = w.channelId) {
  return w.sim.slash({ user: w.user(user), channel, command, subcommand, options, unchecked: true });
}

function expectShortPrivate(r: InteractionResult, expected: RegExp) {
  const text = textOf(r);
  expect(r.ephemeral || r.followUps.some((m) => m.ephemeral), text).toBe(true);
  expect(text).toMatch(expected);
  expect(text).not.toMatch(/Something went wrong|NaN|undefined|THE-END|x{81}/i);
  expect(text.length, text).toBeLessThan(600);
}

const logOf = (name: string, dir = FIXTURES_18XX) => JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave', 'Player 5': 'erin' };

/** `name`'s game (of ../shared/fixtures/18xx-games, or `dir`) imported as its first `cut` actions, seated. */
async function importAt(name: string, cut: number, dir = FIXTURES_18XX) {
  const log = logOf(name, dir);
  const partial = replay({ ...log, actions: log.actions.slice(0, cut) });
  const seats = Object.fromEntries(log.players.map((p) => [p.name, USERS[p.name] ?? p.name.toLowerCase().replace(/\W/g, '')]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `odd-${name}-${cut}`, seats);
  const live = await w.bot.ctx.games.load(gameId, { fresh: true });
  const acting = live.seats.find((s) => activePlayers(live.game!).some((p) => String(p) === s.playerId))!;
  const user = Object.values(seats).find((u) => w.user(u) === acting.userId)!;
  return { gameId, threadId, user, stored: async () => (await w.store.loadLive(gameId, 0))!.actions.length };
}

describe('odd option values', () => {
  it('/game log last: that is not a whole number from 1 to 60 is refused privately', async () => {
    for (const last of ['abc', 0, 61, 1.5, -3, 1e9, true]) {
      expectShortPrivate(await forged('alice', 'game', 'log', { last: last as OptionValue }, tiny), /last: must be a whole number from 1 to 60\. Nothing was changed\./);
    }
    const ok = await slash(w, 'alice', 'game', 'log', { last: 5 }, tiny);
    expect(ok.content).toMatch(/the last 5 moves/);
  });

  it('/remind settings time_zone: of 65 or 6000 characters is refused privately and changes nothing', async () => {
    await slash(w, 'carol', 'remind', 'settings', { time_zone: 'Europe/Berlin' });
    for (const tz of ['A'.repeat(65), huge, `Europe/${'B'.repeat(60)}`]) {
      expectShortPrivate(await forged('carol', 'remind', 'settings', { time_zone: tz }), /time_zone: is at most 64 characters long/);
    }
    expectShortPrivate(await slash(w, 'carol', 'remind', 'settings', { time_zone: 'Mars/Olympus' }), /"Mars\/Olympus" is not a time zone I know/);
    expect((await playerSettingsStoreOf(w.bot.ctx.store)!.getPlayerSettings(w.user('carol'))).timeZone).toBe('Europe/Berlin');
  });

  it('a value of the wrong type or outside its choices is refused before the command runs', async () => {
    expectShortPrivate(await forged('alice', 'sell', undefined, { corporation: 'B&O', count: 'two' }, tiny), /count: must be a whole number from 1 to 10/);
    expectShortPrivate(await forged('alice', 'game', 'new', { title: 42 }), /title: must be text/);
    expectShortPrivate(await forged('alice', 'remind', 'settings', { via: 'pigeon' }), /via: must be one of thread, dm, not "pigeon"/);
    expectShortPrivate(await forged('alice', 'dividend', undefined, { kind: huge }, tiny), /kind: must be one of payout, withhold/);
  });

  it('/sell with a 6000-character corporation keeps "Sellable: …"', async () => {
    const g = await importAt('18chesapeake-14377', 46);
    const before = await g.stored();
    const r = await w.sim.slash({ user: w.user(g.user), channel: g.threadId, command: 'sell', options: { corporation: huge } });
    expectShortPrivate(r, /You can't sell x+… now\. Sellable: [A-Z&]+/i);
    expect(await g.stored()).toBe(before);
  }, 60_000);

  it('/merge with 6000-character corporation and partner keeps the hint', async () => {
    const g = await importAt('1828-23366', 54);
    const before = await g.stored();
    const r = await w.sim.slash({ user: w.user(g.user), channel: g.threadId, command: 'merge', options: { corporation: huge, partner: huge } });
    expectShortPrivate(r, /x+… cannot start a merger now\. \/merge lists the corporations you may merge\./);
    expect(await g.stored()).toBe(before);
  }, 60_000);

  /** Every command's every string option at 6000 characters and integer option at "abc", as `user` in `channel`: what went wrong. */
  async function sweep(user: string, channel: string): Promise<{ tried: number; bad: string[] }> {
    type Def = { name: string; type: number; required?: boolean; options?: Def[] };
    const leaves: { command: string; subcommand?: string; defs: Def[] }[] = [];
    for (const c of w.sim.commands(w.guildId)) {
      const defs = (c.options ?? []) as Def[];
      const subs = defs.filter((d) => d.type === 1);
      if (subs.length) for (const sub of subs) leaves.push({ command: c.name, subcommand: sub.name, defs: sub.options ?? [] });
      else leaves.push({ command: c.name, defs });
    }
    let tried = 0;
    const bad: string[] = [];
    for (const leaf of leaves) {
      for (const target of leaf.defs.filter((d) => d.type === 3 || d.type === 4)) {
        if (leaf.defs.some((d) => d.required && d.type !== 3 && d.type !== 4 && d !== target)) continue; // e.g. /game import file:
        const options: Record<string, OptionValue> = {};
        for (const d of leaf.defs) if (d.required && d !== target) options[d.name] = d.type === 4 ? 1 : 'a';
        options[target.name] = target.type === 3 ? huge : 'abc';
        const name = `/${[leaf.command, leaf.subcommand].filter(Boolean).join(' ')} ${target.name}:`;
        const r = await forged(user, leaf.command, leaf.subcommand, options, channel);
        const text = textOf(r);
        const private_ = r.ephemeral || r.followUps.some((m) => m.ephemeral);
        if (!private_ || /Something went wrong|NaN|THE-END|x{81}/i.test(text) || text.length >= 1000) bad.push(`${name} ${text.replace(/x{20,}/gi, (m) => `x*${m.length}`).slice(0, 300)}`);
        tried++;
      }
    }
    return { tried, bad };
  }

  async function newGame(title: string, users: string[]): Promise<{ threadId: string; user: string; gameId: string }> {
    const lobby = await slash(w, users[0]!, 'game', 'new', { title, seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    for (const u of users.slice(1)) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user(users[0]!), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const record = (await w.store.getGame(gameId))!;
    const user = users.find((u) => record.waitingOn.includes(w.user(u))) ?? users[0]!;
    return { threadId: record.threadId!, user, gameId };
  }

  it.each([
    ['18Chesapeake, stock round', () => importAt('18chesapeake-14377', 46)],
    ['18Chesapeake, track step', () => importAt('18chesapeake-14377', 81)],
    ['1828, a merger possible', () => importAt('1828-23366', 230)],
    ['Chicago Express', () => newGame('chicago-express', ['gus', 'hal', 'ivy'])],
    ['1871', () => newGame('1871-steel-cities', ['jo', 'kim', 'lee'])],
    ['1822, a new game’s bid boxes', () => newGame('1822', ['mo', 'ned', 'oz'])],
    ['1822MRS, the stock round’s bid boxes', () => importAt('1822mrs-2227', 90, FIXTURES_NEXT)],
    ['1822, a late track step with privates', () => importAt('1822-33845', 833, FIXTURES_NEXT)],
    ['1830, track step', () => importAt('1830-29133', 220, FIXTURES_NEXT)],
    ['1830, train step', () => importAt('1830-29133', 172, FIXTURES_NEXT)],
    ['1889, a private to buy', () => importAt('1889-962', 240, FIXTURES_NEXT)],
  ])('every string option of every command at 6000 characters, every integer option at "abc": a short private answer (%s)', async (_name, open) => {
    const g = await open();
    const stored = async () => (await w.store.loadLive(g.gameId, 0))!.actions.length;
    const before = await stored();
    const { tried, bad } = await sweep(g.user, g.threadId);
    expect(bad).toEqual([]);
    expect(tried).toBeGreaterThan(40);
    expect(await stored()).toBe(before);
  }, 180_000);
});
