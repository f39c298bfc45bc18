// What of 1871's sealed auctions each viewer may see: an open round's sheets are the bidder's alone until the
// reveal (the view keeps who submitted, never what); the sealed-bid contract for the bot (sheet, submit, last
// reveal); the sheet actions are secret and the one that completes a round is an undo barrier.
import type { GameState } from '../../18xx/state.ts';
import { hasKey, ownValue } from '../../records.ts';
import { asView, type Action, type PlayerId, type SealedItem, type SealedReveal, type SealedSheet, type TitleDefinition } from '../../types.ts';
import type { SteelData } from './data.ts';
import { dataOf } from './data.ts';
import { sealedOf, typeOf, type OpenSealed, type SealedState } from './sealed-round.ts';

const isSheet = (action: Action) => action.type === 'sealed_bids' || action.type === 'bid';

/** A company as players call it: privates and minors by name, a paper company by its major's name. */
function companyName(data: SteelData, id: string): string {
  const c = data.companies;
  const named = c.privates.find((p) => p.id === id) ?? c.minors.find((m) => m.id === id);
  if (named) return named.name;
  const paper = c.paper.find((p) => p.id === id);
  return paper ? `${c.majors.find((m) => m.id === paper.major)?.name ?? paper.major} (paper)` : id;
}

const GROUP = { private: 'Private', minor: 'Minor', paper: 'Paper company' } as const;

function items(data: SteelData, list: OpenSealed['items']): SealedItem[] {
  return list.map((i) => ({ id: i.id, name: companyName(data, i.id), group: `${GROUP[typeOf(data, i.id)]} · class ${i.bidClass}`, prices: i.prices.slice() }));
}

/** The state as `viewer` sees it: an open round's sheets only the viewer's own, plus who has submitted. */
function view(state: GameState, viewer: PlayerId | null) {
  const copy = structuredClone(state);
  const s = copy.title.sealed as SealedState;
  const open = s.open;
  if (open) {
    const me = viewer === null ? null : String(viewer);
    const mine = me !== null ? ownValue(open.sheets, me) : undefined;
    const submitted = open.bidders.filter((p) => hasKey(open.sheets, p));
    s.open = { ...open, sheets: mine ? { [me!]: mine } : {}, submitted } as OpenSealed;
  }
  return asView(copy);
}

export const secrets1871: Pick<TitleDefinition<GameState>, 'view' | 'isSecret' | 'isRevealPoint' | 'sealed'> = {
  view,
  isSecret: isSheet,
  isRevealPoint: (after, action) => isSheet(action) && sealedOf(after).lastReveal?.at === after.actionCount,
  sealed: {
    sheet(state, viewer): SealedSheet | null {
      const open = sealedOf(state).open;
      if (!open) return null;
      const me = viewer === null ? null : String(viewer);
      return {
        round: open.round,
        items: items(dataOf(state), open.items),
        bids: { ...(me !== null ? ownValue(open.sheets, me) : undefined) },
        submitted: open.bidders.filter((p) => hasKey(open.sheets, p)),
        bidders: open.bidders.slice(),
      };
    },
    submit: (state, player, bids) => ({ type: 'sealed_bids', entity: player, entity_type: 'player', round: sealedOf(state).open?.round ?? null, bids: { ...bids } }),
    lastReveal(state): SealedReveal | null {
      const r = sealedOf(state).lastReveal;
      if (!r) return null;
      return {
        round: r.round,
        items: items(dataOf(state), r.items),
        sheets: r.sheets.map((s) => ({ player: s.player, bids: { ...s.bids } })),
        results: r.outcomes.map((o) => {
          const ineligible = o.bids.filter((b) => b.ineligible).map((b) => ({ player: b.player, reason: b.ineligible! }));
          return {
            item: o.item,
            winner: o.winner,
            price: o.price,
            reason: o.how,
            ...(ineligible.length ? { ineligible } : {}),
            ...(o.tied ? { tied: o.tied, order: o.orderAfter! } : {}),
          };
        }),
      };
    },
  },
};
