// The one driver of an 18xx game: interrupts first, then the current round's steps; when a round is done,
// the title's order of rounds starts the next. No round starts another.
import type { Ctx, Step } from './context.ts';
import { playerValue } from './scores.ts';
import { takePresidencyChanges, type GameState } from './state.ts';
import type { GameEvent } from '../events.ts';
import type { Action, LegalChoice } from '../types.ts';
import { RuleError } from '../types.ts';
import { isChat } from '../log.ts';
import { packedMap } from '../packed.ts';

const PROGRAM = new Set(['program_share_pass', 'program_buy_shares', 'program_disable', 'program_auction_bid', 'program_merger_pass']);

function roundDef(state: GameState, ctx: Ctx) {
  const def = ctx.rules.rounds[state.round.kind];
  if (!def) throw new Error(`${state.round.kind} rounds are not part of this title.`);
  return def;
}

function activeInterrupt(state: GameState, ctx: Ctx): Step | undefined {
  const all = ctx.rules.interrupts;
  for (let i = 0; i < all.length; i++) if (all[i]!.active(state, ctx)) return all[i];
  return undefined;
}

/**
 * The interrupt owed when the latest action ended, on the state it ended on: the next action of a replay starts
 * from that state, so it need not look again. Only actions change a state (and count themselves in actionCount);
 * a clone (live play) is another object.
 */
const owedAfter = new WeakMap<GameState, { count: number; step: Step | undefined }>();

function owedNow(state: GameState, ctx: Ctx): Step | undefined {
  const known = owedAfter.get(state);
  return known !== undefined && known.count === state.actionCount ? known.step : activeInterrupt(state, ctx);
}

/** Start rounds until one waits for a decision (or the game ends). */
export function settleRounds(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 100 && !state.finished && state.round.done; guard++) ctx.rules.nextRound(state, ctx);
}

export function processAction(state: GameState, ctx: Ctx, action: Action): void {
  if (isChat(action) || PROGRAM.has(action.type)) return;
  if (state.finished) throw new RuleError('The game is over.');
  // (changes left from outside an action, e.g. a setup, are not this action's)
  takePresidencyChanges();
  const broken = state.bankBroken;
  const owed = owedNow(state, ctx);
  if (action.type === 'end_game') {
    state.finished = true;
    state.endReason = 'manually_ended';
  } else {
    state.actionCount += 1;
    const interrupt = ctx.rules.interrupts.find((s) => s.actions.includes(action.type));
    if (interrupt) interrupt.process(state, ctx, action);
    else if (owed) throw new RuleError(owed.pendingReason!(state, ctx));
    else roundDef(state, ctx).process(state, ctx, action);
    settleRounds(state, ctx);
  }
  if (state.bankBroken && !broken && !ctx.cfg.unlimitedBank) ctx.events.push({ type: 'bank_broken' });
  afterEffects(state, ctx, !!owed);
}

/** Events read off the state once the action is done: presidencies that changed hands, discards now owed, the end. */
function afterEffects(state: GameState, ctx: Ctx, owedBefore: boolean): void {
  const before = takePresidencyChanges();
  if (before.size) {
    const changes: GameEvent[] = [];
    // in the order of the corporations (only this game's: another state's changes are not told here)
    for (const c of state.corps) {
      if (!before.has(c)) continue;
      const from = before.get(c) ?? null;
      const minor = ctx.cfg.corporations.find((d) => d.sym === c.sym)?.type === 'minor';
      if (c.president && c.president !== from) changes.push({ type: 'presidency_changed', corp: c.sym, from, to: c.president, ...(minor ? { owner: true as const } : {}) });
    }
    // told before a round the action started (the share moves that made them come first)
    const at = ctx.events.list.findIndex((e) => e.type === 'round_started');
    if (changes.length) ctx.events.list.splice(at < 0 ? ctx.events.list.length : at, 0, ...changes);
  }
  const interrupt = activeInterrupt(state, ctx);
  owedAfter.set(state, { count: state.actionCount, step: interrupt });
  if (interrupt && !owedBefore) for (const e of interrupt.announce?.(state, ctx) ?? []) ctx.events.push(e);
  if (state.finished) {
    const ranking = packedMap(state.players, (p) => ({ player: p.id, value: playerValue(state, ctx, p.id) })).sort((a, b) => b.value - a.value);
    ctx.events.push({ type: 'game_end', reason: state.endReason ?? 'unknown', ranking });
  }
}

export function activeOf(state: GameState, ctx: Ctx): string[] {
  if (state.finished) return [];
  const interrupt = activeInterrupt(state, ctx);
  if (interrupt) return interrupt.actors!(state, ctx);
  return roundDef(state, ctx).actors(state, ctx);
}

export function legalFor(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  if (!activeOf(state, ctx).includes(player)) return [];
  const interrupt = activeInterrupt(state, ctx);
  if (interrupt) return interrupt.choices(state, ctx, player);
  return roundDef(state, ctx).choices(state, ctx, player);
}

/** A player's moves out of turn: none while an interrupt waits (it refuses everything else) or for an actor. */
export function offTurnFor(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  if (activeOf(state, ctx).includes(player) || activeInterrupt(state, ctx)) return [];
  return roundDef(state, ctx).offTurn?.(state, ctx, player) ?? [];
}

export function roundHeading(state: GameState, ctx: Ctx): string {
  return roundDef(state, ctx).heading(state, ctx);
}
