// How many tiles an operator may lay in one turn. Seed: "From Phase III thru Phase VI (the final
// phase), major companies can lay either: 3 plain tiles, 2 non-tokenable tiles (inclusive of
// upgrades), or 1 tokenable upgrade tile." The option is not declared: the lays of the turn must all
// fit one option, within its count. Readings (README "Tile lays"): plain = new track on an empty hex,
// no city and no town; non-tokenable = any tile without a city (a lay or an upgrade, towns allowed);
// tokenable upgrade = any tile with a city, including the first (yellow) tile on a city hex.
// Before phase III, and for minors always, the provisional 1822 rule: one lay or upgrade.
import type { PhaseName, SteelData } from './data/schema.ts';
import { PHASE_NAMES } from './data/schema.ts';

export interface LayKind {
  /** The hex had a tile (not just the preprinted white hex). */
  upgrade: boolean;
  /** The new tile has a city (a token space). */
  tokenable: boolean;
  /** The new tile has a town. */
  town: boolean;
}

type Choice = SteelData['tile_lays']['major_choices'][number];

function fits(choice: Choice, lay: LayKind): boolean {
  if (choice.kind === 'plain') return !lay.upgrade && !lay.tokenable && !lay.town;
  if (choice.kind === 'non_tokenable') return !lay.tokenable;
  return lay.tokenable;
}

function schedule(data: SteelData, phase: PhaseName, operator: 'minor' | 'major') {
  if (operator === 'minor') return data.tile_lays_early.minor;
  if (PHASE_NAMES.indexOf(phase) < PHASE_NAMES.indexOf(data.tile_lays.major_from)) return data.tile_lays_early.major_before_III;
  return null;
}

/** Why `next` may not follow this turn's earlier lays (null: it may). */
export function layRefusal(data: SteelData, phase: PhaseName, operator: 'minor' | 'major', done: readonly LayKind[], next: LayKind): string | null {
  const lays = [...done, next];
  const simple = schedule(data, phase, operator);
  if (simple) {
    const allowed = simple.reduce((s, x) => s + x.lays, 0);
    const upgrades = simple.reduce((s, x) => s + x.upgrades, 0);
    if (lays.length > allowed) return `A ${operator} lays ${allowed} tile${allowed === 1 ? '' : 's'} per turn in phase ${phase}.`;
    if (lays.filter((l) => l.upgrade).length > upgrades) return `A ${operator} upgrades at most ${upgrades} tile per turn in phase ${phase}.`;
    return null;
  }
  const ok = data.tile_lays.major_choices.some((c) => lays.length <= c.count && lays.every((l) => fits(c, l)));
  if (ok) return null;
  return `From phase ${data.tile_lays.major_from} a major lays ${data.tile_lays.major_choices.map((c) => `${c.count} ${c.kind.replace(/_/g, ' ')}`).join(', or ')} tiles in one turn; this lay fits none of them with the ones before it.`;
}

/** Could any further lay follow these (so the track step stays open)? */
export function mayLayMore(data: SteelData, phase: PhaseName, operator: 'minor' | 'major', done: readonly LayKind[]): boolean {
  const kinds: LayKind[] = [
    { upgrade: false, tokenable: false, town: false },
    { upgrade: true, tokenable: false, town: true },
    { upgrade: true, tokenable: true, town: false },
  ];
  return kinds.some((k) => layRefusal(data, phase, operator, done, k) === null);
}

/**
 * From phase III, a major's lay options (3 plain / 2 non-tokenable / 1 tokenable upgrade) that the
 * turn's lays still fit, with how many lays each leaves; null when the simple rule applies.
 */
export function openLayOptions(data: SteelData, phase: PhaseName, operator: 'minor' | 'major', done: readonly LayKind[]): { id: string; count: number; left: number }[] | null {
  if (schedule(data, phase, operator)) return null;
  return data.tile_lays.major_choices
    .filter((c) => done.length <= c.count && done.every((l) => fits(c, l)))
    .map((c) => ({ id: c.id, count: c.count, left: c.count - done.length }));
}
