// Builds a TitleDefinition for an 18xx title from its data, map and composed rules.
import { formatMoney } from '../money.ts';
import type { Ctx } from './context.ts';
import { activeOf, legalFor, offTurnFor, processAction } from './driver.ts';
import { END_WORDS, describeState } from './describe.ts';
import { scores } from './scores.ts';
import { entityName, privateName } from './words.ts';
import { consentNeeded } from './queries/consent.ts';
import type { GameState } from './state.ts';
import type { GameEvent } from '../events.ts';
import { asView, type Action, type PlayerId, type TitleDefinition, type TitleFace } from '../types.ts';

export const XX_FAMILY = '18xx';

/** The 18xx family's face on a title definition: the rule context of a game, for read-only queries. */
export interface XxFace extends TitleFace {
  family: typeof XX_FAMILY;
  ctxOf(state: GameState): Ctx;
}

/** Round names as 18xx.games exports them. */
const ROUND_NAMES: Record<string, string> = { auction: 'Auction Round', stock: 'Stock Round', operating: 'Operating Round' };

export function makeDefinition(opts: {
  id: string;
  titles: string[];
  displayName: string;
  minPlayers: number;
  maxPlayers: number;
  /** The rule context of a game (its data and rules may depend on the variant in `state.titleKey`): a new object with an empty event log each call. */
  ctxOf(state: GameState): Ctx;
  setup: TitleDefinition<GameState>['setup'];
  variants?: TitleDefinition['variants'];
  /** Whose consent an action needs in live play (default: the 18xx family's rule, queries/consent.ts). */
  consentNeeded?(state: GameState, action: Action): string | null;
  /** Names of the title's own round kinds as 18xx.games exports them (1822's choice round: 'Choose'). */
  roundNames?: Record<string, string>;
  /** The currency's symbol (the title's TitleConfig.currency; default '$'). */
  currency?: string;
  /** What the title's own kinds of move are called (TitleDefinition.moveWords), where the bot's words do not fit. */
  moveWords?: TitleDefinition['moveWords'];
  /** The kind of a move for those words (TitleDefinition.moveKind), where one action type stands for several. */
  moveKind?: TitleDefinition['moveKind'];
  /** A title with secrets (1871's sealed bids): the state as one viewer may see it (default: the state), and its sealed-bid pieces. */
  secrets?: Pick<TitleDefinition<GameState>, 'view' | 'isSecret' | 'isRevealPoint' | 'sealed'>;
}): TitleDefinition<GameState> {
  const { ctxOf } = opts;
  return {
    id: opts.id,
    titles: opts.titles,
    displayName: opts.displayName,
    minPlayers: opts.minPlayers,
    maxPlayers: opts.maxPlayers,
    variants: opts.variants,
    setup: opts.setup,
    process(state, action, o): GameEvent[] {
      // (a context of its own per call, with an empty event log: the action's events)
      const ctx = ctxOf(state);
      if (o?.live) ctx.live = true;
      processAction(state, ctx, action);
      return ctx.events.list;
    },
    clone: (state) => structuredClone(state),
    activePlayers: (state) => activeOf(state, ctxOf(state)) as PlayerId[],
    legalActions: (state, player) => legalFor(state, ctxOf(state), String(player)),
    outOfTurnActions: (state, player) => (state.finished ? [] : offTurnFor(state, ctxOf(state), String(player))),
    // nothing is secret in an 18xx game: everyone's view is the state
    view: (state) => asView(state),
    describe: (state) => describeState(state, ctxOf(state)),
    entityName: (state, id, kind) => (kind === 'company' ? privateName(ctxOf(state), id, state) : entityName(ctxOf(state), id, state)),
    finished: (state) => state.finished,
    result: (state) => scores(state, ctxOf(state)),
    endReason: (state) => state.endReason,
    endWords: END_WORDS,
    progress: (state) => ({ turn: state.turn, round: opts.roundNames?.[state.round.kind] ?? ROUND_NAMES[state.round.kind] ?? state.round.kind }),
    consentNeeded: (state, action) => (opts.consentNeeded ?? consentNeeded)(state, action),
    face: { family: XX_FAMILY, ctxOf } as XxFace,
    money: (n) => formatMoney(n, opts.currency),
    ...(opts.moveWords ? { moveWords: opts.moveWords } : {}),
    ...(opts.moveKind ? { moveKind: opts.moveKind } : {}),
    ...opts.secrets,
  };
}
