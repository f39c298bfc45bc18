// Short labels made from companies' names, for pictures with no room for a name (a token, a market column)
// when a title's ids are no abbreviation players know (1871's "M5", "BO"): the initials as railroads print
// them ("Baltimore & Ohio" → "B&O", "Pennsylvania Railroad" → "PRR", "Toledo, Wabash & Western" → "TW&W").
// A picture that shows them also shows what they stand for (`labelKey`).

const SMALL_WORDS = new Set(['of', 'and', 'the']);

/**
 * The initials of `name`: "&" kept, "Railroad" as "RR", small words left out; a closing remark in brackets kept
 * whole ("Pennsylvania Railroad (paper)" → "PRR (paper)", not "PRR(").
 */
export function shortLabel(name: string): string {
  const remark = /^(.+?)\s*(\([^()]*\))$/.exec(name);
  if (remark) return `${shortLabel(remark[1]!)} ${remark[2]}`;
  return name
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !SMALL_WORDS.has(w))
    .map((w) => (w === '&' ? '&' : /^Railroad$/i.test(w) ? 'RR' : w.charAt(0).toUpperCase()))
    .join('');
}

/**
 * A label for each company (id → name): its initials, or its whole name where two companies' initials are
 * the same (a label must say one company).
 */
export function shortLabels(names: Record<string, string>): Record<string, string> {
  const label = Object.fromEntries(Object.entries(names).map(([id, name]) => [id, shortLabel(name)]));
  const count = new Map<string, number>();
  for (const l of Object.values(label)) count.set(l, (count.get(l) ?? 0) + 1);
  for (const [id, l] of Object.entries(label)) if (count.get(l)! > 1) label[id] = names[id]!;
  return label;
}

/** "B&O = Baltimore & Ohio" for each id, in the order given (ids whose label is their name are left out). */
export function labelKey(ids: Iterable<string>, labels: Record<string, string>, names: Record<string, string>): string[] {
  return [...new Set(ids)].filter((id) => labels[id] && labels[id] !== names[id]).map((id) => `${labels[id]} = ${names[id]}`);
}

/** `sym` is an abbreviation of `name`: its letters in the name's order, the first the name's first (B&O, SV, PRR). */
export function abbreviates(sym: string, name: string): boolean {
  const letters = sym.replace(/[^A-Za-z]/g, '').toUpperCase();
  const of = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (!letters || letters[0] !== of[0] || /\d/.test(sym)) return false;
  let at = 0;
  for (const ch of letters) {
    at = of.indexOf(ch, at) + 1;
    if (!at) return false;
  }
  return true;
}

/**
 * How a picture with little room shows a company: its symbol where it abbreviates the name or is a number (1822's
 * minor 19), else the initials (1871's M1, Allegheny Valley: AV).
 */
export const pictureLabel = (sym: string, name: string | undefined): string => (!name || /^\d+$/.test(sym) || abbreviates(sym, name) ? sym : shortLabel(name));

