// 1871 Steel Cities' additions to the turn panel (src/bot/panel): companies by name in group titles and
// options; every lay the engine allows (offers.ts, not legalActions' sample of 40) asked hex → tile → (a
// private's ability or not) → rotation, with a close-up of the hex, then every rotation drawn in place and
// numbered; a token's cities numbered on a close-up, then its shape; trains and prices in dollars, and a
// run's two choices with its revenue ("Run for $80 and pay out"). Sealed rounds have no panel: the bid
// sheets (src/bot/sealed) take them. Every value here comes from the engine's lists.
import type { LegalChoice, View } from '../../../engine/types.ts';
import { resolveCity, tileDef } from '../../../engine/18xx/map/index.ts';
import { abilityLabel } from '../../../engine/titles/1871-steel-cities/privates.ts';
import { registerFonts } from '../../../render/fonts.ts';
import { encodeCompactPng } from '../../../render/png.ts';
import { drawSteelHexCloseup, drawSteelLayChoices, drawSteelTokenChoices } from '../../../render/steel-cities/closeups.ts';
import { dataVersion } from '../../../engine/titles/1871-steel-cities/data/index.ts';
import { distinctRotations, layOffers, runPlan, stopWords } from '../../../engine/titles/1871-steel-cities/offers.ts';
import { companyName } from '../../../engine/titles/1871-steel-cities/sheet.ts';
import type { SteelView } from '../../../engine/titles/1871-steel-cities/view.ts';
import type { PanelPicture, PanelQuestion, PanelRefinement, PanelSource } from '../../panel/refinement.ts';
import { place } from './moves.ts';

const stateOf = (src: PanelSource) => src.view.state as View<SteelView>;

/** A company's name: privates, minors and paper companies from the data, majors by their full name. */
function nameOf(src: PanelSource, id: unknown): string {
  const data = dataVersion(stateOf(src).dataVersion);
  const text = String(id);
  return data.companies.majors.find((m) => m.id === text)?.name ?? companyName(data, text);
}

/** The order a type's fields are asked in. */
const FIELDS: Record<string, string[]> = {
  lay_tile: ['hex', 'tile', 'company', 'rotation'],
  place_token: ['city', 'shape'],
  par: ['corporation', 'price'],
  buy_shares: ['corporation', 'from'],
  sell_shares: ['corporation'],
  buy_train: ['train'],
};

function groupTitle(src: PanelSource, c: LegalChoice): string | null {
  const who = c.action.entity_type === 'player' ? '' : nameOf(src, c.action.entity);
  switch (c.action.type) {
    case 'lay_tile':
      return `${who} lays track…`;
    case 'place_token':
      return `${who} places a token…`;
    case 'buy_train':
      return `${who} buys a train…`;
    case 'dividend':
      return `${who} runs…`;
    case 'par':
      return 'Start a major (par)…';
    case 'buy_shares':
      return 'Buy a share…';
    case 'sell_shares':
      return 'Sell a share…';
    default:
      return null;
  }
}

/** Flat-layout edges as 18xx.games numbers them: 0 = down, then clockwise. */
const EDGE_NAMES = ['S', 'SW', 'NW', 'N', 'NE', 'SE'];

function trackWords(src: PanelSource, tile: string, rotation: number): string {
  try {
    const def = tileDef(stateOf(src).map, tile.split('-')[0]!);
    const edges = [...new Set(def.paths.flatMap((p) => [p.a, p.b]).flatMap((e) => (e.kind === 'edge' ? [(e.edge + rotation) % 6] : [])))].sort();
    return edges.length ? `track to ${edges.map((e) => EDGE_NAMES[e]).join('–')}` : '';
  } catch {
    return '';
  }
}

/** A price at the end of an engine label ("… for 100"). */
const priceIn = (label: string): string | null => /\bfor \$?(\d+)\s*$/.exec(label)?.[1] ?? null;

