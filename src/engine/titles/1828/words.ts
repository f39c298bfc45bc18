// 1828's privates and operators in players' words for its own labels (the family's words.ts, on 1828's data).
import { COMPANIES, CORPORATIONS } from './data.ts';

/** A private by name, "the Illinois Central private" where a corporation has its symbol or name. */
export function privateWords(sym: string): string {
  const c = COMPANIES.find((x) => x.sym === sym);
  if (!c) return sym;
  return CORPORATIONS.some((k) => k.sym === sym || k.name === c.name) ? `the ${c.name} private` : c.name;
}

/** An operator: a corporation or system by symbol, the C&P minor by its name. */
export function operatorWords(id: string): string {
  return CORPORATIONS.some((k) => k.sym === id) || !COMPANIES.some((c) => c.sym === id) ? id : privateWords(id);
}
