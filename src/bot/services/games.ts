// The game service: the only place the bot touches the engine and the action log together.
// State is always replay(setup, stored actions); the cache only saves replays. Every game object it makes is only
// read afterwards, so each keeps its listings (keepListings): a player's moves are listed once per position.
import { titleBotOf } from '../titles/registry.ts';
import type { Logger } from 'pino';
import { activePlayers, applyAction, consentNeeded, keepListings, legalActions, movesNow, newGame, outOfTurnActions, replay } from '../../engine/game.ts';
import type { LoadedGame } from '../../engine/game.ts';
import type { GameEvent } from '../../engine/events.ts';
import { effectiveActions } from '../../engine/log.ts';
import { findTitle } from '../../engine/registry.ts';
import { sealedSheet } from '../../engine/sealed.ts';
import { viewGame } from '../../engine/view.ts';
import { RuleError } from '../../engine/types.ts';
import type { Action, GameSettings, LegalChoice, PlayerId, TitleDefinition } from '../../engine/types.ts';
import { envelopePlayers, playerIdOf, sameId, seatOfPlayer } from './players.ts';
import { ConsentNeeded } from './consent-needed.ts';
import { Refusal } from './refusal.ts';
import { moveWords } from './story.ts';
import { undoSummary } from './undo-words.ts';
import type { BotStore, GameRecord, SeatRecord } from './store.ts';
import { SeqConflictError } from './store.ts';

export interface LiveGame {
  record: GameRecord;
  seats: SeatRecord[];
  /** Null while the game is a lobby (no players fixed yet). */
  game: LoadedGame | null;
  /** Discord user behind each log entry (null for imported ones). */
  actors: (string | null)[];
}

export interface ActResult {
  before: LiveGame;
  after: LiveGame;
  action: Action;
  /** Words for what happened (the legal choice's label when it matched one). */
  summary: string;
  secret: boolean;
  /** The results of `ActOptions.then`, in order (stored with this one). */
  followUps?: ActResult[];
}

export type ActionBuilder = (live: LiveGame & { game: LoadedGame }, player: PlayerId) => Action | Promise<Action>;

export interface ActOptions {
  /** Undo and similar bookkeeping do not need the player to be active. */
  requireTurn?: boolean;
  /** Extra check before applying (throw Refusal). */
  check?: (live: LiveGame & { game: LoadedGame }, player: PlayerId, userId: string) => void;
  /** The player who agreed to this action (see ConsentNeeded); without it, an action that needs consent is not stored. */
  consentedBy?: PlayerId;
  /** A later step's move: pass the optional steps before it first (skipsBefore; costs a listing, so asked for). */
  passOptionalSteps?: boolean;
  /** Actions made right after this one (one move that takes several log actions): all stored in one append, or none. */
  then?: Action[];
}

export function settingsOf(record: GameRecord): GameSettings {
  const extra = (record.options.settings as Record<string, unknown> | undefined) ?? {};
  return { ...extra, seed: record.seed };
}

export function titleOf(record: GameRecord): TitleDefinition {
  const def = findTitle(record.title) ?? findTitle(record.envelopeTitle);
  if (!def) throw new Refusal(`This game's title (${record.title}) is not installed on this bot any more.`);
  return def;
}

const BOOKKEEPING = new Set(['id', 'created_at', 'auto_actions']);

function fieldsOf(a: Action): Map<string, string> {
  return new Map(Object.entries(a).filter(([k, v]) => !BOOKKEEPING.has(k) && v !== undefined).map(([k, v]) => [k, JSON.stringify(v)]));
}

/** Are all of x's fields found, equal, in y (a player entity equal as text: logs keep numeric ids)? */
const within = (x: Map<string, string>, y: Map<string, string>) => [...x].every(([k, v]) => y.get(k) === v || (k === 'entity' && String(JSON.parse(v)) === String(JSON.parse(y.get(k) ?? 'null'))));

