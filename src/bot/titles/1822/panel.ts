// 1822's turn panel: the 18xx family's (lays with close-ups, tokens, runs and dividends), with its bid boxes' bids
// offered at several prices (the engine lists each at its lowest; `bidPrices` says which it accepts).
import { xxContext, type GameState } from '../../../engine/18xx/face.ts';
import { bidPrices, highestBid } from '../../../engine/titles/1822/bidbox.ts';
import { money } from '../../../engine/18xx/money.ts';
import type { LegalChoice, View } from '../../../engine/types.ts';
import type { PanelRefinement, PanelSource } from '../../panel/refinement.ts';
import { xxPanel } from '../18xx/panel.ts';

/**
 * The prices offered for one bid: every step up to £50 over the lowest bid, then every second step up to £150 over
 * it, then every £50 (typing /bid takes any other price the engine accepts).
 */
export function offeredPrices(prices: number[]): number[] {
  const low = prices[0];
  if (low === undefined) return [];
  return prices.filter((p) => p - low <= 50 || (p - low <= 150 && (p - low) % 10 === 0) || (p - low) % 50 === 0);
}

function choices(src: PanelSource, listed: LegalChoice[]): LegalChoice[] {
  const base = xxPanel.choices ? xxPanel.choices(src, listed) : listed;
  const state = src.view.state as View<GameState>;
  const ctx = xxContext(src.view.def, state);
  if (!ctx) return base;
  return base.flatMap((c) => {
    if (c.action.type !== 'bid') return [c];
    const prices = offeredPrices(bidPrices(state, ctx, String(c.action.entity), String(c.action.company)));
    return prices.length ? prices.map((price) => ({ label: c.label, action: { ...c.action, price } })) : [c];
  });
}

/** A bid box's company with where its bidding stands ("Minor 12 (…) — high bid £150 by bob", "… — no bid yet"). */
function valueLabel(...args: Parameters<NonNullable<PanelRefinement['valueLabel']>>): string | undefined {
  const [src, type, field, value] = args;
  const words = xxPanel.valueLabel?.(...args);
  if (type !== 'bid' || field !== 'company' || words === undefined) return words;
  const state = src.view.state as View<GameState>;
  const ctx = xxContext(src.view.def, state);
  const high = highestBid(state, String(value));
  if (!ctx || !high) return `${words} — no bid yet`;
  const who = state.players.find((p) => String(p.id) === String(high.player))?.name ?? 'another player';
  return `${words} — high bid ${money(ctx.cfg, high.price)} by ${who}`;
}

export const panel1822: PanelRefinement = {
  ...xxPanel,
  choices,
  valueLabel,
  group(src, choice) {
    if (choice.action.type === 'bid') return { key: `bid|${String(choice.action.entity ?? '')}`, title: 'Bid on a minor, concession or private…' };
    return xxPanel.group?.(src, choice) ?? null;
  },
};
