// A 1828 merger across two players through the stand-in: the real game 1828-23366 imported just before its
// third merger (action 391, Player 3's stock turn), then Player 3 (carol) merges her MP with Player 2's (bob's)
// NYC through /merge, which asks bob's consent; on his Accept both log actions are stored, and the share
// exchange asks bob, then dave, then alice, each mentioned in the thread and answering with /merger or a button.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures after every action are not what this test is about: switched off to keep it quick.
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { applyAction, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { mergerChooser } from '../../src/engine/titles/1828/queries/merger.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, importAndSeat, startWorld, withThreadPost } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave' };
const userOf = (player: string) => USERS[full.players.find((p) => String(p.id) === player)!.name]!;
const CUT = 391;

let w: LocalWorld;
let gameId = '';
let threadId = '';
beforeAll(async () => {
  w = await startWorld();
  ({ gameId, threadId } = await importAndSeat(w, toEnvelope(replay({ ...full, actions: full.actions.slice(0, CUT) })), `m1828-${CUT}`, USERS));
}, 60_000);
afterAll(async () => {
  await w?.stop();
});

const ac = (user: string, command: string, focused: string, options: Record<string, string> = {}, value = '') =>
  w.sim.autocomplete({ user: w.user(user), channel: threadId, command, options, focused, value });
const cmd = (user: string, command: string, options: Record<string, string> = {}) => w.sim.slash({ user: w.user(user), channel: threadId, command, options });
const stored = async () => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;
const lastPost = () => w.sim.messages(threadId).at(-1)!;