/** Same move: one action's fields (bookkeeping aside) are all found, equal, in the other. */
export function sameAction(a: Action, b: Action): boolean {
  const fa = fieldsOf(a);
  const fb = fieldsOf(b);
  return within(fa, fb) || within(fb, fa);
}

/** Exactly the listed move: the same fields (bookkeeping aside), each equal. */
function exactlyListed(listed: LegalChoice[], action: Action): boolean {
  const fa = fieldsOf(action);
  return listed.some((c) => {
    const fc = fieldsOf(c.action);
    return within(fa, fc) && within(fc, fa);
  });
}

export function summarizeAction(game: LoadedGame, player: PlayerId, action: Action): string {
  if (game.def.isSecret?.(action)) {
    const open = sealedSheet(game, null);
    if (open) return open.submitted.some((p) => sameId(p, player)) ? 'hands in a new bid sheet' : 'hands in a bid sheet';
    return `submitted a sealed ${action.type}`;
  }
  if (action.type === 'undo') return undoSummary(game, player, summarizeAction);
  if (action.type === 'redo') return 'redid an action';
  // words posted in the thread: from the public's view
  const own = titleBotOf(game.def)?.summary?.(viewGame(game, null), action);
  if (own) return own;
  const match = movesNow(game, player).find((c) => sameAction(c.action, action));
  if (match) return match.label;
  // a move nobody lists now (an imported one): words, never the action's fields
  return moveWords(action);
}

/** At most this many optional steps are passed on the way to a later step's action. */
const MAX_SKIPS = 4;

/**
 * The passes that bring a later step's action within reach, as 18xx.games logs them: while the engine
 * lists no move of the action's type for its entity but does list a pass for that entity (its step is
 * optional), that pass goes first. Only for an entity the player acts for (a corporation), never the
 * player's own pass (which would end their turn). Returns the passes and the game after them.
 */
export function skipsBefore(game: LoadedGame, player: PlayerId, action: Action): { passes: Action[]; game: LoadedGame; events: GameEvent[] } {
  const passes: Action[] = [];
  const events: GameEvent[] = [];
  if (action.entity === undefined || action.type === 'pass' || action.entity_type === 'player' || sameId(action.entity, player)) return { passes, game, events };
  let at = game;
  const mine = (c: { action: Action }) => c.action.entity_type === action.entity_type && String(c.action.entity) === String(action.entity);
  while (passes.length < MAX_SKIPS) {
    const listed = legalActions(at, player).filter(mine);
    if (listed.some((c) => c.action.type === action.type)) break;
    const pass = listed.find((c) => c.action.type === 'pass');
    if (!pass) break;
    const step: Action = { ...pass.action, id: nextId(at), created_at: Math.floor(Date.now() / 1000) };
    try {
      at = keepListings(applyAction(at, step));
    } catch {
      break;
    }
    passes.push(step);
    events.push(...(at.events ?? []));
  }
  // Nothing gained (the action's type never came up): the action is judged where the game stands.
  if (!passes.length || !legalActions(at, player).some((c) => mine(c) && c.action.type === action.type)) return { passes: [], game, events: [] };
  return { passes, game: at, events };
}

/** The refusal of a move from a player the game does not wait on (and who may not make it out of turn). */
function notYourTurn(active: PlayerId[], seats: SeatRecord[]): Refusal {
  const names = active.map((p) => seatOfPlayer(seats, p)?.name ?? String(p));
  return new Refusal(active.length ? `It is not your turn — waiting on ${names.join(', ')}. You will be mentioned in the thread when it is.` : 'Nobody can act now.');
}

const nextId = (game: LoadedGame): number => game.log.reduce((m, a) => Math.max(m, typeof a.id === 'number' ? a.id : 0), 0) + 1;

/** How often an action that lost an append race is re-validated and tried again. */
const APPEND_ATTEMPTS = 30;

/** Replayed games kept in memory (least recently used dropped first). */
const CACHE_LIMIT = 200;

/** Threads whose game this process remembers. */
const THREAD_LIMIT = 10_000;

