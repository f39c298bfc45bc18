// Secrets by construction: every output (thread text, narration, status, pictures, export, autocomplete)
// is built from a GameView, the game as one viewer may see it, never from a LoadedGame. A GameView holds
// the title's `view` of the state (a shape without others' secrets), the log with others' sealed actions
// redacted while their round is open, and the public facts (whose turn, finished, result) — no raw state.
import { legalActions, newGame, toEnvelope, type LoadedGame } from './game.ts';
import { effectiveActions, isChat } from './log.ts';
import { sealedSheet, seenBy } from './sealed.ts';
import type { Action, GameEvent, GameLog, PlayerId, PlayerInfo, SealedReveal, SealedSheet, TitleDefinition, View } from './types.ts';

declare const viewed: unique symbol;

/** One point of a game's history as a viewer sees it. */
export interface ViewStep<V = unknown> {
  /** The move that led here (null: the set-up), redacted as in GameView.log. */
  action: Action | null;
  /** What the move did (the engine's structured events; they never carry a secret). */
  events: GameEvent[];
  /** The viewer's view of the state here (made on demand: valid only until the next step). */
  view(): View<V>;
  result(): Record<string, number>;
}

export interface GameView<V = unknown> {
  /** Only viewGame makes one (type-only mark): an output cannot be handed a LoadedGame instead. */
  readonly [viewed]: true;
  /** Whose view this is (null = the public: channel and thread posts). */
  readonly viewer: PlayerId | null;
  readonly def: TitleDefinition;
  readonly envelopeTitle: string;
  readonly players: PlayerInfo[];
  /** The title's view of the state for this viewer. */
  readonly state: View<V>;
  /** Every log entry as this viewer may see it: another player's sealed action shows only who and that it was sealed. */
  readonly log: Action[];
  /** What the last move did (empty after a replay or an undo). */
  readonly events: GameEvent[];
  readonly finished: boolean;
  /** Who must act now (none once finished). */
  readonly active: PlayerId[];
  /** Scores by player id (final once finished). */
  result(): Record<string, number>;
  endReason(): string | null;
  /** The open sealed round as this viewer sees it (their own bids only), or null. */
  readonly sheet: SealedSheet | null;
  /** The most recently revealed sealed round (public once revealed), or null. */
  readonly lastReveal: SealedReveal | null;
  /** The kinds of move `player` may make now (what kind, never what: e.g. 'lay_tile', 'pass'; a title's own finer kinds, TitleDefinition.moveKind). */
  moveKinds(player: PlayerId): string[];
  /** The companies `player` acts for in the moves listed for them now (ids, e.g. the operating corporation): empty when they act for themselves. */
  actingFor(player: PlayerId): string[];
  /** The export envelope as this viewer may see it (sealed actions redacted until revealed). */
  envelope(): GameLog;
  /** The game after set-up, then after each effective move, as this viewer sees it (replays the log once). */
  history(): Iterable<ViewStep<V>>;
}

/**
 * Views made, per game object and viewer. Answering one move, the bot views the same game many times (its
 * story, message, turn line, panel, pictures, sealed notices), and a title with secrets copies its state for
 * each view (1871's sealed sheets). A game object is not changed once made (applyAction returns a new one;
 * replay finishes its game before returning it), so its view for a viewer stays true: made once.
 */
const made = new WeakMap<LoadedGame, Map<string, { state: unknown; log: Action[]; view: GameView }>>();

/** The game as `viewer` sees it (null = the public). */
export function viewGame<V = unknown>(game: LoadedGame, viewer: PlayerId | null): GameView<V> {
  const key = viewer === null ? 'public' : `${typeof viewer}:${String(viewer)}`;
  let views = made.get(game);
  const kept = views?.get(key);
  // (the same state and log: a game object changed in place, as no caller should, is viewed afresh)
  if (kept && kept.state === game.state && kept.log === game.log) return kept.view as GameView<V>;
  const view = makeView<V>(game, viewer);
  if (!views) made.set(game, (views = new Map()));
  views.set(key, { state: game.state, log: game.log, view });
  return view;
}

function makeView<V>(game: LoadedGame, viewer: PlayerId | null): GameView<V> {
  const { def, state } = game;
  const secretive = !!def.isSecret;
  // whose turn and whether it is over are asked only when an output needs them (autocomplete does not)
  let finished: boolean | undefined;
  let active: PlayerId[] | undefined;
  const isOver = () => (finished ??= def.finished(state));
  const whoActs = () => (active ??= isOver() ? [] : def.activePlayers(state));
  const view = {
    viewer,
    def,
    envelopeTitle: game.envelopeTitle,
    players: game.players,
    state: def.view(state, viewer) as View<V>,
    log: secretive ? game.log.map((a) => seenBy(game, viewer, a)) : game.log,
    events: game.events ?? [],
    get finished() {
      return isOver();
    },
    get active() {
      return whoActs();
    },
    get sheet() {
      return sealedSheet(game, viewer);
    },
    get lastReveal() {
      return def.sealed?.lastReveal(state) ?? null;
    },
    result: () => def.result(state),
    endReason: () => def.endReason(state),
    moveKinds(player: PlayerId) {
      if (!whoActs().some((p) => String(p) === String(player))) return [];
      return [...new Set(legalActions(game, player).map((c) => def.moveKind?.(c.action, game.state) ?? c.action.type))];
    },
    actingFor(player: PlayerId) {
      if (!whoActs().some((p) => String(p) === String(player))) return [];
      const legal = legalActions(game, player);
      const ids = legal.filter((c) => c.action.entity !== undefined && c.action.entity_type !== 'player' && String(c.action.entity) !== String(player));
      // an operator over the privates whose abilities it may use this turn
      const operators = ids.filter((c) => c.action.entity_type !== 'company');
      if (operators.length) return [...new Set(operators.map((c) => String(c.action.entity)))];
      // a private the player may use in their own turn (1830's M&H exchange in a stock turn) is not who they act for
      if (legal.some((c) => c.action.entity_type === 'player' || String(c.action.entity) === String(player))) return [];
      return [...new Set(ids.map((c) => String(c.action.entity)))];
    },
    envelope: () => {
      const env = toEnvelope(game);
      return secretive ? { ...env, actions: env.actions.map((a) => seenBy(game, viewer, a)) } : env;
    },
    history: () => walk<V>(game, viewer),
  };
  return view as unknown as GameView<V>;
}

/** Replays `game`'s effective moves once, in place, yielding each point as `viewer` sees it. */
function* walk<V>(game: LoadedGame, viewer: PlayerId | null): Iterable<ViewStep<V>> {
  const { def, state } = newGame(game.envelopeTitle, game.players, game.settings);
  const step = (action: Action | null, events: GameEvent[]): ViewStep<V> => ({
    action: action && (def.isSecret ? seenBy(game, viewer, action) : action),
    events,
    view: () => def.view(state, viewer) as View<V>,
    result: () => def.result(state),
  });
  yield step(null, []);
  for (const action of effectiveActions(game.log)) {
    if (isChat(action)) continue;
    // stored moves, not live ones: processed as a replay processes them
    const events = def.process(state, action) ?? [];
    for (const auto of action.auto_actions ?? []) events.push(...(def.process(state, auto) ?? []));
    yield step(action, events);
  }
}
