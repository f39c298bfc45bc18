// Read-only listings of a merger's moves, for commands and autocomplete: the partners a corporation may merge
// with, and the choice the share exchange waits for (who makes it, with the actions 18xx.games logs for it).
import { stockCurrent } from '../../../18xx/rounds/stock.ts';
import type { GameState } from '../../../18xx/state.ts';
import type { Action, LegalChoice } from '../../../types.ts';
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

/** The value 18xx.games logs for an offered text: a player's name as it is, else the text before " ($…)". */
function choiceValue(kind: string, text: string): string {
  return kind === 'partner' ? text : text.replace(/ \(.*\)$/, '');
}

/** The exchange choice `player` must make now (empty when it is not theirs), labelled as 18xx.games offers it. */
export function mergerChoices(state: GameState, player: string): LegalChoice[] {
  const m = mergerOf(state);
  if (!m?.pending || m.pending.player !== player) return [];
  const { kind } = m.pending;
  return m.pending.choices.map((text) => ({ label: text, action: { type: 'choose', entity: player, entity_type: 'player', choice: choiceValue(kind, text) } }));
}

/** Who must make the exchange's pending choice, or null. */
export function mergerChooser(state: GameState): string | null {
  return mergerOf(state)?.pending?.player ?? null;
}
