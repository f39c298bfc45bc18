// The 18xx family's additions to the turn panel (src/bot/panel): a lay asked hex → tile → rotation with a
// close-up of the hex and every rotation drawn in place and numbered, a token's cities with their offered
// slots numbered, words for hexes, tiles, trains and prices, and "run the best routes and pay out / withhold"
// as one press (the run, then the dividend the engine lists after it).
import { legalActions, previewAction } from '../../../engine/game.ts';
import { allTokenOffers, hexName, operatingNow, resolveCity, trainById, xxContext, type GameState, type MapState } from '../../../engine/18xx/face.ts';
import type { Action, LegalChoice, View } from '../../../engine/types.ts';
import { encodeCompactPng } from '../../../render/png.ts';
import { registerFonts } from '../../../render/fonts.ts';
import { drawHexCloseup, drawLayChoices, drawTokenChoices } from '../../../render/18xx/closeup-choices.ts';
import { moneyOf } from '../../../engine/money.ts';
import type { PanelPicture, PanelQuestion, PanelRefinement, PanelSource } from '../../panel/refinement.ts';
import { sameId } from '../../services/players.ts';
import { operatorType, type XxMoves } from './moves.ts';
import { distinctRotations, layOffers } from './track.ts';

const stateOf = (src: PanelSource) => src.view.state as View<GameState>;

/** The order a group's fields are asked in. */
const FIELDS: Record<string, string[]> = {
  lay_tile: ['hex', 'tile', 'rotation'],
  place_token: ['city', 'slot'],
  buy_train: ['train', 'exchange', 'shell', 'price'],
  par: ['corporation', 'share_price'],
  bid: ['company', 'price'],
  buy_company: ['company', 'price'],
};

/** Group titles in words, by action type (the acting company's name where it acts). */
function groupTitle(type: string, who: string): string | null {
  switch (type) {
    case 'lay_tile':
      return `${who} lays track…`;
    case 'place_token':
      return `${who} places a token…`;
    case 'buy_train':
      return `${who} buys a train…`;
    case 'buy_company':
      // (a player's own purchase, from another player, says it as a move: "Buy a private…")
      return who ? `${who} buys a private…` : 'Buy a private…';
    case 'discard_train':
      return `${who} discards a train…`;
    case 'buy_shares':
      return 'Buy a share…';
    case 'sell_shares':
      return 'Sell shares…';
    case 'par':
      return 'Start a corporation (par)…';
    case 'bid':
      return 'Bid on a private…';
    default:
      return null;
  }
}

/** A company as players call it (a private or minor by name, a corporation by symbol): never its id alone. */
function named(src: PanelSource, id: unknown, kind?: 'company'): string {
  try {
    return src.view.def.entityName?.(src.view.state, String(id), kind) ?? String(id);
  } catch {
    return String(id);
  }
}

/** Who makes a move, as the panel's words start it ("" for the player). */
const actorWords = (src: PanelSource, a: Action): string => (a.entity_type === 'player' ? '' : named(src, a.entity, a.entity_type === 'company' ? 'company' : undefined));

const tileName = (id: string): string => /^(.+)-\d+$/.exec(id)?.[1] ?? id;

function mapOf(src: PanelSource): MapState | null {
  const map = (stateOf(src) as { map?: unknown }).map;
  return map && typeof map === 'object' && 'hexes' in map ? (map as MapState) : null;
}

function hexWords(src: PanelSource, hex: string): string {
  const name = hexName(stateOf(src), hex);
  return name ? `${hex} ${name}` : hex;
}

/** What each city a token may go to costs (worked out once per panel). */
const costs = new WeakMap<PanelSource, Map<string, number>>();
function tokenCosts(src: PanelSource): Map<string, number> {
  let known = costs.get(src);
  if (!known) {
    const ctx = xxContext(src.view.def, stateOf(src));
    costs.set(src, (known = new Map(ctx ? allTokenOffers(stateOf(src), ctx).map((o) => [o.city, o.cost]) : [])));
  }
  return known;
}

/** Where a city is, in the map's words, with what a token there costs ("F2 Harrisburg — $40"). */
function cityWords(src: PanelSource, city: string): string {
  const map = mapOf(src);
  // a city the map cannot place (none expected): its number in the picture still tells it apart
  let where = 'a city';
  try {
    if (map) where = hexWords(src, resolveCity(map, city).hex);
  } catch {
    where = 'a city';
  }
  const cost = tokenCosts(src).get(city);
  return `${where}${cost ? ` — ${moneyOf(src.view.def)(cost)}` : ''}`;
}

