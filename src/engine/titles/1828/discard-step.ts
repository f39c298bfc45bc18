// Discarding down to the train limit (g_1828/step/discard_train.rb): a system's limit holds per shell, and
// discarded trains leave the game (DISCARDED_TRAINS :remove).
import type { Ctx, Step } from '../../18xx/context.ts';
import { autoAdvance } from '../../18xx/rounds/operating.ts';
import { discardTrainStep } from '../../18xx/steps/discard-train.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import { trainById, trainLimit } from '../../18xx/trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { own1828 } from './state.ts';

/** A system's shells with only the trains it still owns (rusted ones drop out). */
export function liveShells(state: GameState, sys: string): { name: string; trains: string[] }[] {
  const owned = new Set(corpOf(state, sys).trains);
  return (own1828(state).shells?.[sys] ?? []).map((s) => ({ name: s.name, trains: s.trains.filter((t) => owned.has(t)) }));
}

/** The first corporation over the limit, and the trains it must discard from. */
function crowded(state: GameState, ctx: Ctx): { corp: string; trains: string[] } | null {
  const limit = trainLimit(state, ctx.cfg);
  const systems = own1828(state).systems;
  for (const c of state.corps) {
    // (a shell holds some of its system's trains: a system within the limit has no crowded shell)
    if (!c.floated || c.closed || c.trains.length <= limit) continue;
    if (systems.includes(c.sym)) {
      const over = liveShells(state, c.sym).find((s) => s.trains.length > limit);
      if (over) return { corp: c.sym, trains: over.trains };
    } else return { corp: c.sym, trains: c.trains };
  }
  return null;
}

export const discard1828: Step = {
  ...discardTrainStep,
  active: (state, ctx) => crowded(state, ctx) !== null,
  pendingReason: (state, ctx) => `${crowded(state, ctx)!.corp} must first discard a train down to the limit.`,
  actors(state, ctx) {
    const pres = corpOf(state, crowded(state, ctx)!.corp).president;
    return pres ? [pres] : [];
  },
  choices(state, ctx): LegalChoice[] {
    const c = crowded(state, ctx)!;
    return c.trains.map((t) => ({ label: `${c.corp} discards train ${t}`, action: { type: 'discard_train', entity: c.corp, entity_type: 'corporation', train: t } }));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const train = String(action.train);
    const c = crowded(state, ctx);
    if (!c || c.corp !== corp) throw new RuleError(`${corp} has no train to discard.`);
    if (!c.trains.includes(train)) throw new RuleError(`${train} is not in ${corp}'s crowded shell.`);
    const co = corpOf(state, corp);
    co.trains = co.trains.filter((x) => x !== train);
    trainById(state, train).owner = 'gone';
    ctx.events.push({ type: 'train_discarded', entity: corp, train });
    if (state.round.kind === 'operating') autoAdvance(state, ctx);
  },
};
