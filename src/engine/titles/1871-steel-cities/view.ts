// The state as one viewer may see it: other players' submitted sheets of the open auction are
// replaced by the fact that they submitted. Revealed auctions are public.
import type { PlayerId } from '../../types.ts';
import type { SteelState } from './state.ts';

export function viewSteel(state: SteelState, viewer: PlayerId | null): unknown {
  const copy = structuredClone(state);
  if (copy.open) {
    const me = viewer === null ? null : String(viewer);
    copy.open.sheets = Object.fromEntries(
      Object.entries(copy.open.sheets).map(([player, bids]) => [player, player === me ? bids : { sealed: true }]),
    ) as typeof copy.open.sheets;
  }
  return copy;
}
