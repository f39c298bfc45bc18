// A whole 1828 game played in its thread by three users through the stand-in, each move by the user in the seat
// that must act, with 1828's own commands where they exist (/merge, /merger, /coal, /swap, /exchange, /cp) and the
// 18xx ones (/bid, /pass, /par, /buy, /sell, /tile, /token, /dividend, /train, /private), /move otherwise (a run,
// taking back a failed merger, recording a failed merger). The game is one our engine generated and the 18xx.games
// engine replayed to its end (test/fixtures/1828-generated): its mergers across two players are asked of the other
// director, who presses Accept. The result and end reason must be the ones 18xx.games computed, and no message
// may show internals.
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
import { mergerStage } from '../../src/engine/titles/1828/queries/merger.ts';
import { own1828 } from '../../src/engine/titles/1828/state.ts';
import { shellOf } from '../../src/engine/titles/1828/shells.ts';
import { isChat } from '../../src/engine/log.ts';
import type { Action, GameLog, LegalChoice } from '../../src/engine/types.ts';
import { lists1828 } from '../../src/bot/titles/1828/commands/listed.ts';
import { sameAction } from '../../src/bot/services/games.ts';
import { movesOf, type XxMoves } from '../../src/bot/titles/18xx/moves.ts';
import { routesPlan } from '../../src/bot/titles/18xx/routes.ts';
import { tokenChoices } from '../../src/bot/titles/18xx/track.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, importAndSeat, startWorld, routesKey } from './world.ts';
import { typedRotation } from '../helpers/lay-way.ts';

const FIXTURE = process.env.STORY_1828 ?? 'test/fixtures/1828-generated/3p-17.json';
const full = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameLog;
const USERS = ['alice', 'bob', 'carol'];
const userOf = (player: string | number): string => USERS[full.players.findIndex((p) => String(p.id) === String(player))]!;
const BAD = ['{', '[', 'undefined', 'null', 'NaN'];

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/**
 * The test's own copy of the log's game after `action`: changed in place (nobody else holds it, and a copy of the
 * whole state per move cost ~1 s of CPU over the game), as a replay applies a stored action; an undo or redo by
 * applyAction (a replay of the log).
 */
function mirrored(game: LoadedGame, action: Action): LoadedGame {
  if (action.type === 'undo' || action.type === 'redo') return applyAction(game, action);
  if (!isChat(action)) {
    game.def.process(game.state, action);
    for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto);
  }
  game.log.push(action);
  return game;
}

const same = (a: Action, b: Action) => (b.type === 'run_routes' ? a.type === 'run_routes' && routesKey(a) === routesKey(b) : sameAction(a, b));

