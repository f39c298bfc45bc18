// Read-only views of a merger for commands and autocomplete: where it stands, who the share exchange asks, and
// the partners a corporation may merge with before the merger starts (the engine's legal actions list them only
// once it has; its exchange choices come from legalActions).
import { stockCurrent } from '../../../18xx/rounds/stock.ts';
import type { GameState } from '../../../18xx/state.ts';
import type { Action } from '../../../types.ts';
import { mergeCandidates } from '../merger.ts';
import { mergerOf } from '../merger-round.ts';
import { corpViews, mergeOptions, mergeView } from '../stock-step.ts';

/** Where a merger stands: none, waiting for its partner, or waiting for a player's exchange choice. */
export type MergerStage =
  | { stage: 'none' }
  | { stage: 'partner'; acting: string; initiator: string }
  | { stage: 'choice'; acting: string; initiator: string; target: string; player: string; kind: string };

export function mergerStage(state: GameState): MergerStage {
  const m = mergerOf(state);
  if (!m) return { stage: 'none' };
  if (!m.target) return { stage: 'partner', acting: m.acting, initiator: m.initiator };
  if (m.pending) return { stage: 'choice', acting: m.acting, initiator: m.initiator, target: m.target, player: m.pending.player, kind: m.pending.kind };
  return { stage: 'none' };
}

/** The `merge` action naming `target` as the partner of `initiator` (18xx.games' format). */
export function mergeAction(initiator: string, target: string): Action {
  return { type: 'merge', entity: initiator, entity_type: 'corporation', corporation: target };
}

/**
 * The partners `corp` may merge with for `player`: before the merger starts (the player's stock turn, nothing bought),
 * or once `corp` started it and waits for its partner.
 */
export function mergePartners(state: GameState, player: string, corp: string): string[] {
  const s = mergerStage(state);
  if (s.stage === 'none') return state.round.kind === 'stock' && stockCurrent(state) === player ? (mergeOptions(state, player).get(corp) ?? []) : [];
  if (s.stage !== 'partner' || s.acting !== player || s.initiator !== corp) return [];
  const views = corpViews(state);
  const own = views.find((v) => v.sym === corp);
  return own ? mergeCandidates(mergeView(state), player, own, views) : [];
}

/** Who must make the exchange's pending choice, or null. */
export function mergerChooser(state: GameState): string | null {
  return mergerOf(state)?.pending?.player ?? null;
}