function trainWords(src: PanelSource, id: string): string {
  try {
    const t = trainById(stateOf(src), id);
    const from = t.owner === 'depot' ? 'the depot' : t.owner === 'pool' ? 'the open market' : named(src, t.owner);
    return `${t.name}-train from ${from}`;
  } catch {
    return id;
  }
}

function valueLabel(src: PanelSource, type: string, field: string, value: unknown, choices: LegalChoice[], index: number): string | undefined {
  const text = String(value);
  switch (field) {
    case 'hex':
      return hexWords(src, text);
    case 'tile':
      return `Tile ${tileName(text)}`;
    case 'rotation':
      return `${index + 1}`;
    case 'city':
      return type === 'place_token' ? `${index + 1}: ${cityWords(src, text)}` : undefined;
    case 'slot':
      return `${index + 1}`;
    case 'share_price':
      return `${moneyOf(src.view.def)(Number(text.split(',')[0]))}`;
    // a private by name (a player's purchase from another player lists several); a lay with a private's ability
    // or without (the operator's own lay: no private named)
    case 'company':
      if (type === 'lay_tile') return value === undefined ? 'Its own lay' : `With ${named(src, text, 'company')}`;
      // a player's purchase from another player, one price each: the whole move ("Buy … from carol for $20")
      if (type === 'buy_company' && choices.length === 1 && choices[0]!.action.entity_type === 'player') return undefined;
      return named(src, text, 'company');
    case 'price':
      return type === 'buy_company' && choices[0]?.action.company ? `${named(src, choices[0].action.company, 'company')} for ${moneyOf(src.view.def)(Number(text))}` : `${moneyOf(src.view.def)(Number(text))}`;
    case 'train':
      return choices.length > 1 ? trainWords(src, text) : undefined;
    default:
      return undefined;
  }
}

/** The run the engine lists, then each dividend it lists after that run: one press each. */
function chains(src: PanelSource, choices: LegalChoice[]): { label: string; actions: Action[] }[] {
  const runs = choices.filter((c) => c.action.type === 'run_routes');
  if (runs.length !== 1) return [];
  const run = runs[0]!.action;
  let after;
  try {
    after = previewAction(src.game, { ...run, id: src.game.log.length + 1 });
  } catch {
    return [];
  }
  const revenue = ((run.routes ?? []) as { revenue?: number }[]).reduce((sum, r) => sum + (typeof r.revenue === 'number' ? r.revenue : 0), 0);
  const next = legalActions(after, src.player).filter((c) => c.action.type === 'dividend' && sameId(c.action.entity, run.entity));
  const words: Record<string, string> = { payout: 'pay out', withhold: 'withhold', half: 'pay half' };
  return next.map((d) => ({
    label: `Run for ${moneyOf(src.view.def)(revenue)} and ${words[String(d.action.kind)] ?? String(d.action.kind)}`,
    actions: [run, d.action],
  }));
}

/**
 * "End B&O's turn": the operator's listed pass, then each pass listed after it for the same operator, while the
 * same player acts, up to the turn's end; offered when it takes two passes or more (a train step, then a private's).
 */
function endTurn(src: PanelSource, choices: LegalChoice[]): { label: string; actions: Action[] }[] {
  const pass = choices.find((c) => c.action.type === 'pass' && c.action.entity_type !== 'player');
  // only late in a turn (its train step or after): before that a run that cannot be passed always follows
  const step = operatingNow(stateOf(src))?.step;
  if (!pass || step === undefined || ['track', 'token', 'route', 'dividend'].includes(step)) return [];
  const entity = pass.action.entity;
  const actions: Action[] = [];
  let game = src.game;
  let next = pass.action;
  while (actions.length < 5) {
    try {
      game = previewAction(game, { ...next, id: game.log.length + 1 });
    } catch {
      return [];
    }
    actions.push(next);
    const now = legalActions(game, src.player).filter((c) => sameId(c.action.entity, entity));
    if (!now.length) return actions.length >= 2 ? [{ label: `Done: end ${named(src, entity, pass.action.entity_type === 'company' ? 'company' : undefined)}'s turn`, actions }] : [];
    const more = now.find((c) => c.action.type === 'pass');
    // the operator still has a move it cannot pass (a run): the turn does not end here
    if (!more) return [];
    next = more.action;
  }
  return [];
}

