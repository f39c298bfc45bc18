// How a bid sheet fits Discord's components: a select menu per row (≤ 25 options), 4 select rows per
// page (the 5th row holds the Prev / Next / Submit buttons). An item offers "no bid" and its prices;
// one with more than 24 prices gets several selects. When one select per item would need more than
// one page, items that fit share a select (1871's six-price items: three to a select), so that every
// item stays one pick away: a sheet of up to twelve such items is one page, one tap per item plus Submit.
import type { SealedItem } from '../../engine/types.ts';

export const PRICES_PER_SELECT = 24;
export const OPTIONS_PER_SELECT = 25;
export const SELECTS_PER_PAGE = 4;

/** One item's share of a select: "no bid" (always offered) and these prices. */
export interface SelectPart {
  /** Index of the item in the sheet. */
  item: number;
  /** Which slice of the item's prices (0-based; > 0 only for items with more than 24 prices). */
  chunk: number;
  /** Option indexes (1-based into item.prices) this select offers, besides "no bid". */
  options: number[];
}

/** One select menu: one part, or several whole items sharing it. */
export interface SelectSpec {
  parts: SelectPart[];
}

/** Each item's parts: one, or one per 24 prices. */
function partsOf(items: readonly SealedItem[]): SelectPart[][] {
  return items.map((item, i) => {
    const chunks = Math.max(1, Math.ceil(item.prices.length / PRICES_PER_SELECT));
    return Array.from({ length: chunks }, (_, chunk) => ({
      item: i,
      chunk,
      options: item.prices.slice(chunk * PRICES_PER_SELECT, (chunk + 1) * PRICES_PER_SELECT).map((_, k) => chunk * PRICES_PER_SELECT + k + 1),
    }));
  });
}

/** The selects: one per part, or (when that needs more than a page) consecutive whole items packed together. */
export function selectsOf(items: readonly SealedItem[]): SelectSpec[][] {
  const parts = partsOf(items);
  if (parts.flat().length <= SELECTS_PER_PAGE) return parts.map((group) => group.map((p) => ({ parts: [p] })));
  const groups: SelectSpec[][] = [];
  let open: SelectSpec | null = null;
  let used = 0;
  for (const group of parts) {
    if (group.length > 1) {
      groups.push(group.map((p) => ({ parts: [p] })));
      open = null;
      continue;
    }
    const part = group[0]!;
    const size = part.options.length + 1;
    if (open && used + size <= OPTIONS_PER_SELECT) {
      open.parts.push(part);
      used += size;
    } else {
      open = { parts: [part] };
      used = size;
      groups.push([open]);
    }
  }
  return groups;
}

/** Pages of selects, in item order; an item's selects stay on one page when they fit. */
export function pagesOf(items: readonly SealedItem[]): SelectSpec[][] {
  const pages: SelectSpec[][] = [];
  let page: SelectSpec[] = [];
  for (const group of selectsOf(items)) {
    const fitsAlone = group.length <= SELECTS_PER_PAGE;
    if (fitsAlone && page.length + group.length > SELECTS_PER_PAGE) {
      pages.push(page);
      page = [];
    }
    for (const spec of group) {
      if (page.length === SELECTS_PER_PAGE) {
        pages.push(page);
        page = [];
      }
      page.push(spec);
    }
  }
  if (page.length || !pages.length) pages.push(page);
  return pages;
}
