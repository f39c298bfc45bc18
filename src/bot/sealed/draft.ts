// A bid sheet being edited lives in its message's custom ids, not in storage: the choice per item
// (0 = no bid, k = the item's k-th price) packed as one mixed-radix number in base 36. So a sheet
// keeps working after a restart and nothing unsubmitted is ever stored. The round is named by a
// short hash, so a sheet from a closed round is recognized and refused.
import type { SealedItem } from '../../engine/types.ts';

export type Draft = number[];

const radixOf = (item: SealedItem) => BigInt(item.prices.length + 1);

export function encodeDraft(items: readonly SealedItem[], draft: Draft): string {
  let n = 0n;
  for (let i = items.length - 1; i >= 0; i--) n = n * radixOf(items[i]!) + BigInt(draft[i] ?? 0);
  return n.toString(36);
}

/** The draft, or null if the text is not one for these items. */
export function decodeDraft(items: readonly SealedItem[], text: string): Draft | null {
  // (as encodeDraft writes it: no leading zeros, so one draft has one spelling)
  if (!/^(0|[1-9a-z][0-9a-z]*)$/.test(text)) return null;
  let n = 0n;
  for (const ch of text) n = n * 36n + BigInt(parseInt(ch, 36));
  const out: Draft = [];
  for (const item of items) {
    const r = radixOf(item);
    out.push(Number(n % r));
    n /= r;
  }
  return n === 0n ? out : null;
}

export function draftOfBids(items: readonly SealedItem[], bids: Record<string, number>): Draft {
  return items.map((item) => {
    const price = bids[item.id];
    const k = price === undefined ? -1 : item.prices.indexOf(price);
    return k + 1;
  });
}

export function bidsOfDraft(items: readonly SealedItem[], draft: Draft): Record<string, number> {
  const out: Record<string, number> = {};
  items.forEach((item, i) => {
    const k = draft[i] ?? 0;
    if (k > 0) out[item.id] = item.prices[k - 1]!;
  });
  return out;
}

/** FNV-1a of the round id, base 36: short enough for custom ids. */
export function roundTag(round: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < round.length; i++) {
    h ^= round.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