/** A replayed game and the setup it was replayed from (players, settings). */
interface Cached {
  live: LiveGame;
  key: string;
  /** When it was last known to match the database (loaded, or a move of this process stored). */
  checkedAt?: number;
}

/** Autocomplete trusts a cached game this long after it last matched the database. */
const SUGGEST_FRESH_MS = 10_000;

export class GameService {
  private cache = new Map<string, Cached>();
  private threads = new Map<string, string>();
  private queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly store: BotStore,
    private readonly log: Logger,
  ) {}

  /** Run `fn` after every earlier job of this game has finished (in-process serialization). */
  serialize<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(gameId) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const settled = next.catch(() => undefined);
    this.queues.set(gameId, settled);
    void settled.then(() => {
      if (this.queues.get(gameId) === settled) this.queues.delete(gameId);
    });
    return next;
  }

  invalidate(gameId: string): void {
    this.cache.delete(gameId);
  }

  /** The game a thread belongs to, if this process has seen it (a thread belongs to one game for good). */
  gameOfThread(threadId: string): string | undefined {
    return this.threads.get(threadId);
  }

  noteThread(threadId: string, gameId: string): void {
    if (this.threads.size >= THREAD_LIMIT) this.threads.delete(this.threads.keys().next().value!);
    this.threads.set(threadId, gameId);
  }

  async record(gameId: string): Promise<GameRecord> {
    const record = await this.store.getGame(gameId);
    if (!record) throw new Refusal(`There is no game #${gameId}. Use /game list to see this server's games.`);
    return record;
  }

  /**
   * Load a game: record and seats from storage, state by replaying the stored log. One round trip:
   * the cached state is trusted only as far as the log it was built from, and the query brings
   * only the actions stored after it (by another process, or none). New actions, or a different
   * setup (players, settings), mean a full replay; the stored log stays the only truth.
   */
  async load(gameId: string, opts: { fresh?: boolean } = {}): Promise<LiveGame> {
    const cached = opts.fresh ? undefined : this.cache.get(gameId);
    const known = cached?.live.game ? cached.live.game.log.length : 0;
    const got = await this.store.loadLive(gameId, known);
    if (!got) throw new Refusal(`There is no game #${gameId}. Use /game list to see this server's games.`);
    const { record, seats } = got;
    if (record.threadId) this.noteThread(record.threadId, record.id);
    if (record.status === 'lobby' && !record.options.importedPlayers) return { record, seats, game: null, actors: [] };
    const def = titleOf(record);
    const setup = {
      title: record.envelopeTitle || def.titles[0]!,
      players: envelopePlayers(record, seats),
      settings: settingsOf(record),
    };
    const key = JSON.stringify(setup);
    if (cached?.live.game && cached.key === key && got.actions.length === 0) {
      this.remember(gameId, cached);
      cached.checkedAt = Date.now();
      cached.live = { ...cached.live, record, seats };
      return cached.live;
    }
    // Earlier actions come from the cache when it was built on the same setup (they are stored
    // and never change); otherwise everything is loaded again.
    const earlier = cached?.live.game && cached.key === key ? { actions: cached.live.game.log, actors: cached.live.actors } : null;
    const rest = earlier ? got.actions : known > 0 ? await this.store.loadActions(gameId) : got.actions;
    const game = keepListings(replay({ ...setup, actions: [...(earlier?.actions ?? []), ...rest.map((s) => s.action)] }));
    const live: LiveGame = { record, seats, game, actors: [...(earlier?.actors ?? []), ...rest.map((s) => s.userId)] };
    this.remember(gameId, { live, key, checkedAt: Date.now() });
    return live;
  }

  /**
   * A game for autocomplete, which cannot be deferred and only suggests (every move is checked again
   * when sent): the cached one if it matched the database within the last seconds, else a load.
   */
  async loadForSuggestions(gameId: string): Promise<LiveGame> {
    const cached = this.cache.get(gameId);
    if (cached?.live.game && cached.checkedAt !== undefined && Date.now() - cached.checkedAt < SUGGEST_FRESH_MS) return cached.live;
    return this.load(gameId);
  }

  private remember(gameId: string, entry: Cached): void {
    this.cache.delete(gameId);
    this.cache.set(gameId, entry);
    while (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  private keyOf(live: LiveGame): string {
    const def = titleOf(live.record);
    return JSON.stringify({ title: live.record.envelopeTitle || def.titles[0]!, players: envelopePlayers(live.record, live.seats), settings: settingsOf(live.record) });
  }

  /** Fresh engine game for a lobby that is starting (validates player counts). */
  startEngine(record: GameRecord, seats: SeatRecord[]): LoadedGame {
    const def = titleOf(record);
    try {
      return newGame(record.envelopeTitle || def.titles[0]!, envelopePlayers(record, seats), settingsOf(record));
    } catch (err) {
      if (err instanceof RuleError) throw new Refusal(err.message);
      throw err;
    }
  }

  /** Discord user ids the game waits on now. */
  waitingOn(live: LiveGame): string[] {
    if (!live.game) return [];
    return activePlayers(live.game)
      .map((p) => seatOfPlayer(live.seats, p)?.userId ?? null)
      .filter((u): u is string => !!u);
  }

  /**
   * Store whom the game waits on. A wait that only shrinks (simultaneous bids coming in) keeps its
   * start, so the remaining players' reminders are not reset; anyone new starts a new wait.
   */
  async recordWaiting(live: LiveGame): Promise<void> {
    const wait = this.nextWait(live);
    await this.store.setWaiting(live.record.id, wait.on, wait.seq, wait.since);
    this.noteWait(live, wait);
  }

  /** The wait `live` is in, continuing the stored one while it only shrinks. */
  private nextWait(live: LiveGame): { on: string[]; seq: number; since: Date } {
    const waiting = this.waitingOn(live);
    const seq = live.game?.log.length ?? 0;
    const prev = live.record;
    const shrinking = waiting.length > 0 && prev.waitingSeq !== null && prev.waitingSince && waiting.every((u) => prev.waitingOn.includes(u));
    return { on: waiting, seq: shrinking ? prev.waitingSeq! : seq, since: shrinking ? prev.waitingSince! : new Date() };
  }

  private noteWait(live: LiveGame, wait: { on: string[]; seq: number; since: Date }): void {
    const on = wait.on.length > 0;
    Object.assign(live.record, { waitingOn: wait.on, waitingSince: on ? wait.since : null, waitingSeq: on ? wait.seq : null });
  }

  /**
   * Apply an action for a Discord user: seat and turn checks, the engine's rules, then an append at
   * the expected seq. A lost append race (another process stored an action first) reloads and
   * re-validates: the action is retried for as long as it stays legal, up to APPEND_ATTEMPTS times.
   */
  act(gameId: string, userId: string, build: ActionBuilder, opts: ActOptions = {}): Promise<ActResult> {
    return this.serialize(gameId, async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.actOnce(gameId, userId, build, opts, attempt === 0);
        } catch (err) {
          if (!(err instanceof SeqConflictError)) throw err;
          // The next load brings the actions stored meanwhile (the cache holds only stored ones).
          if (attempt + 1 >= APPEND_ATTEMPTS) {
            this.log.warn({ gameId, attempts: attempt + 1 }, 'seq conflict; giving up');
            throw new Refusal('Someone else moved at the same moment. Look at the thread and try again.');
          }
          this.log.info({ gameId, attempt }, 'seq conflict; reloading and retrying');
          // A short random pause lets the racing processes fall out of step.
          await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 5 * (attempt + 1))));
        }
      }
    });
  }

  /**
   * The cached game if it was active: a move may be validated against it without a load, because
   * the append stores it only if nothing was stored since (the seq) and the game is still active;
   * otherwise it is a SeqConflictError and the retry loads. Players and settings of an active game
   * do not change, so the log and the status are all a move depends on.
   */
  private cachedActive(gameId: string): LiveGame | undefined {
    const cached = this.cache.get(gameId);
    if (!cached?.live.game || cached.live.record.status !== 'active') return undefined;
    this.remember(gameId, cached);
    return { ...cached.live, record: { ...cached.live.record } };
  }

  private async actOnce(gameId: string, userId: string, build: ActionBuilder, opts: ActOptions, trustCache: boolean): Promise<ActResult> {
    const cached = trustCache ? this.cachedActive(gameId) : undefined;
    if (cached) {
      try {
        return await this.actOn(gameId, cached, userId, build, opts);
      } catch (err) {
        if (err instanceof SeqConflictError) throw err;
        // A refusal (or a consent question) from a view that may be out of date: decide on a loaded one.
      }
    }
    return this.actOn(gameId, await this.load(gameId), userId, build, opts);
  }

  private async actOn(gameId: string, before: LiveGame, userId: string, build: ActionBuilder, opts: ActOptions): Promise<ActResult> {
    const { record, seats } = before;
    if (record.status === 'lobby') throw new Refusal('This game has not started yet. The creator presses Start in the lobby.');
    if (record.status === 'starting' || record.status === 'importing') throw new Refusal('This game is being set up. Try again in a moment.');
    if (record.status === 'finished') throw new Refusal('This game is over. Use /game export to download the log.');
    if (record.status === 'abandoned') throw new Refusal('This game was abandoned. Start a new one with /game new.');
    if (record.status === 'paused') throw new Refusal('This game is paused.');
    const game = before.game!;
    const player = playerIdOf(game, seats, userId);
    if (player === undefined) throw new Refusal('You are not seated in this game. Only its players can act; use /game status to follow it.');
    const live = before as LiveGame & { game: LoadedGame };
    // a player the game does not wait on may make only the moves the title lists for them out of turn
    let outOfTurn: LegalChoice[] | null = null;
    if (opts.requireTurn !== false) {
      const active = activePlayers(game);
      if (!active.some((p) => sameId(p, player))) {
        outOfTurn = outOfTurnActions(game, player);
        if (!outOfTurn.length) throw notYourTurn(active, seats);
      }
    }
    opts.check?.(live, player, userId);
    const built = await build(live, player);
    if (outOfTurn && !exactlyListed(outOfTurn, { entity: player, ...built })) throw notYourTurn(activePlayers(game), seats);
    // A later step's move passes the optional steps before it (stored with it, all or nothing); never out of turn.
    const { passes, game: reached, events: skipped } = opts.passOptionalSteps && !outOfTurn ? skipsBefore(game, player, { entity: player, ...built }) : { passes: [], game, events: [] };
    const action: Action = { entity: player, ...built, id: nextId(reached), created_at: Math.floor(Date.now() / 1000) };
    const secret = !!game.def.isSecret?.(action);
    const summary = summarizeAction(reached, player, action);
    let next = this.applyOrRefuse(gameId, reached, action);
    const seq = game.log.length;
    // An action taking another player's property waits for their consent: nothing is stored now.
    const asked = consentNeeded(reached, action);
    if (asked !== null && !sameId(asked, player) && !(opts.consentedBy !== undefined && sameId(opts.consentedBy, asked))) {
      const seat = seatOfPlayer(seats, asked);
      const { id: _id, created_at: _at, ...request } = action;
      throw new ConsentNeeded({ gameId, seq, actorUserId: userId, asked, askedUserId: seat?.userId ?? null, askedName: seat?.name ?? String(asked), action: request, summary, preview: { before: reached, after: next } });
    }
    // the story tells what the passes did too (e.g. a skipped step's end)
    if (passes.length) next = { ...next, events: [...skipped, ...(next.events ?? [])] };
    // one record for every result: the stored wait and the final status show in each
    const rec = { ...record };
    const first: LiveGame = { record: rec, seats, game: next, actors: [...before.actors, ...passes.map(() => userId), userId] };
    let after = first;
    // the follow-up actions, each checked on the game the one before it leaves
    const followUps: ActResult[] = [];
    for (const built of opts.then ?? []) {
      const prev = after.game!;
      const more: Action = { entity: player, ...built, id: nextId(prev), created_at: action.created_at };
      const moreAsked = consentNeeded(prev, more);
      const moreSummary = summarizeAction(prev, player, more);
      if (moreAsked !== null && !sameId(moreAsked, player) && !(opts.consentedBy !== undefined && sameId(opts.consentedBy, moreAsked))) {
        // the whole move waits for their answer (e.g. 1828: start a merger, then name their corporation as partner)
        const seat = seatOfPlayer(seats, moreAsked);
        const { id: _id, created_at: _at, ...request } = action;
        throw new ConsentNeeded({ gameId, seq, actorUserId: userId, asked: moreAsked, askedUserId: seat?.userId ?? null, askedName: seat?.name ?? String(moreAsked), action: request, then: opts.then ?? [], summary: moreSummary });
      }
      const moreNext = this.applyOrRefuse(gameId, prev, more);
      const moreAfter: LiveGame = { record: rec, seats, game: moreNext, actors: [...after.actors, userId] };
      followUps.push({ before: after, after: moreAfter, action: more, summary: moreSummary, secret: !!game.def.isSecret?.(more) });
      after = moreAfter;
    }
    const last = after.game!;
    const wait = this.nextWait(after);
    const finished = last.def.finished(last.state);
    // The action (after the passes it makes, with its follow-ups), the wait it leads to and the end of the game: one statement.
    const changes = { waiting: wait, requireActive: true, ...(finished ? { status: 'finished' as const } : {}) };
    const stored = [...passes, action, ...followUps.map((f) => f.action)];
    if (stored.length > 1) await this.store.appendActions(gameId, seq, stored, userId, changes);
    else await this.store.appendAction(gameId, seq, action, userId, changes);
    this.log.info({ gameId, seq, type: action.type, userId, passes: passes.length, followUps: followUps.length }, 'action stored');
    this.noteWait(after, wait);
    if (finished) rec.status = 'finished';
    this.remember(gameId, { live: after, key: this.keyOf(after), checkedAt: Date.now() });
    return { before, after: first, action, summary, secret, ...(followUps.length ? { followUps } : {}) };
  }

  private applyOrRefuse(gameId: string, game: LoadedGame, action: Action): LoadedGame {
    try {
      return keepListings(applyAction(game, action));
    } catch (err) {
      if (err instanceof RuleError) throw new Refusal(err.message);
      if (err instanceof Refusal) throw err;
      this.log.error({ gameId, type: action.type, err: err instanceof Error ? err.message : String(err) }, 'engine failed on an action');
      throw new Refusal('The rules engine could not process that move (an error was logged). Try a different move.');
    }
  }

  /**
   * Undo the last effective action, if this user made it. The undo names what it takes back (18xx.games'
   * `action_id`: every action after the one before it). If it loses an append race and is checked again
   * on the log as stored, an action it meant that is no longer in effect means it was taken back already
   * (the same undo handled twice, e.g. by two processes): nothing more is undone.
   */
  undo(gameId: string, userId: string): Promise<ActResult> {
    let target: number | null = null;
    let before = 0;
    return this.act(gameId, userId, () => ({ type: 'undo', ...(target !== null ? { action_id: before } : {}) }), {
      requireTurn: false,
      check: (live, player, user) => {
        const effective = effectiveActions(live.game.log).filter((a) => a.type !== 'message');
        const last = effective[effective.length - 1];
        if (target !== null && !effective.some((a) => a.id === target)) throw new Refusal('That action was already taken back; nothing more was undone.');
        if (!last) throw new Refusal('There is nothing to undo yet.');
        const index = live.game.log.indexOf(last);
        const actor = index >= 0 ? live.actors[index] : null;
        const mine = actor ? actor === user : sameId(last.entity, player);
        if (!mine) throw new Refusal('Only the player who made the last action can undo it. Ask them, or play on.');
        if (typeof last.id !== 'number') return; // an action without an id (never stored live): the plain undo
        target = last.id;
        const previous = effective[effective.length - 2]?.id;
        before = typeof previous === 'number' ? previous : 0;
      },
    });
  }
}
