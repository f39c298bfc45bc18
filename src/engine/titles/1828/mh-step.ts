// M&H's exchange in operating rounds (g_1828 operating_round has G1828::Step::Exchange, which never blocks): the
// ability has no `when`, so its owning player may trade it at any point of an operating round. For a president's
// certificate the par comes next, before anything else (Exchange#blocking? while a par is owed).
import type { Ctx, Step } from '../../18xx/context.ts';
import { autoAdvance, orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { exchangeMH, MH, mhChoices, mhParChoices, parForExchange } from './mh.ts';
import { own1828 } from './state.ts';

/**
 * A corporation floated by the round's first action operates in it (Exchange#process_buy_shares: at round_start?
 * the round's entities are selected again, the index kept). One that sorts ahead of the operator whose turn has
 * begun takes that turn where it stands, without a turn start of its own (no home token, nothing announced: 18xx.games
 * calls no start_operating), and the operator it displaced operates after it.
 */
function joinAtRoundStart(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  if (own1828(state).orStartedAt !== state.actionCount - 1) return;
  const order = ctx.rules.hooks.operatingOrder?.(state, ctx);
  if (!order) return;
  const operator = r.order[r.index];
  r.order = order;
  const now = order[r.index]!;
  if (now !== operator) corpOf(state, now).everOperated = true;
}

export const mhStep: Step = {
  id: 'm&h',
  actions: ['buy_shares', 'par'],
  inSequence: false,
  // listed beside whatever step the turn is at (to its owner, whenever the owner is asked to act)
  anytime: true,
  active: (state) => !!own1828(state).mhPar,
  pending: (state) => !!own1828(state).mhPar,
  pendingReason: (state) => `${own1828(state).mhPar!.corp} must be parred first (M&H's exchange).`,
  claims: (state, _ctx, action) =>
    (action.type === 'buy_shares' && action.entity_type === 'company' && action.entity === MH) || (action.type === 'par' && !!own1828(state).mhPar),
  actors: (state) => {
    const pending = own1828(state).mhPar;
    return pending ? [pending.player] : [];
  },
  choices(state, _ctx, player): LegalChoice[] {
    return own1828(state).mhPar ? mhParChoices(state, player) : mhChoices(state, player);
  },
  // the owner need not be the one acting (the ability has no `when`): listed to them out of turn as well
  offTurn: (state, _ctx, player) => mhChoices(state, player),
  process(state, ctx, action: Action) {
    const floated = new Set(state.corps.filter((c) => c.floated).map((c) => c.sym));
    if (action.type === 'par') parForExchange(state, ctx, String(action.entity ?? ''), String(action.corporation), String(action.share_price));
    else exchangeMH(state, ctx, String(action.entity), (action.shares as string[] | undefined) ?? []);
    if (state.corps.some((c) => c.floated && !floated.has(c.sym))) joinAtRoundStart(state, ctx);
    autoAdvance(state, ctx);
  },
};
