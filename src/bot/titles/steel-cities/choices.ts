// The /steel command's choices and the actions they build: tile lays from the engine's full lay list
// (offers.ts, private abilities included), everything else from legalActions by type. A value that is
// not (or no longer) one of them is refused with what to do instead.
import type { Action } from '../../../engine/types.ts';
import { tileDef } from '../../../engine/18xx/map/index.ts';
import { distinctRotations, layOffers, layRuleNow, operatingFor, runPlan, stopWords, type LayOffer } from '../../../engine/titles/1871-steel-cities/offers.ts';
import { quote } from '../../fit.ts';
import { Refusal } from '../../services/refusal.ts';
import { opName, place, whatNow, type Choice, type SteelMoves } from './moves.ts';

/** Flat-layout edges as 18xx.games numbers them: 0 = down, then clockwise. */
const EDGE_NAMES = ['S', 'SW', 'NW', 'N', 'NE', 'SE'];

const hexId = (text: string | null | undefined) => (text ?? '').trim().split(/[\s(—]/)[0]!.toUpperCase();

function offersAt(m: SteelMoves, hex: string): LayOffer[] {
  return layOffers(m.state, m.player).filter((o) => o.hex === hex);
}

/** A tile choice's value: the tile, with the private whose ability it uses ("7@P7"). */
const tileValue = (o: LayOffer) => (o.company ? `${o.tile}@${o.company}` : o.tile);

function findOffer(m: SteelMoves, hex: string, tileText: string | null): LayOffer | undefined {
  const value = (tileText ?? '').trim().split(/\s/)[0]!;
  return offersAt(m, hex).find((o) => tileValue(o).toUpperCase() === value.toUpperCase());
}

export function layHexChoices(m: SteelMoves): Choice[] {
  const offers = layOffers(m.state, m.player);
  return [...new Set(offers.map((o) => o.hex))].map((hex) => {
    const here = offers.filter((o) => o.hex === hex);
    const tiles = [...new Set(here.map((o) => o.tile))].join(', ');
    const stop = stopWords(m.state, hex);
    const cost = Math.min(...here.map((o) => o.cost));
    const what = here[0]!.upgrade ? 'upgrade' : 'lay';
    return { name: `${place(m.state, hex)}${stop ? ` (${stop})` : ''} — ${what} ${tiles}${cost ? ` · from ${cost}` : ''}`, value: hex };
  });
}

export function layTileChoices(m: SteelMoves, hexText: string | null): Choice[] {
  const hex = hexId(hexText);
  return layOffers(m.state, m.player)
    .filter((o) => !hex || o.hex === hex)
    .map((o) => ({
      name: `${hex ? '' : `${o.hex}: `}${o.tile} — ${o.kind}${o.upgrade ? ' upgrade' : ''}${o.cost ? ` · costs ${o.cost}` : ''}${o.note ? ` · ${o.note}` : ''}`,
      value: tileValue(o),
    }));
}

function exits(m: SteelMoves, tile: string, rotation: number): string {
  const def = tileDef(m.state.map, tile.split('-')[0]!);
  const edges = [...new Set(def.paths.flatMap((p) => [p.a, p.b]).flatMap((e) => (e.kind === 'edge' ? [(e.edge + rotation) % 6] : [])))].sort();
  return edges.map((e) => EDGE_NAMES[e]).join('–');
}

export function layRotationChoices(m: SteelMoves, hexText: string | null, tileText: string | null): Choice[] {
  const offer = findOffer(m, hexId(hexText), tileText);
  if (!offer) return [];
  // numbered 1…N as the turn panel's picture numbers the ways the tile fits
  const ways = distinctRotations(m.state, offer);
  return ways.map((r, i) => ({ name: `rotation ${i + 1} of ${ways.length}: track to ${exits(m, offer.tile, r)}`, value: String(i + 1) }));
}

export function layAction(m: SteelMoves, hexText: string, tileText: string, rotationText: string | null): Action {
  if (!layOffers(m.state, m.player).length) throw new Refusal(`No tile lay is open to you now. ${whatNow(m)}`);
  const hex = hexId(hexText);
  const offer = findOffer(m, hex, tileText);
  if (!offer) {
    const here = offersAt(m, hex).map(tileValue);
    throw new Refusal(here.length ? `Tile "${tileText}" does not fit ${hex} now; it takes ${here.join(', ')}.` : `You cannot lay a tile on ${hex} now. Pick a hex from the list.`);
  }
  // rotations are numbered 1…N as the turn panel's picture numbers the ways the tile fits
  const ways = distinctRotations(m.state, offer);
  const numbered = ways.map((r, i) => `${i + 1}: ${exits(m, offer.tile, r)}`).join('; ');
  const typed = (rotationText ?? '').trim();
  if (!typed) {
    if (ways.length !== 1) throw new Refusal(`${offer.tile} fits ${hex} in ${ways.length} ways: pick a rotation (${numbered}).`);
    return offer.action(ways[0]!);
  }
  const n = /^\d+$/.test(typed) ? Number(typed) : 0;
  if (n < 1 || n > ways.length) throw new Refusal(`${offer.tile} does not fit ${hex} at rotation ${quote(typed, 20)}; it fits ${ways.length === 1 ? 'one way' : `${ways.length} ways`} (${numbered}).`);
  return offer.action(ways[n - 1]!);
}

/** The subcommands that pick one of the legal actions of a type: how a choice's value is made. */
const PICKS: Record<string, { type: string; key: (a: Action) => string; none: string }> = {
  token: { type: 'place_token', key: (a) => `${String(a.city)}|${String(a.shape)}`, none: 'No token to place now' },
  run: { type: 'dividend', key: (a) => String(a.kind), none: 'Nothing to run now' },
  train: { type: 'buy_train', key: (a) => String(a.train), none: 'No train to buy now' },
  par: { type: 'par', key: (a) => `${String(a.corporation)}@${String(a.price)}`, none: 'No major to start now' },
  buy: { type: 'buy_shares', key: (a) => `${String(a.corporation)}@${String(a.from)}`, none: 'No share to buy now' },
  sell: { type: 'sell_shares', key: (a) => String(a.corporation), none: 'No share to sell now' },
  repay: { type: 'payoff_loan', key: () => 'repay', none: 'No loan to repay now' },
};

export const PICK_SUBCOMMANDS = Object.keys(PICKS);
export const emptyText = (sub: string) => PICKS[sub]?.none ?? 'Nothing to choose now';

export function pickChoices(m: SteelMoves, sub: string): Choice[] {
  const pick = PICKS[sub]!;
  return m.choices.filter((c) => c.action.type === pick.type).map((c) => ({ name: c.label, value: pick.key(c.action) }));
}

export function pickAction(m: SteelMoves, sub: string, value: string | null): Action {
  const pick = PICKS[sub]!;
  const of = m.choices.filter((c) => c.action.type === pick.type);
  if (!of.length) throw new Refusal(`${pick.none}. ${whatNow(m)}`);
  const found = value === null ? (of.length === 1 ? of[0] : undefined) : of.find((c) => pick.key(c.action).toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new Refusal(`"${value ?? ''}" is not one of your choices now. Pick from the list (e.g. ${of.slice(0, 3).map((c) => c.label).join('; ')}).`);
  return found.action;
}

/** The operator's routes in words (/steel routes). */
export function routesText(m: SteelMoves): string {
  const plan = runPlan(m.state, m.player);
  if (!plan) return `No company of yours is about to run. ${whatNow(m)}`;
  const lines = [
    `**${opName(m, plan.op)}** ${plan.final ? 'runs' : 'would run, on the map as it is now,'} for **$${plan.revenue}**:`,
    ...(plan.runs.length
      ? plan.runs.map((r) => `• ${r.train.replace(/-\d+$/, '')}-train: ${r.stops.map((h) => place(m.state, h)).join(' → ')} = $${r.revenue}`)
      : ['• no route (no trains, or no two stops of a train\'s class with one of its tokens)']),
    '(The engine finds the routes: always legal, not always the best — provisional.)',
  ];
  if (plan.final) lines.push('Then: /steel run kind:payout or kind:withhold.');
  return lines.join('\n');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The kinds of moves as players say them, with how many there are ("3 tile lays"). */
const MOVE_WORDS: Record<string, (n: number) => string> = {
  lay_tile: (n) => plural(n, 'tile lay'),
  place_token: (n) => plural(n, 'place for a token', 'places for a token'),
  dividend: () => 'run (pay out or withhold)',
  buy_train: (n) => plural(n, 'train', 'trains') + ' to buy',
  par: (n) => plural(n, 'way', 'ways') + ' to start a major',
  buy_shares: (n) => plural(n, 'share', 'shares') + ' to buy',
  sell_shares: (n) => plural(n, 'share', 'shares') + ' to sell',
  payoff_loan: () => 'repay your loan',
  pass: () => 'pass',
};

/** Where the player stands and what they may do (/steel now). */
export function nowText(m: SteelMoves): string {
  const lines = [whatNow(m)];
  const now = operatingFor(m.state, m.player);
  if (now?.step === 'track') {
    lines.push(layRuleNow(m.state, m.player)!);
    const n = layOffers(m.state, m.player).length;
    lines.push(`${n} tile lay${n === 1 ? '' : 's'} possible (/steel lay lists them by hex).`);
  }
  const counts = new Map<string, number>();
  for (const c of m.choices) counts.set(c.action.type, (counts.get(c.action.type) ?? 0) + 1);
  if (m.choices.length && !m.state.open) lines.push(`Moves now: ${[...counts].map(([t, n]) => MOVE_WORDS[t]?.(n) ?? `${n} other move${n === 1 ? '' : 's'}`).join(', ')}.`);
  return lines.join('\n');
}