describe('1828 merger across two players (live)', () => {
  it('offers only the corporations carol may merge, and for MP the partners, naming whose consent it needs', async () => {
    const corps = (await ac('carol', 'merge', 'corporation')).map((c) => c.value);
    expect(corps).toEqual(expect.arrayContaining(['MP', 'PRR', 'NYC']));
    const partners = await ac('carol', 'merge', 'partner', { corporation: 'MP' });
    expect(partners.map((c) => c.value)).toContain('NYC');
    expect(partners.map((c) => c.value)).not.toContain('MP');
    expect(String(partners.find((c) => c.value === 'NYC')!.name)).toMatch(/asks bob's consent/);
    expect(String(partners.find((c) => c.value === 'PRR')!.name)).not.toMatch(/consent/);
    // not bob's turn: nothing to start
    expect(String((await ac('bob', 'merge', 'corporation'))[0]!.name)).toMatch(/^\(/);
    // nothing to choose in an exchange yet
    expect(String((await ac('bob', 'merger', 'choice'))[0]!.name)).toMatch(/The merger asks nothing of you now/);
  }, 60_000);

  it('asks bob before merging his NYC; only bob may answer; Decline stores nothing', async () => {
    const r = await cmd('carol', 'merge', { corporation: 'MP', partner: 'NYC' });
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/^⏳ merge MP with bob's NYC .*: this needs bob's consent/);
    const request = lastPost();
    expect(request.content).toContain(`<@${w.user('bob')}>`);
    const notHers = await w.sim.clickButton({ user: w.user('carol'), messageId: request.id, customId: buttonId(request, 'Accept') });
    expect(notHers.content).toMatch(/^Only bob can answer/);
    await w.sim.clickButton({ user: w.user('bob'), messageId: request.id, customId: buttonId(request, 'Decline') });
    expect((await stored()).log.length).toBe(CUT);
    expect(lastPost().content).toMatch(new RegExp(`^<@${w.user('carol')}>: bob declined, so nothing was done`));
  }, 60_000);

  it('on bob’s Accept stores choose + merge as 18xx.games logs them, and mentions bob for his exchange choice', async () => {
    await cmd('carol', 'merge', { corporation: 'MP', partner: 'NYC' });
    const request = lastPost();
    const yes = await w.sim.clickButton({ user: w.user('bob'), messageId: request.id, customId: buttonId(request, 'Accept') });
    expect(yes.content).toMatch(/You accepted/);
    const game = await stored();
    expect(game.log.slice(CUT).map(({ type, entity, entity_type, choice, corporation }) => ({ type, entity, entity_type, choice, corporation }))).toEqual([
      { type: 'choose', entity: 2051, entity_type: 'player', choice: 'MP', corporation: undefined },
      { type: 'merge', entity: 'MP', entity_type: 'corporation', choice: undefined, corporation: 'NYC' },
    ]);
    const chooser = mergerChooser(game.state as GameState)!;
    expect(userOf(chooser)).toBe('bob');
    await w.sim.waitFor(() => w.sim.messages(threadId).some((m) => m.content.includes(`Your move, <@${w.user('bob')}>`) && m.components.length > 0), 15_000);
  }, 60_000);

  it('each asked player answers with /merger from the choices offered to them; the system is created', async () => {
    const asked: string[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const game = await stored();
      const chooser = mergerChooser(game.state as GameState);
      if (chooser === null) break;
      const user = userOf(chooser);
      asked.push(user);
      // the thread's latest message mentions whoever the exchange waits on, with the choice as buttons
      const asking = w.sim.messages(threadId).filter((m) => m.content.includes('Your move, <@')).at(-1)!;
      expect(asking.content).toContain(`Your move, <@${w.user(user)}>`);
      // someone else is offered nothing and is refused
      const other = Object.values(USERS).find((u) => u !== user)!;
      expect(String((await ac(other, 'merger', 'choice'))[0]!.name)).toMatch(/asks nothing of you/);
      expect((await cmd(other, 'merger', { choice: 'Exchange' })).content).toMatch(/not your turn|no merger choice for you/i);
      const choices = await ac(user, 'merger', 'choice');
      expect(choices.length).toBeGreaterThan(0);
      // the same options as buttons under the message that asks
      expect(asking.components[0].components.map((b: { label: string }) => b.label)).toEqual(choices.map((c) => c.name));
      if (user === 'dave') {
        // dave answers by button; nobody else may press it
        const id = buttonId(asking, String(choices[0]!.name));
        expect((await w.sim.clickButton({ user: w.user(other), messageId: asking.id, customId: id })).content).toMatch(/not yours to make|not seated/);
        const r = await w.sim.clickButton({ user: w.user(user), messageId: asking.id, customId: id });
        expect(r.content).toMatch(/^✅/);
        // the answered message's buttons are gone
        expect(w.sim.messages(threadId).find((m) => m.id === asking.id)!.components).toEqual([]);
      } else {
        const r = await withThreadPost(w, await cmd(user, 'merger', { choice: String(choices[0]!.value) }));
        expect(r.content).toMatch(/^✅/);
        // answered by command: the asking message's buttons are now outdated and change nothing
        const stale = await w.sim.clickButton({ user: w.user(user), messageId: asking.id, customId: buttonId(asking, String(choices[0]!.name)) });
        expect(stale.content).toMatch(/out of date/);
      }
      expect((await stored()).log.length).toBe(game.log.length + 1);
    }
    expect(asked).toEqual(['bob', 'dave', 'dave', 'alice']);
    const game = await stored();
    const state = game.state as GameState;
    expect(state.corps.find((c) => c.sym === 'MP-NYC')?.closed).toBe(false);
    expect(state.corps.filter((c) => c.sym === 'MP' || c.sym === 'NYC').every((c) => c.closed)).toBe(true);
    // what the bot stored replays to the same state as the engine applying the log afresh
    // (the export keeps the log's names, which the partner choices were stored under)
    const again = replay(toEnvelope(game));
    const unnamed = (s: unknown) => ({ ...(s as GameState), players: (s as GameState).players.map(({ id, bankrupt }) => ({ id, bankrupt })) });
    expect(unnamed(again.state)).toEqual(unnamed(game.state));
    expect((again.state as GameState).players.map((p) => p.name)).toEqual(Object.keys(USERS));
    expect(state.players.map((p) => p.name)).toEqual(Object.values(USERS));
    // and the same as the engine applying the stored actions one by one from the cut
    let direct = replay({ ...full, actions: full.actions.slice(0, CUT) });
    for (const a of game.log.slice(CUT)) direct = applyAction(direct, a);
    expect((direct.state as GameState).cash).toEqual(state.cash);
  }, 120_000);
});