function picture(src: PanelSource, q: PanelQuestion): PanelPicture | null {
  const all = q.options.flatMap((o) => o.choices.map((c) => c.action));
  if (!mapOf(src)) return null;
  registerFonts();
  // pictures are posted privately to the player, but drawn from the public's view like every picture
  const game = src.view;
  if (q.type === 'lay_tile') {
    const hexes = new Set(all.map((a) => String(a.hex)));
    if (hexes.size !== 1) return null;
    const hex = [...hexes][0]!;
    if (q.field === 'rotation') {
      const lays = q.options.map((o) => ({ tile: String(o.choices[0]!.action.tile), rotation: Number(o.value) }));
      return { name: `lay-${hex}`, png: encodeCompactPng(drawLayChoices(game, hex, lays)), caption: `Each way the tile fits on ${hexWords(src, hex)}, numbered.` };
    }
    return { name: `hex-${hex}`, png: encodeCompactPng(drawHexCloseup(game, hex)), caption: `${hexWords(src, hex)} and its neighbours.` };
  }
  if (q.type === 'place_token' && (q.field === 'city' || q.field === 'slot')) {
    const spots = q.options.map((o) => ({ city: String(o.choices[0]!.action.city), slot: Number(o.choices[0]!.action.slot ?? 0) }));
    return { name: 'token', png: encodeCompactPng(drawTokenChoices(game, spots)), caption: 'Where the token may go, numbered.' };
  }
  return null;
}

/**
 * The lays offered: every lay the engine's track step lists (legalActions samples them: at most 40), each tile's
 * rotations that lay the same track once, in place of the sampled ones; the other choices as listed.
 */
function choices(src: PanelSource, listed: LegalChoice[]): LegalChoice[] {
  const at = listed.findIndex((c) => c.action.type === 'lay_tile');
  const state = stateOf(src);
  const ctx = at < 0 ? null : xxContext(src.view.def, state);
  if (!ctx) return listed;
  const m: XxMoves = { game: src.game, state, ctx, player: src.player, choices: listed };
  const now = operatingNow(state);
  const lays: LegalChoice[] = [];
  for (const offer of layOffers(m)) {
    if (offer.held) continue; // (kept as the engine lists it, below)
    const who = offer.company ?? now?.corp;
    if (!who) continue;
    const entity = offer.company ? { entity: offer.company, entity_type: 'company' } : { entity: who, entity_type: operatorType(m) };
    for (const rotation of distinctRotations(m, offer)) {
      lays.push({ label: `${who} lays ${offer.tile} on ${hexWords(src, offer.hex)}`, action: { type: 'lay_tile', ...entity, hex: offer.hex, tile: offer.tileId, rotation } });
    }
  }
  // a listed lay the queries do not know (none expected) is kept rather than lost
  // (a lay naming a private its runner holds, beside the operator's own: the engine's listing, kept as listed)
  const known = (a: Action) => a.company === undefined && lays.some((l) => sameId(l.action.entity, a.entity) && l.action.hex === a.hex && tileName(String(l.action.tile)) === tileName(String(a.tile)));
  // (each tile's rotations that lay the same track once, as the engine's labels number them)
  const unknown = listed.filter((c) => c.action.type === 'lay_tile' && !known(c.action));
  const rotationsOf = (a: Action) => unknown.filter((c) => sameId(c.action.entity, a.entity) && c.action.hex === a.hex && tileName(String(c.action.tile)) === tileName(String(a.tile))).map((c) => Number(c.action.rotation));
  const kept = unknown.filter((c) => {
    const ways = distinctRotations(m, { tile: tileName(String(c.action.tile)), rotations: rotationsOf(c.action) });
    return ways.includes(Number(c.action.rotation));
  });
  const others = listed.filter((c) => c.action.type !== 'lay_tile');
  return [...others.slice(0, at), ...lays, ...kept, ...others.slice(at)];
}

/** Words for a move offered on its own: where a token or a tile goes, in the map's words; a private's price. */
function label(src: PanelSource, c: LegalChoice): string | undefined {
  const a = c.action;
  const who = a.entity_type === 'player' ? '' : `${actorWords(src, a)} `;
  if (a.type === 'place_token') return `${who}places a token in ${cityWords(src, String(a.city))}`;
  if (a.type === 'lay_tile') return `${who}lays tile ${tileName(String(a.tile))} on ${hexWords(src, String(a.hex))}`;
  // (a player's purchase keeps the engine's words, which name the seller)
  if (a.type === 'buy_company' && who) return `${who}buys ${named(src, a.company, 'company')} for ${moneyOf(src.view.def)(Number(a.price))}`;
  return undefined;
}

export const xxPanel: PanelRefinement = {
  choices,
  label,
  group(src, choice) {
    const who = actorWords(src, choice.action);
    const title = groupTitle(choice.action.type, who);
    return title ? { key: `${choice.action.type}|${String(choice.action.entity ?? '')}`, title: title.trim() } : null;
  },
  fields: (type) => FIELDS[type],
  valueLabel,
  chains: (src, choices) => [...chains(src, choices), ...endTurn(src, choices)],
  picture,
  numbered: (type, field) => (type === 'lay_tile' && field === 'rotation') || (type === 'place_token' && (field === 'city' || field === 'slot')),
};
