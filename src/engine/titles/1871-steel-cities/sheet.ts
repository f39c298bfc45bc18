// What the Discord side (or any front end) needs for sealed bids, with no Discord in it: a viewer's
// bid sheet for the open auction, the action that submits a sheet, and the last reveal. The shapes
// follow the engine's sealed-bid contract (SealedSheet / SealedReveal, see README "For the sealed side").
import type { Action, PlayerId, SealedItem, SealedReveal } from '../../types.ts';
import { dataVersion } from './data/index.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelState } from './state.ts';
import { hasKey, ownValue } from '../../records.ts';

export interface SheetItem extends SealedItem {
  /** "Private", "Minor" or "Paper company", with the class: e.g. "Minor · class C". */
  group: string;
  type: 'private' | 'minor' | 'paper';
  bidClass: string;
}

export interface BidSheet {
  round: string;
  /** In processing order. */
  items: SheetItem[];
  /** The viewer's own submitted bids (item → price); {} for the public or before submitting. */
  bids: Record<string, number>;
  /** Players who have submitted (who, never what). */
  submitted: PlayerId[];
  /** Players who may submit or replace a sheet (everyone without loan debt). */
  bidders: PlayerId[];
  /** The viewer: may they bid, and have they submitted. */
  you: { mayBid: boolean; submitted: boolean } | null;
}

/** A company as players call it: privates, minors and majors by name, a paper company by its major's name. */
export function companyName(data: SteelData, id: string): string {
  const c = data.companies;
  const named = c.privates.find((p) => p.id === id) ?? c.minors.find((m) => m.id === id) ?? c.majors.find((m) => m.id === id);
  if (named) return named.name;
  const paper = c.paper.find((p) => p.id === id);
  if (paper) return `${c.majors.find((m) => m.id === paper.major)?.name ?? paper.major} (paper)`;
  return id;
}

const TYPE_WORD = { private: 'Private', minor: 'Minor', paper: 'Paper company' } as const;

function idOf(state: SteelState, key: string): PlayerId {
  return state.players.find((p) => p.key === key)?.id ?? key;
}

/** The open auction's bid sheet as `viewer` may see it (null = the public), or null if none is open. */
export function bidSheet(state: SteelState, viewer: PlayerId | null): BidSheet | null {
  const open = state.open;
  if (!open) return null;
  const data = dataVersion(state.dataVersion);
  const me = viewer === null ? null : String(viewer);
  const seated = me !== null && state.players.some((p) => p.key === me);
  return {
    round: open.round,
    items: open.items.map((i) => {
      const type = state.companies[i.id]!.type;
      return { id: i.id, name: companyName(data, i.id), group: `${TYPE_WORD[type]} · class ${i.bidClass}`, type, bidClass: i.bidClass, prices: i.prices.slice() };
    }),
    bids: { ...(me !== null ? ownValue(open.sheets, me) : undefined) },
    submitted: open.bidders.filter((p) => hasKey(open.sheets, p)).map((p) => idOf(state, p)),
    bidders: open.bidders.map((p) => idOf(state, p)),
    you: seated ? { mayBid: open.bidders.includes(me!), submitted: hasKey(open.sheets, me!) } : null,
  };
}

/** The action that submits (or replaces) a player's whole sheet; `bids` holds only the items bid on. */
export function submitAction(state: SteelState, player: PlayerId, bids: Record<string, number>): Action {
  return { type: 'sealed_bids', entity: player, entity_type: 'player', round: state.open?.round ?? null, bids: { ...bids } };
}

/** The engine's reveal (SealedReveal) with 1871's Bidding Order Track before and after the round. */
export interface RevealView extends SealedReveal {
  items: SheetItem[];
  orderBefore: PlayerId[];
  orderAfter: PlayerId[];
}

export function lastReveal(state: SteelState): RevealView | null {
  const r = state.lastReveal;
  if (!r) return null;
  const data = dataVersion(state.dataVersion);
  const id = (k: string) => idOf(state, k);
  return {
    round: r.round,
    items: r.items.map((i) => {
      const type = state.companies[i.id]!.type;
      return { id: i.id, name: companyName(data, i.id), group: `${TYPE_WORD[type]} · class ${i.bidClass}`, type, bidClass: i.bidClass, prices: i.prices.slice() };
    }),
    sheets: r.sheets.map((s) => ({ player: id(s.player), bids: { ...s.bids } })),
    results: r.outcomes.map((o) => {
      const ineligible = o.bids.filter((b) => b.ineligible).map((b) => ({ player: id(b.player), reason: b.ineligible! }));
      return {
        item: o.item,
        winner: o.winner === null ? null : id(o.winner),
        price: o.price,
        reason: o.how,
        ...(ineligible.length ? { ineligible } : {}),
        ...(o.tied ? { tied: o.tied.map(id), order: o.orderAfter!.map(id) } : {}),
      };
    }),
    orderBefore: r.orderBefore.map(id),
    orderAfter: r.orderAfter.map(id),
  };
}
