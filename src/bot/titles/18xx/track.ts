// /tile and /token: choices (only legal lays and cities, from the engine) and the actions they build.
import { distinctRotations as sharedDistinct } from '../../../engine/18xx/map/index.ts';
import { money } from '../../../engine/18xx/money.ts';
import { cityWords, privateName, tileDef, type MapState } from '../../../engine/18xx/face.ts';
import { allTokenOffers, hexName, hexTile, layOffers as engineLayOffers, operatingNow, tileExits } from '../../../engine/18xx/face.ts';
import type { TileLayOffer } from '../../../engine/18xx/face.ts';
import type { Action } from '../../../engine/types.ts';
import { quote } from '../../fit.ts';
import { Refusal } from '../../services/refusal.ts';
import { operatorType, whatNow, type Choice, type XxMoves } from './moves.ts';

/** Flat-layout edges as 18xx.games numbers them: 0 = down, then clockwise. */
const EDGE_NAMES = ['S', 'SW', 'NW', 'N', 'NE', 'SE'];

export function describeExits(edges: number[]): string {
  return edges.length ? `edges ${edges.map((e) => EDGE_NAMES[e] ?? String(e)).join('–')}` : 'no track exits';
}

const hexId = (text: string | null | undefined): string => (text ?? '').trim().split(/[\s(—]/)[0]!.toUpperCase();
const tileName = (text: string | null | undefined): string => (text ?? '').trim().split(/[\s(]/)[0]!.split('-')[0]!.toUpperCase();

/**
 * A lay offer; `cost` unknown for a private's lay only the title's own listing has. `held`: the operator's lay with
 * the ability of a private its president holds (the action names the operator and the private).
 */
type Lay = Omit<TileLayOffer, 'cost'> & { cost?: number; company?: string; held?: boolean };

/**
 * Every lay open to the player now: the engine's list (privates' special lays first, then the corporation's),
 * then any other private's lay the title lists among the legal moves (e.g. a lay owed right after its purchase).
 */
export function layOffers(m: XxMoves): Lay[] {
  if (!m.choices.length) return [];
  const offers: Lay[] = engineLayOffers(m.state, m.ctx);
  for (const { action: a } of m.choices) {
    const held = a.type === 'lay_tile' && a.entity_type !== 'company' && a.company !== undefined;
    if (a.type !== 'lay_tile' || (a.entity_type !== 'company' && !held)) continue;
    const [company, hex, tile] = [String(held ? a.company : a.entity), String(a.hex), String(a.tile).split('-')[0]!];
    let offer = offers.find((o) => o.company === company && o.hex === hex && o.tile === tile);
    if (!offer) offers.push((offer = { company, hex, tile, tileId: String(a.tile), rotations: [], ...(held ? { held } : {}) }));
    if (!offer.rotations.includes(Number(a.rotation))) offer.rotations.push(Number(a.rotation));
  }
  return offers;
}

function place(m: XxMoves, hex: string): string {
  const name = hexName(m.state, hex);
  return name ? `${hex} ${name}` : hex;
}

export function tileHexChoices(m: XxMoves): Choice[] {
  const offers = layOffers(m);
  const hexes = [...new Set(offers.map((o) => o.hex))];
  return hexes.map((hex) => {
    const here = offers.filter((o) => o.hex === hex);
    const now = hexTile(m.state, hex);
    const what = now.tile === 'empty' ? 'lay' : `upgrade ${now.color} ${now.tile.split('-')[0]}`;
    const cost = here[0]!.cost ? ` · costs ${money(m.ctx.cfg, here[0]!.cost)}` : '';
    const by = here.every((o) => o.company) ? ` (${privateName(m.ctx, here[0]!.company!, m.state)}'s special lay)` : '';
    return { name: `${place(m, hex)} — ${what} → ${[...new Set(here.map((o) => o.tile))].join(', ')}${cost}${by}`, value: hex };
  });
}

export function tileChoices(m: XxMoves, hexText: string | null): Choice[] {
  const hex = hexId(hexText);
  return layOffers(m)
    .filter((o) => !hex || o.hex === hex)
    .map((o) => {
      const color = tileColor(m, o.tile);
      const n = distinctRotations(m, o).length;
      const rot = `${n} rotation${n === 1 ? '' : 's'}`;
      const cost = o.cost ? ` · costs ${money(m.ctx.cfg, o.cost)}` : o.cost === 0 ? ' · free' : '';
      return { name: `${o.tile} (${color}) on ${o.hex} — ${rot}${cost}${o.company ? ` · with ${privateName(m.ctx, o.company, m.state)}` : ''}`, value: o.tileId };
    });
}

function tileColor(m: XxMoves, tile: string): string {
  return tileDef(m.state.map as MapState, tile).color;
}

/** An offer's rotations with those that lay the same track as an earlier one left out: the ways it fits, numbered 1…N on the panel's picture. */
export function distinctRotations(m: XxMoves, offer: { tile: string; rotations: number[] }): number[] {
  return sharedDistinct(m.state.map as MapState, offer.tile, offer.rotations);
}

/** The ways a tile fits, numbered as the turn panel's picture numbers them ("2 of 3: edges S–NW"); the value is that number. */
export function rotationChoices(m: XxMoves, hexText: string | null, tileText: string | null): Choice[] {
  const hex = hexId(hexText);
  const tile = tileName(tileText);
  const offer = layOffers(m).find((o) => o.hex === hex && o.tile.toUpperCase() === tile);
  if (!offer) return [];
  const ways = distinctRotations(m, offer);
  return ways.map((r, i) => ({ name: `${i + 1} of ${ways.length}: ${describeExits(tileExits(m.state, offer.tile, r))}`, value: String(i + 1) }));
}

/** The lay_tile action for typed options, or a Refusal saying what is possible. */
export function tileAction(m: XxMoves, hexText: string, tileText: string, rotationText: string | null): Action {
  const now = operatingNow(m.state);
  const offers = layOffers(m);
  if (!now || !offers.length) {
    throw new Refusal(`You can't lay track now. ${whatNow(m)}`);
  }
  const hex = hexId(hexText);
  const onHex = offers.filter((o) => o.hex === hex);
  if (!onHex.length) {
    const some = [...new Set(offers.map((o) => o.hex))].slice(0, 12).join(', ');
    throw new Refusal(`${now.corp} can't lay a tile on ${hex ? quote(hex, 40) : 'that hex'}. Pick a hex from the list (e.g. ${some}).`);
  }
  const tile = tileName(tileText);
  const offer = onHex.find((o) => o.tile.toUpperCase() === tile);
  if (!offer) throw new Refusal(`Tile ${quote(tile, 40)} doesn't fit on ${hex}. Tiles that do: ${onHex.map((o) => o.tile).join(', ')}.`);
  // rotations are numbered 1…N as the turn panel's picture numbers the ways the tile fits
  const ways = distinctRotations(m, offer);
  const numbered = ways.map((r, i) => `${i + 1} (${describeExits(tileExits(m.state, offer.tile, r))})`).join(', ');
  let rotation: number;
  if (rotationText === null || rotationText.trim() === '') {
    if (ways.length !== 1) throw new Refusal(`Tile ${offer.tile} fits on ${hex} in ${ways.length} ways: pick a rotation: ${numbered}.`);
    rotation = ways[0]!;
  } else {
    const n = /^\d+$/.test(rotationText.trim()) ? Number(rotationText.trim()) : 0;
    if (n < 1 || n > ways.length) throw new Refusal(`Rotation ${quote(rotationText, 20)} doesn't work for ${offer.tile} on ${hex}. It fits ${ways.length === 1 ? 'one way' : `${ways.length} ways`}: ${numbered}.`);
    rotation = ways[n - 1]!;
  }
  if (offer.held) return { type: 'lay_tile', entity: now.corp, entity_type: operatorType(m), hex, tile: offer.tileId, rotation, company: offer.company };
  if (offer.company) return { type: 'lay_tile', entity: offer.company, entity_type: 'company', hex, tile: offer.tileId, rotation };
  return { type: 'lay_tile', entity: now.corp, entity_type: operatorType(m), hex, tile: offer.tileId, rotation };
}

/** A token offer; `listed` for one only the title's own listing has (its action and words, cost unknown here). */
type Token = { city: string; hex: string; cost?: number; company?: string; listed?: { action: Action; label: string } };

/**
 * Cities open to a token now: the engine's list (a teleporting private's free token, then the token step's),
 * then any other token the title lists among the legal moves (e.g. a home token owed after an upgrade).
 */
export function tokenOffersFor(m: XxMoves): Token[] {
  if (!m.choices.length) return [];
  const offers: Token[] = allTokenOffers(m.state, m.ctx);
  for (const c of m.choices) {
    const city = String(c.action.city);
    if (c.action.type !== 'place_token' || offers.some((o) => o.city === city)) continue;
    offers.push({ city, hex: m.ctx.map.cityHex?.(m.state, city) ?? '', listed: { action: c.action, label: c.label } });
  }
  return offers;
}

export function tokenChoices(m: XxMoves): Choice[] {
  const what = (t: Token) => (t.listed ? t.listed.label : t.company ? `free with ${privateName(m.ctx, t.company, m.state)}` : `${money(m.ctx.cfg, t.cost ?? 0)}`);
  // the city by its hex and place (a city id is no player's word); the value stays the id
  return tokenOffersFor(m).map((t) => ({ name: `${cityWords(m.state, t.city)} — ${what(t)}`, value: t.city }));
}

export function tokenAction(m: XxMoves, cityText: string): Action {
  const now = operatingNow(m.state);
  const offers = tokenOffersFor(m);
  if (!now || !offers.length) throw new Refusal(`You can't place a station token now. ${whatNow(m)}`);
  const typed = cityText.trim();
  const onHex = offers.filter((o) => o.hex === hexId(typed));
  const hit = offers.find((o) => o.city.toLowerCase() === typed.toLowerCase()) ?? (onHex.length === 1 ? onHex[0] : undefined);
  if (!hit) throw new Refusal(`${now.corp} can't place a token in "${quote(typed, 40)}". Reachable cities with a free slot: ${offers.map((o) => cityWords(m.state, o.city)).join(', ')}.`);
  if (hit.listed) return hit.listed.action;
  if (hit.company) return { type: 'place_token', entity: hit.company, entity_type: 'company', city: hit.city, slot: 0 };
  return { type: 'place_token', entity: now.corp, entity_type: operatorType(m), city: hit.city, slot: 0 };
}
