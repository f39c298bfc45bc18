// The turn panel's questions, built from the engine's legal choices alone (no rules here): the choices are
// grouped by what they are about (their action type and who acts), and a group of many is narrowed one
// field at a time (an 18xx lay: hex, then tile, then rotation) until one choice is left. A path of indices
// names a node; at the same game position the same path always names the same node (the listing is pure).
import type { Action, LegalChoice } from '../../engine/types.ts';
import type { PanelRefinement, PanelSource } from './refinement.ts';

/** Fields that never tell two choices apart for a player. */
const IGNORED = new Set(['type', 'entity', 'entity_type', 'id', 'created_at']);

/**
 * A choice whose move takes log actions before its own (all stored in one press, or none): 1828's merger,
 * `choose` the corporation that starts it, then `merge` with the partner picked — nothing is stored before then.
 */
export interface PanelChoice extends LegalChoice {
  before?: Action[];
}

/** One top-level entry of the panel: a group of choices, or a move of several actions made in one press. */
export interface PanelItem {
  key: string;
  /** Words for the group (a button label or a menu's placeholder). */
  title: string;
  choices: LegalChoice[];
  /** A press that makes several actions in a row (all stored, or none). */
  chain?: { label: string; actions: Action[] };
}

/** A node of the tree: a question (options to pick), or a leaf (the move to make). */
export type PanelNode =
  | { kind: 'question'; item: PanelItem; path: number[]; field: string; title: string; titleParts: string[]; options: PanelOption[]; choices: LegalChoice[] }
  | { kind: 'leaf'; item: PanelItem; path: number[]; actions: Action[]; label: string };

export interface PanelOption {
  label: string;
  /** The option's choices (one: picking it makes that move). */
  choices: LegalChoice[];
  value: unknown;
}

const valueKey = (v: unknown): string => (typeof v === 'object' ? JSON.stringify(v ?? null) : String(v));

/** Words for one move: the title's, else the engine's label. */
export const wordsFor = (src: PanelSource, c: LegalChoice, refine: PanelRefinement): string => refine.label?.(src, c) ?? c.label;

/** The words the choices' labels start with, cut at a word ("Buy PRR …", "Buy SRR …" → "Buy"). */
export function commonWords(labels: string[]): string {
  if (!labels.length) return '';
  const split = labels.map((l) => l.split(/\s+/));
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const w = split[0]![i];
    if (w === undefined || split.some((s) => s[i] !== w)) break;
    out.push(w);
  }
  return out.join(' ').replace(/[:,(–-]+$/, '').trim();
}

/** The panel's top-level items for a player's legal choices, in the order the engine listed their first choice. */
export function panelItems(src: PanelSource, choices: LegalChoice[], refine: PanelRefinement = {}): PanelItem[] {
  const groups = new Map<string, PanelItem>();
  for (const c of choices) {
    const g = refine.group?.(src, c) ?? null;
    const key = g?.key ?? `${c.action.type}|${String(c.action.entity ?? '')}`;
    let item = groups.get(key);
    if (!item) groups.set(key, (item = { key, title: g?.title ?? '', choices: [] }));
    item.choices.push(c);
  }
  const items = [...groups.values()];
  for (const item of items) {
    if (item.title) continue;
    if (item.choices.length === 1) item.title = wordsFor(src, item.choices[0]!, refine);
    else item.title = `${commonWords(item.choices.map((c) => c.label)) || 'More moves'}…`;
  }
  const chains = refine.chains?.(src, choices) ?? [];
  // a chained move goes first: it is the one press that does the most
  return [...chains.map((ch, n) => ({ key: `chain${n}`, title: ch.label, choices: [], chain: ch })), ...items];
}

/** The fields the choices differ in, in the order to ask them (the refinement's order first). */
function differing(choices: LegalChoice[], order: string[]): string[] {
  const fields: string[] = [];
  for (const c of choices) for (const f of Object.keys(c.action)) if (!IGNORED.has(f) && !fields.includes(f)) fields.push(f);
  const varies = (f: string) => new Set(choices.map((c) => valueKey(c.action[f]))).size > 1;
  const ordered = [...order.filter((f) => fields.includes(f)), ...fields.filter((f) => !order.includes(f))];
  return ordered.filter(varies);
}

