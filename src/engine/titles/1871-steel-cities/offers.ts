// Full lists of what a player may do now, for front ends that offer one kind of move at a time (the
// Discord commands): the same predicates as legalActions (legal.ts), without its sampling (legalActions
// lists at most 40 tile lays). Each offer carries the action to submit.
import { distinctRotations as sharedDistinct } from '../../18xx/map/index.ts';
import type { SteelPublic } from './state.ts';
import type { Action, PlayerId } from '../../types.ts';
import { dataVersion } from './data/index.ts';
import { openLayOptions, type LayKind } from './lays.ts';
import { layKind, operatorNow, orTurn, privateLayChoices, tileChoices } from './operating.ts';
import { actorOf, operatorKind } from './operators.ts';
import { abilityLabel } from './privates.ts';
import { hexShapes } from './map.ts';
import { bestRun } from './runs.ts';
import { currentTile } from '../../18xx/map/index.ts';
import { companyName } from './sheet.ts';

export interface LayOffer {
  hex: string;
  tile: string;
  rotations: number[];
  cost: number;
  /** The private whose ability this lay uses. */
  company?: string;
  /** What the lay is for the 3/2/1 rule: plain, non-tokenable or tokenable (a city). */
  kind: 'plain' | 'non-tokenable' | 'tokenable';
  upgrade: boolean;
  /** Words for the lay's effect on the turn's lay options ("keeps open: 3 plain, 2 non-tokenable"). */
  note: string;
  /** The action for a rotation. */
  action(rotation: number): Action;
}

/** The operator the player acts for now, and its step; null when the player does not operate now. */
export function operatingFor(state: SteelPublic & { open: unknown }, player: PlayerId): { op: string; step: string; kind: 'minor' | 'major' } | null {
  if (state.open || state.finished) return null;
  const op = operatorNow(state);
  if (!op || actorOf(state, op) !== String(player)) return null;
  return { op, step: orTurn(state).step, kind: operatorKind(state, op) };
}

const kindWord = (k: LayKind): LayOffer['kind'] => (k.tokenable ? 'tokenable' : !k.upgrade && !k.town ? 'plain' : 'non-tokenable');

function optionWords(options: { id: string; left: number }[]): string {
  return options.map((o) => `${o.left} ${o.id.replace(/_/g, ' ')}`).join(' / ');
}

/** The lay rule of the operator's turn so far, in words (the seed's phase-III choice for majors). */
export function layRuleNow(state: SteelPublic & { open: unknown }, player: PlayerId): string | null {
  const now = operatingFor(state, player);
  if (!now) return null;
  const data = dataVersion(state.dataVersion);
  const done = orTurn(state).lays;
  const open = openLayOptions(data, state.phase, now.kind, done);
  // the operator as players call it (a minor by name)
  const op = companyName(data, now.op);
  if (!open) return `${op} lays ${done.length ? 'no more tiles' : 'one tile (or upgrade)'} this turn (phase ${state.phase}, provisional 1822 rule).`;
  if (!done.length) return `${op} may lay 3 plain tiles, or 2 non-tokenable tiles (upgrades included), or 1 tokenable upgrade this turn; the first lay decides which fit.`;
  return `${op} has laid ${done.length}; still open: ${optionWords(open.filter((o) => o.left > 0)) || 'nothing'}.`;
}

/** Every tile lay open to the player now (the operator's own, then its owner's privates'). */
export function layOffers(state: SteelPublic & { open: unknown }, player: PlayerId): LayOffer[] {
  const now = operatingFor(state, player);
  if (!now || now.step !== 'track') return [];
  const data = dataVersion(state.dataVersion);
  const done = orTurn(state).lays;
  const entity = { entity: now.op, entity_type: now.kind === 'major' ? 'corporation' : 'minor' };
  const offer = (l: { hex: string; tile: string; rotations: number[]; cost: number }, company?: string): LayOffer => {
    const k = layKind(state, l.hex, l.tile);
    const extra = company && data.companies.privates.find((p) => p.id === company)?.ability?.type === 'extra_tile_lay';
    const open = extra ? null : openLayOptions(data, state.phase, now.kind, [...done, k]);
    const note = company ? `with ${companyName(data, company)}: ${abilityLabel(data, company)}` : open ? `leaves ${optionWords(open) || 'nothing'}` : '';
    return {
      hex: l.hex,
      tile: l.tile,
      rotations: l.rotations,
      cost: l.cost,
      ...(company ? { company } : {}),
      kind: kindWord(k),
      upgrade: k.upgrade,
      note,
      action: (rotation) => ({ type: 'lay_tile', ...entity, hex: l.hex, tile: l.tile, rotation, ...(company ? { company } : {}) }) as Action,
    };
  };
  return [...tileChoices(data, state, now.op).map((l) => offer(l)), ...privateLayChoices(data, state, now.op).map((l) => offer(l, l.company))];
}

/** An offer's rotations without those that lay the same track as an earlier one (a symmetric tile's): the shared numbering. */
export function distinctRotations(state: SteelPublic, offer: Pick<LayOffer, 'tile' | 'rotations'>): number[] {
  return sharedDistinct(state.map, offer.tile, offer.rotations);
}

/** The shapes a hex's stops serve, for labels ("dah", "dit", "offboard ■●"). */
export function stopWords(state: SteelPublic, hex: string): string {
  const data = dataVersion(state.dataVersion);
  const shapes = hexShapes(data, hex);
  if (!shapes.length) return '';
  const { def } = currentTile(state.map, hex);
  if (def.offboards.length) return `offboard ${shapes.map((s) => (s === 'square' ? 'freight' : 'passenger')).join('+')}`;
  return shapes[0] === 'square' ? 'dah (freight stop)' : 'dit (passenger stop)';
}

/**
 * The operator's run: the routes the engine found for its trains (fixed once the turn reaches its run
 * step; before that, what they would be on the map as it is now).
 */
export function runPlan(state: SteelPublic & { open: unknown }, player: PlayerId): { op: string; final: boolean; revenue: number; runs: { train: string; revenue: number; stops: string[] }[] } | null {
  const now = operatingFor(state, player);
  if (!now) return null;
  const turn = orTurn(state);
  if (now.step === 'train') return null;
  const run = turn.run ?? bestRun(dataVersion(state.dataVersion), state, now.op);
  return { op: now.op, final: !!turn.run, revenue: run.revenue, runs: run.runs };
}
