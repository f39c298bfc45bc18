// How an 1871 operator lays track in one turn. Seed: "From Phase III thru Phase VI (the final phase), major
// companies can lay either: 3 plain tiles, 2 non-tokenable tiles (inclusive of upgrades), or 1 tokenable upgrade
// tile." Nothing is declared: the turn's lays must all fit one option within its count. Readings: plain = new
// track on an empty hex with no city or town; non-tokenable = a tile without a city, laid or upgraded;
// tokenable = a tile with a city, the first yellow tile on a city hex too. A hex takes one lay a turn (no lay
// and upgrade of one hex in one turn). Minors, and majors before the phase the data names, follow the data's
// simple schedule (provisional: 1822's one lay or upgrade).
import type { SteelData } from './data.ts';

export interface LayKind {
  /** The hex had a tile (not the preprinted white hex). */
  upgrade: boolean;
  /** The new tile has a city. */
  tokenable: boolean;
  /** The new tile has a town. */
  town: boolean;
}

export interface Lay extends LayKind {
  hex: string;
  /** Laid with a private's extra tile lay: outside the turn's limits. */
  extra?: boolean;
}

type Choice = SteelData['tile_lays']['major_choices'][number];

function fits(choice: Choice, lay: LayKind): boolean {
  if (choice.kind === 'plain') return !lay.upgrade && !lay.tokenable && !lay.town;
  if (choice.kind === 'non_tokenable') return !lay.tokenable;
  return lay.tokenable;
}

/** The simple schedule that applies (minors; majors before the phase of choices), or null from then on. */
function schedule(data: SteelData, phases: readonly string[], phase: string, operator: string) {
  if (operator !== 'major') return data.tile_lays_early.minor;
  return phases.indexOf(phase) < phases.indexOf(data.tile_lays.major_from) ? data.tile_lays_early.major_before_III : null;
}

/** Why `next` may not follow the turn's earlier lays (null: it may). `phases`: the phase names in order. */
export function layRefusal(data: SteelData, phases: readonly string[], phase: string, operator: string, done: readonly Lay[], next: Lay): string | null {
  if (done.some((l) => l.hex === next.hex)) return `${next.hex} already had a tile laid this turn.`;
  const lays = [...done.filter((l) => !l.extra), next];
  const simple = schedule(data, phases, phase, operator);
  if (simple) {
    const allowed = simple.reduce((s, x) => s + x.lays, 0);
    const upgrades = simple.reduce((s, x) => s + x.upgrades, 0);
    // (the data's label: these lays are 1822's, the seed gives none)
    const basis = data.tile_lays_early.status === 'provisional' ? ' (a provisional rule, modelled on 1822)' : '';
    if (lays.length > allowed) return `A ${operator} lays ${allowed} tile${allowed === 1 ? '' : 's'} a turn in phase ${phase}${basis}.`;
    if (lays.filter((l) => l.upgrade).length > upgrades) return `A ${operator} upgrades at most ${upgrades} tile a turn in phase ${phase}${basis}.`;
    return null;
  }
  if (data.tile_lays.major_choices.some((c) => lays.length <= c.count && lays.every((l) => fits(c, l)))) return null;
  const options = data.tile_lays.major_choices.map((c) => `${c.count} ${c.kind.replace(/_/g, ' ')}`).join(', or ');
  return `From phase ${data.tile_lays.major_from} a major lays ${options} tiles a turn; this lay fits none of them with the ones before it.`;
}

/** Could some further lay (on another hex) follow these? */
export function mayLayMore(data: SteelData, phases: readonly string[], phase: string, operator: string, done: readonly Lay[]): boolean {
  const kinds: LayKind[] = [
    { upgrade: false, tokenable: false, town: false },
    { upgrade: true, tokenable: false, town: true },
    { upgrade: true, tokenable: true, town: false },
  ];
  return kinds.some((k) => layRefusal(data, phases, phase, operator, done, { ...k, hex: '' }) === null);
}