function valueLabel(src: PanelSource, type: string, field: string, value: unknown, choices: LegalChoice[], index: number): string | undefined {
  const state = stateOf(src);
  const text = String(value);
  const first = choices[0]!;
  switch (`${type}.${field}`) {
    case 'lay_tile.hex': {
      const stop = stopWords(state, text);
      return `${place(state, text)}${stop ? ` (${stop})` : ''}`;
    }
    case 'lay_tile.tile': {
      const offer = layOffers(state, src.player).find((o) => o.hex === first.action.hex && o.tile === text);
      return `Tile ${text}${offer ? ` — ${offer.kind}${offer.upgrade ? ' upgrade' : ''}${offer.cost ? `, $${offer.cost}` : ''}` : ''}`;
    }
    case 'lay_tile.company': {
      const data = dataVersion(state.dataVersion);
      return value ? `With ${companyName(data, text)}: ${abilityLabel(data, text)}` : 'A lay of the turn (no private)';
    }
    case 'lay_tile.rotation': {
      const track = trackWords(src, String(first.action.tile), Number(value));
      return `${index + 1}${track ? `: ${track}` : ''}`;
    }
    case 'place_token.city': {
      let where = text;
      try {
        where = place(state, resolveCity(state.map, text).hex);
      } catch {
        // a city the map cannot place: the number still tells it apart
      }
      const cost = priceIn(first.label);
      return `${where}${choices.length === 1 && first.action.shape ? ` — ${first.action.shape === 'square' ? 'square (freight)' : 'round (passenger)'} token` : ''}${cost ? `, $${cost}` : ''}`;
    }
    case 'place_token.shape':
      return text === 'square' ? 'Square token (freight)' : 'Round token (passenger)';
    case 'dividend.kind': {
      const revenue = runPlan(state, src.player)?.revenue;
      const how = text === 'payout' ? 'pay out' : text === 'withhold' ? 'withhold' : text;
      return revenue === undefined ? `Run and ${how}` : `Run for $${revenue} and ${how}`;
    }
    case 'par.corporation':
    case 'buy_shares.corporation':
    case 'sell_shares.corporation':
      return nameOf(src, value);
    case 'par.price':
      return `$${text}`;
    case 'buy_shares.from':
      return text === 'ipo' ? 'from the IPO' : text === 'market' ? 'from the market' : text;
    case 'buy_train.train': {
      const cost = priceIn(first.label);
      return `${text}-train${cost ? ` for $${cost}` : ''}`;
    }
    default:
      return undefined;
  }
}

/** "G9 Pittsburgh" for a city id ("57-0-1"), or null when the map cannot place it. */
function cityPlace(src: PanelSource, city: string): string | null {
  try {
    return place(stateOf(src), resolveCity(stateOf(src).map, city).hex);
  } catch {
    return null;
  }
}

/**
 * The lays offered: every lay the engine allows now (offers.ts: the operator's own and its owner's privates'),
 * in place of legalActions' sample (at most 40 hex and tile pairs), each distinct track once; the other
 * choices as listed.
 */
function choices(src: PanelSource, listed: LegalChoice[]): LegalChoice[] {
  const at = listed.findIndex((c) => c.action.type === 'lay_tile');
  if (at < 0) return listed;
  const state = stateOf(src);
  const data = dataVersion(state.dataVersion);
  // (a symmetric tile's rotations that lay the same track are offered once)
  const lays = layOffers(state, src.player).flatMap((o) =>
    distinctRotations(state, o).map((rotation) => {
      const action = o.action(rotation);
      const by = o.company ? `, with ${companyName(data, o.company)}` : '';
      return { label: `${nameOf(src, action.entity)} lays tile ${o.tile} on ${place(state, o.hex)}${by}${o.cost ? ` for $${o.cost}` : ''}`, action };
    }),
  );
  const others = listed.filter((c) => c.action.type !== 'lay_tile');
  return [...others.slice(0, at), ...lays, ...others.slice(at)];
}

/** The close-ups of a lay's hex and its rotations, and of a token's cities (drawn from the public's view). */
function picture(src: PanelSource, q: PanelQuestion): PanelPicture | null {
  const all = q.options.flatMap((o) => o.choices.map((c) => c.action));
  const game = src.view;
  if (q.type === 'lay_tile') {
    const hexes = new Set(all.map((a) => String(a.hex)));
    if (hexes.size !== 1) return null;
    const hex = [...hexes][0]!;
    const where = place(stateOf(src), hex);
    registerFonts();
    if (q.field === 'rotation') {
      const lays = q.options.map((o) => ({ tile: String(o.choices[0]!.action.tile), rotation: Number(o.value) }));
      return { name: `lay-${hex}`, png: encodeCompactPng(drawSteelLayChoices(game, hex, lays)), caption: `Each way the tile fits on ${where}, numbered.` };
    }
    if (q.field !== 'tile' && q.field !== 'company') return null;
    return { name: `hex-${hex}`, png: encodeCompactPng(drawSteelHexCloseup(game, hex)), caption: `${where} and its neighbours.` };
  }
  if (q.type === 'place_token' && q.field === 'city') {
    registerFonts();
    const cities = q.options.map((o) => String(o.value));
    const words = cities.map((c, n) => `${n + 1}: ${cityPlace(src, c) ?? 'a city'}`).join(', ');
    return { name: 'token', png: encodeCompactPng(drawSteelTokenChoices(game, cities)), caption: `Where the token may go, numbered (${words}).` };
  }
  return null;
}

export const steelPanel: PanelRefinement = {
  choices,
  picture,
  numbered: (type, field) => (type === 'lay_tile' && field === 'rotation') || (type === 'place_token' && field === 'city'),
  group(src, choice) {
    const title = groupTitle(src, choice);
    return title ? { key: `${choice.action.type}|${String(choice.action.entity ?? '')}`, title } : null;
  },
  fields: (type) => FIELDS[type],
  valueLabel,
};
