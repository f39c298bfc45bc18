// The thread of a whole real 18Chesapeake game (18xx.games #1277: 5 players, 424 actions, to a bankruptcy and
// the game's end) played through the stand-in as its seated players would: each action by the user in the
// seat that must act, by /bid, /pass, /buy, /sell, /tile, /token, /train or /move (any legal move). Two kinds
// of move no command offers go through the same pipeline the commands use (GameService.act, then the thread
// message): a run the players drew by hand (18xx.games lets them draw any route; /routes and /move offer the
// engine's best), and an emergency sale of several shares at once. Every event the engine records must be
// told in words in the thread, and no message may show internals or pass one phone screen.
import { viewGame } from '../../src/engine/view.ts';
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are not what this test is about: switched off to keep it quick (test/e2e/images.test.ts has them).
vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, applyAction, legalActions, newGame, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { resolveCity, shareById, trainById, type GameState, type MapState } from '../../src/engine/18xx/face.ts';
import type { GameEventType } from '../../src/engine/events.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { announceAction } from '../../src/bot/actions.ts';
import { sameAction } from '../../src/bot/services/games.ts';
import { eventWords, nameBook } from '../../src/bot/services/story.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { importAndSeat, startWorld, withThreadPost, routesKey } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { typedRotation } from '../helpers/lay-way.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-1277.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave', 'Player 5': 'erin' };
const BAD = ['{', '[', 'undefined', 'null', 'NaN'];

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});