describe(`a whole 1828 game by three users in its thread (${FIXTURE.split('/').at(-1)})`, () => {
  let threadId = '';
  let gameId = '';
  /** Every command used, with how often. */
  const used = new Map<string, number>();
  /** Moves made through /move (no command offers them): what they were. */
  const viaMove: string[] = [];
  /** Mergers with another player's corporation, and who accepted. */
  const consents: { what: string; by: string; asked: string }[] = [];
  const texts: { where: string; text: string }[] = [];

  it('imports the game before its first move and seats the three players', async () => {
    const seats = Object.fromEntries(full.players.map((p, n) => [p.name, USERS[n]!]));
    ({ gameId, threadId } = await importAndSeat(w, toEnvelope(newGame(full.title, full.players, full.settings)), 'story-1828', seats));
  }, 60_000);

  it(`plays all ${full.actions.length} actions, each by the seat that must act, through the commands`, async () => {
    let game: LoadedGame = (await w.bot.ctx.games.load(gameId)).game!;
    // the log's own game, to find where its cities and trains are (the bot may hold other copies)
    let mirror: LoadedGame = newGame(full.title, full.players, full.settings);
    for (let i = 0; i < Math.min(full.actions.length, Number(process.env.LIMIT ?? 1e9)); i++) {
      const action = full.actions[i]!;
      const where = `action ${i} ${action.type} ${String(action.entity)}`;
      const state = game.state as GameState;
      const actor = action.entity_type === 'player' ? String(action.entity) : String(activePlayers(game)[0]);
      const user = userOf(actor);
      // the listing, made only when a move needs it, once (a listing costs like a move through the bot: a run's
      // lists the best run); the 18xx moves for /routes, /tile and /token carry the same listing
      let xx: XxMoves | undefined;
      const moves = () => (xx ??= movesOf(game, actor)!);
      let listing: LegalChoice[] | undefined;
      const choices = () => (listing ??= xx?.choices ?? legalActions(game, actor));
      let found: number | undefined;
      const n = () => (found ??= choices().findIndex((c) => same(c.action, action as Action)));
      const seen = w.sim.messages(threadId).length;
      // a run as /routes plans it (the engine's best) goes by its button, with the dividend that follows
      const plan = action.type === 'run_routes' ? routesPlan(moves()) : null;
      const next = full.actions[i + 1];
      const payout = plan && plan.revenue > 0 && next?.type === 'dividend' && next.entity === action.entity ? String(next.kind) : null;
      // (a lay typed by its way number may store an equivalent rotation of the log's, the same track: the search may
      // then pick another run of the same revenue, which the cash check after the move confirms)
      const logged = ((action.routes ?? []) as { revenue: number }[]).reduce((sum, x) => sum + x.revenue, 0);
      const sameRun = !!plan && (routesKey(plan.action) === routesKey(action as Action) || plan.revenue === logged);
      const viaRoutes = sameRun && (payout !== null || plan!.revenue === 0);
      // log actions this move makes (a merger's start and partner are one /merge; a run and its dividend one button)
      const steps = (action.type === 'choose' && mergerStage(state).stage === 'none') || (viaRoutes && payout) ? 2 : 1;
      const run = async (command: string, options: Record<string, string | number> = {}): Promise<InteractionResult> => {
        used.set(command, (used.get(command) ?? 0) + 1);
        if (command === 'move') viaMove.push(`${action.type} ${String(action.entity_type)}`);
        // no quiet period: an accepted move is complete once its thread message (one per log action) is posted
        const r = await w.sim.slash({ user: w.user(user), channel: threadId, command, options, settleMs: 0 });
        if (!r.ephemeral || !r.content.startsWith('✅')) return r;
        return w.sim.waitFor(() => {
          const now = w.sim.interaction(r.interactionId)!;
          return now.followUps.length >= steps && now;
        }, 15_000);
      };
      const moveCmd = () => {
        if (n() < 0) throw new Error(`${where}: not listed (${choices().slice(0, 5).map((c) => c.label).join('; ')})`);
        return run('move', { action: `#${n()}@${game.log.length}` });
      };
      const m = { game, state, player: actor, get legal() {
        return choices();
      } };
      const listedLabel = (list: { label: string; action: Action }[]) => list.find((c) => same(c.action, action as Action))?.label;
      let r: InteractionResult;
      if (action.type === 'choose' && mergerStage(state).stage === 'none') {
        // the start of a merger and its partner: one /merge (18xx.games logs `choose`, then `merge`)
        const partner = full.actions[i + 1]!;
        expect(partner.type, where).toBe('merge');
        r = await run('merge', { corporation: String(action.choice), partner: String(partner.corporation) });
      } else if (action.type === 'merge') r = await run('merge', { corporation: String(action.entity), partner: String(action.corporation) });
      else if (action.type === 'choose' && mergerStage(state).stage === 'choice') {
        // offered as the words the log holds ("C&O ($69)"), the action naming what 18xx.games logs ("C&O")
        // (a trade-up's answer is offered in words, "Trade your odd share up …, paying $27", for the log's "Exchange ($-27)")
        const logged = String(action.choice).replace(/ \([^()]*\$[^()]*\)$/, '');
        const offered = lists1828.merger(m).find((c) => c.label === action.choice || c.action.choice === action.choice || c.action.choice === logged);
        expect(offered, `${where}: ${lists1828.merger(m).map((c) => c.label).join('; ')}`).toBeDefined();
        const choice = offered!.label;
        // the player asked is mentioned with the choice as buttons: every other answer by button, the rest by /merger
        const asking = w.sim.messages(threadId).filter((x) => x.content.includes('Your move, <@')).at(-1)!;
        expect(asking.content, where).toContain(`Your move, <@${w.user(user)}>`);
        if (used.get('merger button') === used.get('merger')) {
          used.set('merger button', (used.get('merger button') ?? 0) + 1);
          r = await w.sim.clickButton({ user: w.user(user), messageId: asking.id, customId: buttonId(asking, choice.slice(0, 80)), settleMs: 0 });
        } else r = await run('merger', { choice });
      }
      else if (viaRoutes) {
        const shown = await run('routes');
        expect(shown.content, where).toMatch(/best run/);
        r = await w.sim.clickButton({ user: w.user(user), messageId: shown.message!.id, customId: buttonId(shown, payout ? `Run these (${payout})` : 'Run these'), settleMs: 0 });
      } else if (action.type === 'bid') r = await run('bid', { company: String(action.company), price: Number(action.price) });
      else if (action.type === 'pass' && n() >= 0 && choices().find((c) => c.action.type === 'pass') === choices()[n()]) r = await run('pass');
      else if (action.type === 'par') r = await run('par', { corporation: String(action.corporation), price: String(action.share_price).split(',')[0]! });
      else if (action.type === 'buy_shares' && action.entity_type === 'company') r = await run('exchange', { share: listedLabel(lists1828.exchange(m)) ?? '?' });
      else if (action.type === 'buy_shares') {
        const share = shareById(state, (action.shares as string[])[0]!);
        r = await run('buy', { corporation: `${share.corp}:${share.owner === 'pool' ? 'market' : 'ipo'}` });
      } else if (action.type === 'sell_shares' && action.entity_type === 'player') {
        const corp = shareById(state, (action.shares as string[])[0]!).corp;
        r = await run('sell', { corporation: corp, count: Number(action.percent) / 10 });
      } else if (action.type === 'special_buy') r = await run('coal');
      else if (action.type === 'swap_train') {
        // (like trains in one shell are one listed move: the listed one from the logged train's shell)
        // (the log's train ids are the mirror's; the bot's game may hold a like train under another id)
        const shellName = (st: GameState, t: string) => shellOf(own1828(st).shells?.[String(action.entity)] ?? [], t)?.name;
        const mst = mirror.state as GameState;
        const loggedName = trainById(mst, String(action.train)).name;
        const like = lists1828.swap(m).find((c) => trainById(state, String(c.action.train)).name === loggedName && shellName(state, String(c.action.train)) === shellName(mst, String(action.train)));
        r = await run('swap', { train: listedLabel(lists1828.swap(m)) ?? like?.label ?? '?' });
      }
      else if (action.entity === 'C&P' && listedLabel(lists1828.cp(m))) r = await run('cp', { move: listedLabel(lists1828.cp(m))! });
      else if (action.type === 'lay_tile') r = await run('tile', { hex: String(action.hex), tile: String(action.tile).split('-')[0]!, rotation: typedRotation(moves(), action) });
      else if (action.type === 'place_token') {
        // the log's city on the bot's map: the same hex and city, on the copy of the tile the bot laid there
        const ref = resolveCity((mirror.state as GameState).map as MapState, String(action.city));
        const mine = tokenChoices(moves()).find((c) => {
          const at = resolveCity(state.map as MapState, c.value);
          return at.hex === ref.hex && at.city === ref.city;
        });
        r = await run('token', { city: mine?.value ?? String(action.city) });
      }
      else if (action.type === 'dividend') r = await run('dividend', { kind: String(action.kind) });
      else if (action.type === 'buy_company') r = await run('private', { company: String(action.company), price: Number(action.price) });
      else if (action.type === 'buy_train') {
        // (a corporation's like trains are listed once, under one of their ids: type the listed one)
        const logged = trainById(mirror.state as GameState, String(action.train));
        const like = choices().find((c) => c.action.type === 'buy_train' && !c.action.exchange && c.action.train === action.train) ?? choices().find((c) => {
          if (c.action.type !== 'buy_train' || c.action.exchange) return false;
          const t = trainById(game.state as GameState, String(c.action.train));
          return t.name === logged.name && t.owner === logged.owner && t.owner !== 'depot';
        });
        const name = `${logged.name}-train`;
        const train = `${like ? String(like.action.train) : name}${action.exchange ? `~${String(action.exchange)}` : ''}${action.shell ? `@${String(action.shell)}` : ''}`;
        r = await run('train', { train, ...(action.price ? { price: Number(action.price) } : {}) });
      } else r = await moveCmd();
      if (r.content.startsWith('⏳')) {
        // a move taking another player's property (their corporation in a merger, a train from their
        // corporation): that player is asked in the thread and accepts
        const request = w.sim.messages(threadId).at(-1)!;
        const asked = USERS.find((u) => u !== user && request.content.includes(`<@${w.user(u)}>`));
        expect(asked, `${where}: ${request.content}`).toBeDefined();
        const yes = await w.sim.clickButton({ user: w.user(asked!), messageId: request.id, customId: buttonId(request, 'Accept'), settleMs: 0 });
        expect(yes.content, where).toMatch(/You accepted/);
        consents.push({ what: `${action.type} ${String(action.choice ?? action.train ?? '')}`, by: user, asked: asked! });
      } else expect(r.content, r.content.startsWith('✅') ? where : `${where}: ${r.content}\nlisted: ${choices().slice(0, 8).map((c) => JSON.stringify(c.action)).join('\n')}`).toMatch(/^✅/);
      const before = game;
      for (let k = 0; k < steps; k++) mirror = mirrored(mirror, full.actions[i + k]!);
      game = (await w.bot.ctx.games.load(gameId)).game!;
      expect(game.log.length, where).toBe(before.log.length + steps);
      // the bot's game keeps step with the log's: everyone's cash after every move
      expect((game.state as GameState).cash, where).toEqual((mirror.state as GameState).cash);
      i += steps - 1;
      const text = w.sim
        .messages(threadId)
        .slice(seen)
        .map((x) => x.content)
        .join('\n');
      texts.push({ where, text });
    }
    const live = await w.bot.ctx.games.load(gameId, { fresh: true });
    expect(live.game!.log.length).toBe(full.actions.length);
    expect(live.record.status).toBe('finished');
    const env = toEnvelope(live.game!);
    expect({ result: env.result, reason: env.game_end_reason }).toEqual({ result: full.result, reason: full.game_end_reason });
  }, 900_000);

  it('asked the other director for each merger with their corporation, and used 1828’s commands', () => {
    // a merger across two players: started by one user, accepted by another
    expect(consents.filter((c) => c.what.startsWith('choose') && c.by !== c.asked).length).toBeGreaterThan(0);
    for (const c of ['merge', 'merger', 'merger button', 'tile', 'token', 'train', 'routes', 'buy', 'sell', 'par', 'pass', 'bid', 'private', 'cp']) expect(used.get(c), c).toBeGreaterThan(0);
    // /move only for what no command offers: taking a failed merger back, recording a failed merger
    expect(viaMove.filter((x) => !/^(undo|failed_merge) /.test(x))).toEqual([]);
  });

  it('shows no internals in any message', () => {
    for (const { where, text } of texts) for (const bad of BAD) expect(text, `${where}:\n${text}`).not.toContain(bad);
  });
});
