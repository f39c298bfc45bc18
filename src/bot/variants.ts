// A lobby's variants: what `/game new variant:` names (one or several, joined by "+" or ","), the settings they
// give, their words for players, and the autocomplete choices (a title's variants, then the ones that may be added).
import type { TitleDefinition } from '../engine/types.ts';
import { quote } from './fit.ts';
import { Refusal } from './services/refusal.ts';

type Variant = NonNullable<TitleDefinition['variants']>[number];

const SEPARATOR = /[+,]/;

/** A variant that is a title of its own (18Chesapeake: Off the Rails) rather than an optional rule. */
function isTitle(def: TitleDefinition, v: Variant): boolean {
  return v.title !== def.titles[0] && def.titles.includes(v.title);
}

/** The variants named (by id or title), each once; refuses an unknown one and two titles of their own. */
export function chosenVariants(def: TitleDefinition, text: string | null | undefined): Variant[] {
  const names = (text ?? '').split(SEPARATOR).map((s) => s.trim()).filter(Boolean);
  const out: Variant[] = [];
  for (const name of names) {
    const v = def.variants?.find((x) => x.id === name || x.title.toLowerCase() === name.toLowerCase());
    if (!v) {
      const ids = def.variants?.map((x) => x.id).join(', ');
      throw new Refusal(ids ? `${def.displayName} has no variant "${quote(name)}". Choose from: ${ids}.` : `${def.displayName} has no variants; leave variant empty.`);
    }
    if (!out.includes(v)) out.push(v);
  }
  const titles = out.filter((v) => isTitle(def, v));
  if (titles.length > 1) throw new Refusal(`${titles.map((v) => v.title).join(' and ')} are different games: choose one of them.`);
  return out;
}

/** Settings for the chosen variants: a different envelope title (at most one) and the optional rules. */
export function variantSettings(def: TitleDefinition, text: string | null): { envelopeTitle: string; optionalRules: string[] } {
  const chosen = chosenVariants(def, text);
  const title = chosen.find((v) => isTitle(def, v));
  return { envelopeTitle: title?.title ?? def.titles[0]!, optionalRules: chosen.filter((v) => !isTitle(def, v)).map((v) => v.id) };
}

/** The chosen variants by their titles, for players ("Beginner Game"); what was typed if it names none. */
export function variantWords(def: TitleDefinition, text: string): string {
  try {
    const chosen = chosenVariants(def, text);
    return chosen.length ? chosen.map((v) => v.title).join(' + ') : text;
  } catch {
    return text;
  }
}

/**
 * Autocomplete for `variant:`: each variant; once one is typed and followed by "+" (or ","), each other variant
 * added to it ("multiple_brown_from_ipo+optional_6_train").
 */
export function variantChoices(def: TitleDefinition | undefined, typed: string): { name: string; value: string }[] {
  const variants = def?.variants ?? [];
  const cut = typed.search(/[+,][^+,]*$/);
  const before = cut >= 0 ? typed.slice(0, cut) : '';
  const taken = before.split(SEPARATOR).map((s) => s.trim()).filter(Boolean);
  const known = taken.filter((t) => variants.some((v) => v.id === t));
  const fragment = (cut >= 0 ? typed.slice(cut + 1) : typed).trim().toLowerCase();
  const prefix = known.length ? `${known.join('+')}+` : '';
  return variants
    .filter((v) => !known.includes(v.id) && (!known.length || !isTitle(def!, v)))
    .map((v) => ({ name: `${prefix}${v.id}: ${v.description}`.slice(0, 100), value: `${prefix}${v.id}` }))
    .filter((c) => !fragment || c.name.toLowerCase().includes(fragment));
}
