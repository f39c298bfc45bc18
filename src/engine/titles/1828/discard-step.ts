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
import { turnKey } from './laid.ts';
import { trainWords } from '../../18xx/words.ts';
import { withArticle } from '../../articles.ts';

/** A system's shells with only the trains it still owns (rusted ones drop out). */
export function liveShells(state: GameState, sys: string): { name: string; trains: string[] }[] {
  const owned = corpOf(state, sys).trains;
  const shells = own1828(state).shells?.[sys];
  if (!shells) return [];
  const out: { name: string; trains: string[] }[] = [];
  for (const s of shells) out.push({ name: s.name, trains: liveTrains(s.trains, owned) });
  return out;
}

/** The trains of a shell its system still owns (a system owns a handful: a scan beats a set). */
function liveTrains(trains: readonly string[], owned: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of trains) if (owned.includes(t)) out.push(t);
  return out;
}

/** How many of a shell's trains its system still owns. */
function liveCount(trains: readonly string[], owned: readonly string[]): number {
  let n = 0;
  for (const t of trains) if (owned.includes(t)) n++;
  return n;
}

/** The first corporation over the limit, and the trains it must discard from. */
function crowded(state: GameState, ctx: Ctx): { corp: string; trains: string[] } | null {
  const limit = trainLimit(state, ctx.cfg);
  const own = own1828(state);
  for (const c of state.corps) {
    // (a shell holds some of its system's trains: a system within the limit has no crowded shell)
    if (c.trains.length <= limit || !c.floated || c.closed) continue;
    if (!own.systems.includes(c.sym)) return { corp: c.sym, trains: c.trains };
    // (a shell listing no more trains than the limit is within it, whichever of them the system still owns)
    for (const s of own.shells?.[c.sym] ?? []) if (s.trains.length > limit && liveCount(s.trains, c.trains) > limit) return { corp: c.sym, trains: liveTrains(s.trains, c.trains) };
  }
  return null;
}

function swappingNow(state: GameState): boolean {
  const own = own1828(state);
  return !!own.swapping && state.round.kind === 'operating' && own.swapping === turnKey(state);
}

export const discard1828: Step = {
  ...discardTrainStep,
  // not while a system is swapping trains between its shells (swap_train.rb ignore_train_limit)
  active: (state, ctx) => !swappingNow(state) && crowded(state, ctx) !== null,
  pendingReason: (state, ctx) => `${crowded(state, ctx)!.corp} must first discard a train down to the limit.`,
  actors(state, ctx) {
    const pres = corpOf(state, crowded(state, ctx)!.corp).president;
    return pres ? [pres] : [];
  },
  choices(state, ctx): LegalChoice[] {
    const c = crowded(state, ctx)!;
    return c.trains.map((t) => ({ label: `${c.corp} discards ${withArticle(trainWords(t))}`, action: { type: 'discard_train', entity: c.corp, entity_type: 'corporation', train: t } }));
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
