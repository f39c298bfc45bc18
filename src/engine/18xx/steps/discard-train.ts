// Interrupt: a corporation above the train limit (after a phase change) discards down to it before play
// goes on, whatever the round.
import type { Ctx, Step } from '../context.ts';
import { autoAdvance } from '../rounds/operating.ts';
import type { GameState } from '../state.ts';
import { corpOf } from '../state.ts';
import { toPool, trainById, trainLimit } from '../trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { entityName, trainWords } from '../words.ts';

/** Corporations above the train limit; they must discard before play goes on. */
export function crowdedCorp(state: GameState, ctx: Ctx): string | null {
  const limit = trainLimit(state, ctx.cfg);
  for (const c of state.corps) if (c.trains.length > limit && c.floated && !c.closed) return c.sym;
  return null;
}

function crowded(state: GameState, ctx: Ctx, corp: string): boolean {
  const c = state.corps.find((x) => x.sym === corp);
  return !!c && c.trains.length > trainLimit(state, ctx.cfg) && c.floated && !c.closed;
}

export const discardTrainStep: Step = {
  id: 'discard_train',
  actions: ['discard_train'],
  active: (state, ctx) => crowdedCorp(state, ctx) !== null,
  announce(state, ctx) {
    const limit = trainLimit(state, ctx.cfg);
    return state.corps
      .filter((c) => c.floated && !c.closed && c.trains.length > limit)
      .map((c) => ({ type: 'discard_owed' as const, entity: c.sym, count: c.trains.length - limit }));
  },
  pendingReason: (state, ctx) => `${crowdedCorp(state, ctx)} must first discard a train down to the limit.`,
  actors(state, ctx) {
    const pres = corpOf(state, crowdedCorp(state, ctx)!).president;
    return pres ? [pres] : [];
  },
  choices(state, ctx): LegalChoice[] {
    const crowded = crowdedCorp(state, ctx)!;
    return corpOf(state, crowded).trains.map((t) => ({
      label: `${entityName(ctx, crowded)} discards a ${trainWords(t)}`,
      action: { type: 'discard_train', entity: crowded, entity_type: 'corporation', train: t },
    }));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const train = String(action.train);
    const c = corpOf(state, corp);
    // any corporation above the limit may discard, not only the first one asked (18xx.games DiscardTrain#actions)
    if (!crowded(state, ctx, corp)) throw new RuleError(`${corp} has no train to discard.`);
    if (!c.trains.includes(train)) throw new RuleError(`${corp} does not own ${train}.`);
    c.trains = c.trains.filter((x) => x !== train);
    toPool(state, trainById(state, train));
    ctx.events.push({ type: 'train_discarded', entity: corp, train });
    if (state.round.kind === 'operating') autoAdvance(state, ctx);
  },
};
