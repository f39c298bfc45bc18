// How a bid sheet fits Discord's components: one select menu per row (≤ 25 options: "no bid" + 24
// prices; an item with more prices gets several selects), 4 select rows per page (the 5th row holds
// the Prev / Next / Submit buttons). An item's selects stay on one page when they fit.
import type { SealedItem } from '../../engine/types.ts';

export const PRICES_PER_SELECT = 24;
export const SELECTS_PER_PAGE = 4;

export interface SelectSpec {
  /** Index of the item in the sheet. */
  item: number;
  /** Which slice of the item's prices (0-based). */
  chunk: number;
  /** Option indexes (1-based into item.prices) this select offers, besides "no bid". */
  options: number[];
}

export function selectsOf(items: readonly SealedItem[]): SelectSpec[][] {
  return items.map((item, i) => {
    const chunks = Math.max(1, Math.ceil(item.prices.length / PRICES_PER_SELECT));
    return Array.from({ length: chunks }, (_, chunk) => ({
      item: i,
      chunk,
      options: item.prices.slice(chunk * PRICES_PER_SELECT, (chunk + 1) * PRICES_PER_SELECT).map((_, k) => chunk * PRICES_PER_SELECT + k + 1),
    }));
  });
}

/** Pages of selects, in item order. */
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
