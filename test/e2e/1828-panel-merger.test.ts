// A 1828 merger from the turn panel: the partner is asked first and nothing is stored until the merger is
// complete (choose + merge in one press); a partner presided over by another player asks their consent for the
// whole move. The real game 1828-23366 just before its third merger (carol's stock turn, action 391).
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
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { answerMessage, panelComps, tapOn, Tapper, threadPanel } from './panel-helpers.ts';
import { buttonId, importAndSeat, startWorld } from './world.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave' };
const CUT = 391;

let w: LocalWorld;
let gameId = '';
let threadId = '';
beforeAll(async () => {
  w = await startWorld();
  ({ gameId, threadId } = await importAndSeat(w, toEnvelope(replay({ ...full, actions: full.actions.slice(0, CUT) })), `pm1828-${CUT}`, USERS));
}, 60_000);
afterAll(async () => {
  await w?.stop();
});

const stored = async () => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;

describe('1828 merger from the turn panel', () => {
  it('asks the partner before storing anything, then asks bob’s consent for MP with his NYC; Accept stores choose + merge', async () => {
    const t = new Tapper(w);
    const panel = threadPanel(w, threadId)!;
    // no move that only starts a merger: each is offered with its partner
    expect(panelComps(panel).flatMap((c) => [c.label ?? '', ...(c.options ?? []).map((o) => o.label)]).some((l) => /Start a merger/.test(l))).toBe(false);
    let r = await tapOn(t, 'carol', panel, /^Merge MP with…$|^Merge MP with NYC$/);
    // (a menu of MP's partners opens privately when the thread's panel has no room for it)
    if (!/consent/.test(r.content)) r = await tapOn(t, 'carol', answerMessage(r), /^Merge MP with NYC$/);
    expect(r.content).toMatch(/bob's consent/);
    expect((await stored()).log.length).toBe(CUT);
    const request = w.sim.messages(threadId).filter((m) => m.content.includes('asks your consent')).at(-1)!;
    expect(request.content).toContain(`<@${w.user('bob')}>`);
    await w.sim.clickButton({ user: w.user('bob'), messageId: request.id, customId: buttonId(request, 'Accept') });
    const game = await stored();
    expect(game.log.slice(CUT).map(({ type, choice, corporation }) => ({ type, choice, corporation }))).toEqual([
      { type: 'choose', choice: 'MP', corporation: undefined },
      { type: 'merge', choice: undefined, corporation: 'NYC' },
    ]);
  }, 120_000);
});