/** The options of one question: the distinct values of `field`, each with its choices, in listing order. */
function optionsOf(src: PanelSource, item: PanelItem, choices: LegalChoice[], field: string, refine: PanelRefinement): PanelOption[] {
  const byValue = new Map<string, PanelOption>();
  for (const c of choices) {
    const k = valueKey(c.action[field]);
    let o = byValue.get(k);
    if (!o) byValue.set(k, (o = { label: '', choices: [], value: c.action[field] }));
    o.choices.push(c);
  }
  const options = [...byValue.values()];
  const type = item.choices[0]!.action.type;
  options.forEach((o, n) => {
    const words = refine.valueLabel?.(src, type, field, o.value, o.choices, n);
    if (words) o.label = words;
    // one move, or like moves that read the same (two like trains at one price): its words
    else if (new Set(o.choices.map((c) => c.label)).size === 1) o.label = wordsFor(src, o.choices[0]!, refine);
    else if (typeof o.value === 'string' || typeof o.value === 'number') o.label = String(o.value);
    else {
      // several moves behind one value (an 18xx sale of 30% or 40%, both with the president's certificate): say them
      const all = o.choices.map((c) => wordsFor(src, c, refine)).join(' or ');
      o.label = all.length <= 90 ? all : `${commonWords(o.choices.map((c) => c.label)) || 'Option'} (${n + 1})`;
    }
  });
  // two options whose moves read the same (two like 3-trains of one owner, at the same prices) are one option
  // for a player: merged, the first of their moves stands for them all
  const merged: PanelOption[] = [];
  const movesOf = (o: PanelOption) => o.choices.map((c) => c.label).join('\n');
  for (const o of options) {
    const same = merged.find((m) => m.label === o.label && movesOf(m) === movesOf(o));
    if (same) same.choices.push(...o.choices);
    else merged.push(o);
  }
  // options still alike in words (moves that read otherwise further on) are told apart by their place
  const seen = new Map<string, number>();
  for (const o of merged) {
    const n = (seen.get(o.label) ?? 0) + 1;
    seen.set(o.label, n);
    if (n > 1) o.label = `${o.label} (${n})`;
  }
  return merged;
}

/** Nodes already worked out, per panel (its items) and path: the components ask for each node several times. */
const memo = new WeakMap<PanelItem[], Map<string, PanelNode | null>>();

/** The node a path names, or null when the path is not (or no longer) in the tree. */
export function nodeAt(src: PanelSource, items: PanelItem[], path: number[], refine: PanelRefinement = {}): PanelNode | null {
  let nodes = memo.get(items);
  if (!nodes) memo.set(items, (nodes = new Map()));
  const key = path.join('.');
  if (!nodes.has(key)) nodes.set(key, findNode(src, items, path, refine));
  return nodes.get(key)!;
}

function findNode(src: PanelSource, items: PanelItem[], path: number[], refine: PanelRefinement): PanelNode | null {
  const item = items[path[0] ?? -1];
  if (!item) return null;
  if (item.chain) return path.length === 1 ? { kind: 'leaf', item, path, actions: item.chain.actions, label: item.chain.label } : null;
  // a deeper path goes on from its parent's question (worked out once)
  if (path.length > 1) {
    const parent = nodeAt(src, items, path.slice(0, -1), refine);
    if (parent?.kind !== 'question') return null;
    const picked = parent.options[path.at(-1)!];
    if (!picked) return null;
    return narrow(src, item, picked.choices, [...parent.titleParts, picked.label], path, refine);
  }
  return narrow(src, item, item.choices, [item.title.replace(/…$/, '')], path, refine);
}

/** From a set of a group's choices reached by `path`: the leaf when one is left, else the next question. */
function narrow(src: PanelSource, item: PanelItem, start: LegalChoice[], titles: string[], path: number[], refine: PanelRefinement): PanelNode | null {
  const choices = start;
  const type = item.choices[0]!.action.type;
  // the first field whose values a player tells apart (a field of one option, once like ones merge, asks nothing)
  for (const field of choices.length === 1 ? [] : differing(choices, refine.fields?.(type) ?? [])) {
    const options = optionsOf(src, item, choices, field, refine);
    if (options.length > 1) return { kind: 'question', item, path, field, title: titles.join(' — '), titleParts: titles, options, choices };
  }
  // one choice left, or choices that differ in nothing a player sees (the first stands for them all): the move
  const pick = choices[0] as PanelChoice;
  return { kind: 'leaf', item, path, actions: [...(pick.before ?? []), pick.action], label: wordsFor(src, pick, refine) };
}
