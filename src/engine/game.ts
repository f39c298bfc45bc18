// State = replay(setup(seed, players, options), actions): the one entry point the edges use.
import { effectiveActions, isChat, undoneBy } from './log.ts';
import { findTitle } from './registry.ts';
import { seenBy } from './sealed.ts';
import type { Action, GameEvent, GameLog, GameSettings, LegalChoice, PlayerId, PlayerInfo, TitleDefinition } from './types.ts';
import { RuleError } from './types.ts';

export interface LoadedGame<S = any> {
  def: TitleDefinition<S>;
  envelopeTitle: string;
  players: PlayerInfo[];
  settings: GameSettings;
  state: S;
  /** Every action in the log, including undone ones and undo/redo markers. */
  log: Action[];
  /** What the last `applyAction` did (empty after a replay or an undo/redo). */
  events?: GameEvent[];
  /** The latest effective action that revealed secrets (title's isRevealPoint): undo stops there. */
  revealedBy?: Action;
}

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly action: Action,
    readonly reason: unknown,
  ) {
    super(`action #${index} (id ${action.id ?? '?'}, ${action.type}): ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'ReplayError';
  }
}

export function requireTitle(name: string): TitleDefinition {
  const def = findTitle(name);
  if (!def) throw new RuleError(`Unknown title "${name}".`);
  return def;
}

export function newGame(title: string, players: PlayerInfo[], settings: GameSettings): LoadedGame {
  const def = requireTitle(title);
  if (players.length < def.minPlayers || players.length > def.maxPlayers) {
    throw new RuleError(`${def.displayName} takes ${def.minPlayers}–${def.maxPlayers} players, not ${players.length}.`);
  }
  // (states key players by String(id): two ids alike, e.g. 7 and "7", would be one player)
  const ids = new Set(players.map((p) => String(p.id)));
  if (ids.size !== players.length) throw new RuleError('Each player needs an id of their own; two players have the same one.');
  const state = def.setup({ seed: settings.seed, players, options: { ...settings, title } });
  return { def, envelopeTitle: def.titles.includes(title) ? title : def.titles[0]!, players, settings, state, log: [] };
}

function processOne(def: TitleDefinition, state: unknown, action: Action, live = false): GameEvent[] {
  if (isChat(action)) return [];
  const opts = live ? { live } : undefined;
  const events = def.process(state, action, opts) ?? [];
  for (const auto of action.auto_actions ?? []) events.push(...(def.process(state, auto, opts) ?? []));
  return events;
}

/** The actions a log takes effect with: undo resolved, after the title's reading of older logs (readLog). */
function activeOf(def: TitleDefinition, log: GameLog): Action[] {
  return effectiveActions(def.readLog ? def.readLog(log) : log.actions);
}

/** Replay a whole envelope; throws ReplayError naming the first action that breaks a rule. */
export function replay(log: GameLog): LoadedGame {
  const game = newGame(log.title, log.players, log.settings);
  replayOnto(game, activeOf(game.def, log), 0);
  game.log = log.actions.slice();
  return game;
}

/** Process stored actions on `game`'s state in place, as a replay does; `from` is the first one's place in the effective log. */
function replayOnto(game: LoadedGame, actions: readonly Action[], from: number): void {
  actions.forEach((action, i) => {
    try {
      processOne(game.def, game.state, action);
    } catch (err) {
      throw new ReplayError(from + i, action, err);
    }
    if (game.def.isRevealPoint?.(game.state, action)) game.revealedBy = action;
  });
}

/**
 * The game after each cut of `log` (its first `at` actions, cuts in any order), each equal to
 * `replay` of that cut, in one pass: a cut continues the previous one's state, and starts over only where the
 * log's undo takes back an action already processed. Each game yielded is a copy (its own state, as live play's
 * games are: what is kept per game object stays true of it); with `copies: false` it shares the replay's state,
 * true only until the next cut is asked for (for a caller that reads each cut and lets it go).
 */
export function* replayCuts(log: GameLog, cuts: Iterable<number>, { copies = true } = {}): Generator<[at: number, game: LoadedGame]> {
  let game = newGame(log.title, log.players, log.settings);
  let done: Action[] = [];
  for (const at of [...cuts].sort((a, b) => a - b)) {
    const effective = activeOf(game.def, { ...log, actions: log.actions.slice(0, at) });
    if (done.length > effective.length || done.some((a, i) => a !== effective[i])) {
      game = newGame(log.title, log.players, log.settings);
      done = [];
    }
    replayOnto(game, effective.slice(done.length), done.length);
    done = effective;
    yield [at, { ...game, state: copies ? game.def.clone(game.state) : game.state, log: log.actions.slice(0, at) }];
  }
}

/** Apply one new action to a live game, returning a new game; the old one is untouched. */
export function applyAction(game: LoadedGame, action: Action): LoadedGame {
  if (action.type === 'undo' || action.type === 'redo') {
    if (action.type === 'undo') refuseUndoPastReveal(game, action);
    // (the game's own players: the envelope writes the log's names)
    return { ...replay({ ...toEnvelope({ ...game, log: [...game.log, action] }), players: game.players }), events: [] };
  }
  const state = game.def.clone(game.state);
  const events = processOne(game.def, state, action, true);
  const revealedBy = game.def.isRevealPoint?.(state, action) ? action : game.revealedBy;
  return { ...game, state, log: [...game.log, action], events, ...(revealedBy ? { revealedBy } : {}) };
}

/** Secrets once shown stay shown: an undo may not take back the reveal or anything before it. */
function refuseUndoPastReveal(game: LoadedGame, undo: Action): void {
  if (!game.revealedBy) return;
  const active = activeOf(game.def, { title: game.envelopeTitle, players: game.players, settings: game.settings, actions: game.log });
  const barrier = active.indexOf(game.revealedBy);
  if (barrier < 0) return;
  if (undoneBy(active, undo).some((a) => active.indexOf(a) <= barrier)) {
    throw new RuleError('Sealed choices were revealed since then, so that can no longer be undone.');
  }
}

export function activePlayers(game: LoadedGame): PlayerId[] {
  return game.def.finished(game.state) ? [] : game.def.activePlayers(game.state);
}

/**
 * Listings kept per game object (see keepListings): answering one interaction the bot lists a player's moves at
 * one position several times (the move's words, the turn line, the thread's panel, the private panel), and a late
 * 1822 listing costs up to ~0.25 s of CPU on the one thread where every other interaction waits to be acknowledged.
 */
interface Listings {
  state: unknown;
  log: Action[];
  /** By player id as text (states key players by it: 7 and "7" are one player), their turn's moves and their moves out of turn. */
  turn: Map<string, LegalChoice[]>;
  offTurn: Map<string, LegalChoice[]>;
  /** The games after actions asked about (previewAction), by the action as text: kept too. */
  after: Map<string, LoadedGame>;
}
const kept = new WeakMap<LoadedGame, Listings>();

/**
 * Keep `game`'s listings: each player's moves listed once for this object. Only for a game object nobody processes
 * in place afterwards (the bot's: replayed or applied, then only read; a new action or an undo makes a new object).
 * A game whose state or log was replaced is listed afresh. Returns the game.
 */
export function keepListings<G extends LoadedGame>(game: G): G {
  if (!kept.has(game)) kept.set(game, { state: game.state, log: game.log, turn: new Map(), offTurn: new Map(), after: new Map() });
  return game;
}

/** The listings kept for `game` (none when not kept), emptied when its state or log was replaced. */
function listingsOf(game: LoadedGame): Listings | undefined {
  const listings = kept.get(game);
  if (listings && (listings.state !== game.state || listings.log !== game.log)) {
    Object.assign(listings, { state: game.state, log: game.log });
    listings.turn.clear();
    listings.offTurn.clear();
    listings.after.clear();
  }
  return listings;
}

/**
 * `applyAction` for a look ahead (a panel's one press for several moves: the moves listed after a run, the passes
 * that end a turn): on a kept game, the game after the same action is made once, and kept, so a panel built again at
 * this position lists nothing again.
 */
export function previewAction(game: LoadedGame, action: Action): LoadedGame {
  const listings = listingsOf(game);
  if (!listings) return applyAction(game, action);
  const key = JSON.stringify(action);
  let after = listings.after.get(key);
  if (!after) listings.after.set(key, (after = keepListings(applyAction(game, action))));
  return after;
}

/** `list()`, once per kept game object and player (never another player's: a listing may hold what only they see). */
function listedOnce(game: LoadedGame, which: 'turn' | 'offTurn', player: PlayerId, list: () => LegalChoice[]): LegalChoice[] {
  const listings = listingsOf(game);
  if (!listings) return list();
  let choices = listings[which].get(String(player));
  if (!choices) listings[which].set(String(player), (choices = list()));
  // (a copy: a caller sorting or trimming its list changes no one else's)
  return choices.slice();
}

export function legalActions(game: LoadedGame, player: PlayerId): LegalChoice[] {
  if (!activePlayers(game).some((p) => String(p) === String(player))) return [];
  return listedOnce(game, 'turn', player, () => game.def.legalActions(game.state, player));
}

/**
 * The moves a player the game is not waiting on may make now anyway (TitleDefinition.outOfTurnActions);
 * empty for a player who is acting (their moves are `legalActions`) and once the game is over.
 */
export function outOfTurnActions(game: LoadedGame, player: PlayerId): LegalChoice[] {
  if (!game.def.outOfTurnActions || game.def.finished(game.state)) return [];
  if (game.def.activePlayers(game.state).some((p) => String(p) === String(player))) return [];
  return listedOnce(game, 'offTurn', player, () => game.def.outOfTurnActions!(game.state, player));
}

/** Everything a player may do now: their turn's moves while the game waits on them, else their moves out of turn. */
export function movesNow(game: LoadedGame, player: PlayerId): LegalChoice[] {
  return activePlayers(game).some((p) => String(p) === String(player)) ? legalActions(game, player) : outOfTurnActions(game, player);
}

/** The player who must agree to `action` before it is stored (live play), or null; see TitleDefinition.consentNeeded. */
export function consentNeeded(game: LoadedGame, action: Action): PlayerId | null {
  return game.def.consentNeeded?.(game.state, action) ?? null;
}

/** Player entities written with the type the envelope's player ids have (18xx.games exports use numbers). */
function sameIdTypes(players: readonly PlayerInfo[], actions: readonly Action[]): Action[] {
  const numeric = new Set(players.filter((p) => typeof p.id === 'number').map((p) => String(p.id)));
  if (!numeric.size) return actions.slice();
  const fix = (a: Action): Action =>
    a.entity_type === 'player' && typeof a.entity === 'string' && numeric.has(a.entity) ? { ...a, entity: Number(a.entity) } : a;
  return actions.map((a) => {
    const fixed = fix(a);
    return a.auto_actions ? { ...fixed, auto_actions: a.auto_actions.map(fix) } : fixed;
  });
}

export function toEnvelope(game: Pick<LoadedGame, 'def' | 'envelopeTitle' | 'players' | 'settings' | 'log' | 'state'>): GameLog {
  const finished = game.def.finished(game.state);
  return {
    title: game.envelopeTitle,
    // the log's names: choices logged by name (1828's exchange partner) replay under them
    players: game.players.map((p) => ({ id: p.id, name: p.logName ?? p.name })),
    settings: game.settings,
    actions: sameIdTypes(game.players, game.log),
    status: finished ? 'finished' : 'active',
    result: game.def.result(game.state),
    game_end_reason: game.def.endReason(game.state),
  };
}

/** Public envelope: sealed actions are redacted until their round is revealed (sealed.ts). */
export function publicEnvelope(game: LoadedGame): GameLog {
  const env = toEnvelope(game);
  if (!game.def.isSecret) return env;
  return { ...env, actions: env.actions.map((a) => seenBy(game, null, a)) };
}
