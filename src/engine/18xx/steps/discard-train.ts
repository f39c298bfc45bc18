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
import { withArticle } from '../../articles.ts';

/**
 * The trains of which a floated corporation must discard one now, and how many discards it owes
 * (TitleHooks.discardFrom; null when within its limits).
 */
function discardFrom(state: GameState, ctx: Ctx, corp: string): { trains: readonly string[]; count: number } | null {
  const c = state.corps.find((x) => x.sym === corp);
  if (!c || !c.floated || c.closed) return null;
  const hook = ctx.rules.hooks.discardFrom;
  if (hook) return hook(state, ctx, corp);
  const over = c.trains.length - trainLimit(state, ctx.cfg);
  return over > 0 ? { trains: c.trains, count: over } : null;
}

/** Corporations above the train limit; they must discard before play goes on. */
export function crowdedCorp(state: GameState, ctx: Ctx): string | null {
  for (const c of state.corps) if (discardFrom(state, ctx, c.sym)) return c.sym;
  return null;
}

export const discardTrainStep: Step = {
  id: 'discard_train',
  actions: ['discard_train'],
  active: (state, ctx) => crowdedCorp(state, ctx) !== null,
  announce(state, ctx) {
    const owed: { type: 'discard_owed'; entity: string; count: number }[] = [];
    for (const c of state.corps) {
      const d = discardFrom(state, ctx, c.sym);
      if (d) owed.push({ type: 'discard_owed', entity: c.sym, count: d.count });
    }
    return owed;
  },
  pendingReason: (state, ctx) => `${crowdedCorp(state, ctx)} must first discard a train down to the limit.`,
  actors(state, ctx) {
    const pres = corpOf(state, crowdedCorp(state, ctx)!).president;
    return pres ? [pres] : [];
  },
  choices(state, ctx): LegalChoice[] {
    const crowded = crowdedCorp(state, ctx)!;
    return discardFrom(state, ctx, crowded)!.trains.map((t) => ({
      label: `${entityName(ctx, crowded)} discards ${withArticle(trainWords(t))}`,
      action: { type: 'discard_train', entity: crowded, entity_type: 'corporation', train: t },
    }));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const train = String(action.train);
    const from = discardFrom(state, ctx, corp);
    // any corporation above the limit may discard, not only the first one asked (18xx.games DiscardTrain#actions)
    if (!from) throw new RuleError(`${corp} has no train to discard.`);
    if (!from.trains.includes(train)) throw new RuleError(`${corp} cannot discard ${train}.`);
    const c = corpOf(state, corp);
    c.trains = c.trains.filter((x) => x !== train);
    const t = trainById(state, train);
    if (ctx.rules.hooks.discardRemoves?.(state, ctx, train)) t.owner = 'gone';
    else toPool(state, t);
    ctx.events.push({ type: 'train_discarded', entity: corp, train });
    if (state.round.kind === 'operating') autoAdvance(state, ctx);
  },
};
