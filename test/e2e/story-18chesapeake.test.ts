// The thread of a real 18Chesapeake game played through the stand-in as its seated players would: the
// log's moves from the start, by /bid, /pass, /tile, /train and /move (any legal move), each by the user in
// the seat that must act. The thread tells what happened in words with $ amounts and shows no internals.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are not what this test is about: switched off to keep it quick (test/e2e/images.test.ts has them).
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, applyAction, legalActions, newGame, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { sameAction } from '../../src/bot/services/games.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { importAndSeat, startWorld } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol' };
/** How far into the log the test plays: the auction, two stock rounds, operating rounds with private lays,
 * runs, dividends, train and private buys. (Move 84 runs a route that is not the best one, which no command
 * offers: /routes offers the engine's best.) Every action of whole logs is told in test/bot/story.test.ts. */
const MOVES = 83;

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('a real 18Chesapeake game told in its thread', () => {
  let threadId = '';
  let played = 0;

  it('imports the game before its first move and seats everyone', async () => {
    ({ threadId } = await importAndSeat(w, toEnvelope(newGame(full.title, full.players, full.settings)), 'story-chesapeake', USERS));
  }, 60_000);

  it(`plays the log's first ${MOVES} moves by command, each by the seat that must act`, async () => {
    let game: LoadedGame = newGame(full.title, full.players, full.settings);
    for (const action of full.actions.slice(0, MOVES)) {
      const actor = activePlayers(game).map(String);
      const seat = full.players.find((p) => actor.includes(String(p.id)))!;
      const user = w.user(USERS[seat.name]!);
      const send = (command: string, options: Record<string, string | number> = {}) => w.sim.slash({ user, channel: threadId, command, options });
      const choices = legalActions(game, seat.id);
      // a run is the same move when it runs the same trains over the same hexes (the engine's offer adds revenues)
      // (each connection in either direction)
      const way = (c: string[]) => [c.join('>'), [...c].reverse().join('>')].sort()[0]!;
      const routesOf = (a: Action) =>
        JSON.stringify(((a.routes ?? []) as { train: string; connections: string[][] }[]).map((r) => [r.train, r.connections.map(way).sort()]));
      const n = choices.findIndex((c) =>
        action.type === 'run_routes' ? c.action.type === 'run_routes' && routesOf(c.action) === routesOf(action as Action) : sameAction(c.action, action as Action),
      );
      let r;
      if (action.type === 'bid') r = await send('bid', { company: String(action.company), price: Number(action.price) });
      else if (action.type === 'pass' && action.entity_type === 'player') r = await send('pass');
      else if (n >= 0) r = await send('move', { action: `#${n}@${game.log.length}` });
      else if (action.type === 'lay_tile') r = await send('tile', { hex: String(action.hex), tile: String(action.tile), rotation: String(action.rotation) });
      else if (action.type === 'buy_train') r = await send('train', { train: String(action.train), ...(action.price ? { price: Number(action.price) } : {}) });
      else break; // a move no command offers this way (e.g. a hand-picked route): stop here
      expect(r.content, `action ${String(action.id)} ${action.type}`).toMatch(/✅|🔒/);
      game = applyAction(game, action);
      played++;
    }
    expect(played).toBe(MOVES);
  }, 600_000);

  it('told the auction, pars, share buys, floats, private income, track, runs, dividends and trains in words with $', () => {
    const text = w.sim.messages(threadId).map((m) => m.content).join('\n');
    for (const words of [
      /bids \$\d+ for /,
      /wins the auction for \S+ with a bid of \$\d+/,
      /pars \S+ at \$\d+/,
      /buys a 10% share of \S+ from the IPO for \$\d+/,
      /floats and receives \$\d+/,
      /collects \$\d+ from /,
      /lays tile \w+ with rotation \d on [A-Z]\d+/,
      /(pays out \$\d+ = \$\d+ per share|withholds \$\d+)/,
      /buys a \d-train from the bank for \$\d+/,
      /— Operating round \d+\.\d —/,
      /— Stock round \d+ —/,
    ]) {
      expect(text).toMatch(words);
    }
  });

  it('shows no internals in any message, and every move fits a phone screen unless a phase ended', () => {
    const messages = w.sim.messages(threadId).map((m) => m.content);
    for (const m of messages) {
      for (const bad of ['{', '[', 'undefined', 'null', 'NaN']) expect(m, m).not.toContain(bad);
      expect(m, m).not.toMatch(/\b[A-Z]+\d+-\d+-\d+\b/); // city ids such as X1-0-0
      expect(m, m).not.toMatch(/\b\d-\d+\b(?!-train)/); // train copies such as 2-0
      if (!/— Phase/.test(m)) expect(m.split('\n').length, m).toBeLessThanOrEqual(12);
    }
  });
});
