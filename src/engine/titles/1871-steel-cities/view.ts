// The state as one viewer may see it: the open auction's sheets are not in it, only who has submitted
// and the viewer's own sheet. Revealed auctions (lastReveal) are public.
import { asView, type PlayerId, type View } from '../../types.ts';
import type { OpenAuction, SteelState } from './state.ts';

/** An open sealed auction as one viewer sees it. */
export interface OpenAuctionView extends Omit<OpenAuction, 'sheets'> {
  /** Bidders who have submitted a sheet (who, never what). */
  submitted: string[];
  /** The viewer's own submitted sheet (null for the public, or before submitting). */
  mine: Record<string, number> | null;
}

/** What of the state needs no hiding (every rule helper an output may use reads only this). */
export type { SteelPublic } from './state.ts';
import type { SteelPublic } from './state.ts';
import { hasKey, newRecord, ownValue } from '../../records.ts';

export interface SteelView extends SteelPublic {
  open: OpenAuctionView | null;
}

export function viewSteel(state: SteelState, viewer: PlayerId | null): View<SteelView> {
  const { open, ...rest } = structuredClone(state);
  // records keyed by player handed to the edges have no prototype: `shares[player] ?? 0` is 0 for any name
  for (const m of Object.values(rest.majors)) m.shares = Object.assign(newRecord<number>(), m.shares);
  if (rest.round.kind === 'stock' && rest.round.sold) rest.round.sold = Object.assign(newRecord<string[]>(), rest.round.sold);
  const me = viewer === null ? null : String(viewer);
  const openView: OpenAuctionView | null = open && {
    round: open.round,
    types: open.types,
    items: open.items,
    bidders: open.bidders,
    submitted: open.bidders.filter((p) => hasKey(open.sheets, p)),
    mine: (me !== null && ownValue(open.sheets, me)) || null,
  };
  return asView({ ...rest, open: openView });
}