describe('a whole real 18Chesapeake game told in its thread', () => {
  let threadId = '';
  let gameId = '';
  const told = new Map<GameEventType, string>();
  /** Every event's words, in order. */
  const everything: string[] = [];
  /** Moves no command offers, made through the commands' pipeline. */
  const unlisted: string[] = [];
  /** Each action's thread messages, with whether its phase ended. */
  const posts: { action: string; messages: string[]; phaseEnded: boolean }[] = [];

  it('imports the game before its first move and seats everyone', async () => {
    ({ gameId, threadId } = await importAndSeat(w, toEnvelope(newGame(full.title, full.players, full.settings)), 'story-chesapeake', USERS));
  }, 60_000);

  it(`plays all ${full.actions.length} actions, each by the seat that must act, and tells every event in words`, async () => {
    // the game as the bot holds it (a command may pick another copy of the same share than the log did)
    let game: LoadedGame = (await w.bot.ctx.games.load(gameId)).game!;
    // the log's own game, to find where its tile and city copies are (the bot may hold other copies)
    let mirror: LoadedGame = newGame(full.title, full.players, full.settings);
    for (const action of full.actions) {
      const actor = activePlayers(game).map(String);
      const seat = full.players.find((p) => actor.includes(String(p.id)) || String(p.id) === String(action.entity))!;
      const user = w.user(USERS[seat.name]!);
      // no quiet period: an accepted move is complete once its thread message (its one follow-up) is posted
      const send = async (command: string, options: Record<string, string | number> = {}) => withThreadPost(w, await w.sim.slash({ user, channel: threadId, command, options, settleMs: 0 }));
      const choices = legalActions(game, seat.id);
      const n = choices.findIndex((c) =>
        action.type === 'run_routes' ? c.action.type === 'run_routes' && routesKey(c.action) === routesKey(action as Action) : sameAction(c.action, action as Action),
      );
      const seen = w.sim.messages(threadId).length;
      const where = `action ${String(action.id)} ${action.type}`;
      const shares = (action.shares ?? []) as string[];
      let r: { content: string } | null = null;
      if (action.type === 'bid') r = await send('bid', { company: String(action.company), price: Number(action.price) });
      else if (action.type === 'pass' && action.entity_type === 'player') r = await send('pass');
      else if (n >= 0) r = await send('move', { action: `#${n}@${game.log.length}` });
      else if (action.type === 'buy_shares') {
        const share = shareById(game.state as GameState, shares[0]!);
        r = await send('buy', { corporation: `${share.corp}:${share.owner === 'pool' ? 'market' : 'ipo'}` });
      } else if (action.type === 'sell_shares') {
        const corp = shareById(game.state as GameState, shares[0]!).corp;
        r = await send('sell', { corporation: corp, count: shares.length });
        if (/You may sell/.test(r.content)) {
          // An emergency sale of several shares at once (to buy a train): the engine lists one share per
          // corporation there, so no command offers it; the same certificates of the bot's game go through
          // the commands' pipeline.
          const mine = (game.state as GameState).shares.filter((x) => x.owner === String(seat.id) && x.corp === corp && !x.president).slice(0, shares.length);
          const move: Action = { type: 'sell_shares', entity: seat.id, entity_type: 'player', shares: mine.map((x) => x.id), percent: Number(action.percent) };
          const result = await w.bot.ctx.games.act(gameId, user, () => move);
          await announceAction(w.bot.ctx, result, user);
          unlisted.push(where);
          r = null;
        }
      } else if (action.type === 'lay_tile') {
        r = await send('tile', { hex: String(action.hex), tile: String(action.tile).split('-')[0]!, rotation: typedRotation(movesOf(game, seat.id)!, action as Action) });
      } else if (action.type === 'place_token') {
        r = await send('token', { city: resolveCity((mirror.state as GameState).map as MapState, String(action.city)).hex });
      } else if (action.type === 'buy_train') {
        const listed = choices.some((c) => c.action.type === 'buy_train' && c.action.train === action.train);
        const name = `${trainById(mirror.state as GameState, String(action.train)).name}-train`;
        r = await send('train', { train: listed ? String(action.train) : name, ...(action.price ? { price: Number(action.price) } : {}) });
      } else if (action.type === 'run_routes') {
        // hand-picked: the pipeline every command ends in, for the seated user
        const { id: _id, created_at: _at, ...move } = action;
        const result = await w.bot.ctx.games.act(gameId, user, () => move as Action);
        await announceAction(w.bot.ctx, result, user);
        unlisted.push(where);
      } else throw new Error(`${where}: no command offers it`);
      if (r) expect(r.content, where).toMatch(/^✅/);
      const before = game;
      mirror = applyAction(mirror, action);
      const loaded = await w.bot.ctx.games.load(gameId);
      game = loaded.game!;
      expect(game.log.length, where).toBe(before.log.length + 1);
      const messages = w.sim.messages(threadId).slice(seen).map((m) => m.content);
      const text = messages.join('\n');
      const phaseEnded = (before.state as { phase: number }).phase !== (game.state as { phase: number }).phase;
      posts.push({ action: where, messages, phaseEnded });
      // players go by their seats' Discord names once claimed, as the bot tells it
      const names = nameBook(viewGame(game, null), loaded.seats);
      for (const e of game.events ?? []) {
        const words = eventWords(e, names);
        if (e.type === 'private_revenue' && !e.amount) continue; // nothing earned: nothing to tell
        expect(words, `${where}: ${JSON.stringify(e)}`).toBeTruthy();
        if (!text.includes('/game log shows the rest')) expect(text, `${where}: ${JSON.stringify(e)}`).toContain(words!);
        if (!told.has(e.type)) told.set(e.type, words!);
        everything.push(words!);
      }
    }
    const live = await w.bot.ctx.games.load(gameId, { fresh: true });
    expect(live.game!.log.length).toBe(full.actions.length);
    expect(live.record.status).toBe('finished');
    // hand-picked runs and emergency multi-share sales only
    expect(unlisted.length, unlisted.join('\n')).toBeLessThan(full.actions.length / 20);
  }, 900_000);

  it('told every kind of event of the game, with $ amounts where money moved', () => {
    expect([...told.keys()].sort()).toEqual(
      [
        'auction_pass', 'auction_started', 'auction_won', 'bankruptcy', 'bid', 'company_bought', 'company_closed', 'dividend', 'float', 'game_end', 'operating', 'par',
        'phase_changed', 'presidency_changed', 'price_moved', 'priority_deal', 'private_revenue', 'round_started', 'run', 'shares_bought', 'shares_received', 'shares_sold',
        'tile_laid', 'token_placed', 'train_bought', 'train_exported', 'trains_rusted',
      ],
    );
    for (const type of ['auction_won', 'bid', 'company_bought', 'dividend', 'float', 'par', 'private_revenue', 'shares_bought', 'shares_sold', 'train_bought'] as const) expect(told.get(type), type).toMatch(/\$\d+/);
    expect(told.get('run')).toMatch(/runs a \d-train for \$\d+: [A-Z]/); // each train with its stops, as 18xx.games tells it
    // the seats go by their Discord names once claimed (never the log's "Player 1"), privates by name
    const who = `(?:${Object.values(USERS).join('|')})`;
    expect(told.get('shares_received')).toMatch(new RegExp(`^${who} receives a \\d+% share of [A-Z&]+$`)); // B&OR's or CV's share
    expect(told.get('operating')).toMatch(new RegExp(`^${who} operates [A-Z&]+$`));
    expect(told.get('auction_started')).toMatch(/^[A-Z][a-z][A-Za-z &-]+ goes up for auction$/);
    expect(told.get('auction_pass')).toMatch(new RegExp(`^${who} passes on [A-Z][a-z][A-Za-z &-]+$`));
    expect(everything.some((w) => new RegExp(`pays out \\$\\d+ = \\$\\d+ per share \\(\\$\\d+ to ${who}`).test(w))).toBe(true); // what each holder receives
    expect(told.get('game_end')).toMatch(new RegExp(`Game over.*1\\. ${who} \\$\\d+`));
    expect(everything.join('\n')).not.toMatch(/\bPlayer \d\b/);
  });

  it('shows no internals in any message, and every move fits a phone screen unless a phase ended', () => {
    expect(posts).toHaveLength(full.actions.length);
    for (const { action, messages, phaseEnded } of posts) {
      const text = messages.join('\n');
      const where = `${action}:\n${text}`;
      expect(text.trim(), where).not.toBe('');
      for (const bad of BAD) expect(text, where).not.toContain(bad);
      expect(text, where).not.toMatch(/\b[A-Z]+\d+-\d+-\d+\b/); // city ids such as X1-0-0
      expect(text, where).not.toMatch(/\b\d+-\d+\b(?!-train)/); // train and tile copies such as 2-0, 57-1
      for (const p of full.players) expect(text, where).not.toMatch(new RegExp(`(?<![$\\d.,])${p.id}(?![\\d%])`)); // raw player ids
      if (!phaseEnded) for (const m of messages) expect(m.split('\n').length, where).toBeLessThanOrEqual(12);
    }
  });
});
