// The privates' track abilities in an operator's hands (18xx.games g_1822 entities and its SpecialChoose and
// SpecialTrack steps): P8's choice when acquired (a free lay on a hill or mountain hex, or £20 off every mountain),
// the terrain discounts (P8 mountains, P10 swamps), and the privates' own lays, alone or several at once:
// P2 takes a hex's town away, P8 lays for free on its hexes, P10 crosses an estuary for £40 less, P11 lays a
// Lawson or town tile one colour ahead of the phase, P12 lays beside the operator's own lays, P21 lays the
// Humber bridge. A lay without P12 is one of the operator's own lays.
import type { Ctx, Step } from '../../18xx/context.ts';
import { closeCompany } from '../../18xx/companies.ts';
import { checkTileLay, cityIdOf, currentTile, getMapDef, layableHexes, parseTileId, tileDef, type MapState, type TileColor } from '../../18xx/map/index.ts';
import type { LayOpts } from '../../18xx/map-port.ts';
import { hexWords, privateName, tileWords } from '../../18xx/words.ts';
import { EventLog } from '../../events.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { payTerrain } from '../../18xx/steps/track.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { COMPANIES } from './data/companies.ts';
import { own1822 } from './state.ts';
import { corp1822, scenarioData } from './data.ts';
import { exchangeTokensLeft, useExchangeToken } from './acquisition.ts';
import { isUpgrade, mayLay } from './lay-rules.ts';
import type { LayUse } from './state.ts';
import { money } from '../../18xx/money.ts';
import { minor14Rights } from './london.ts';

/** A private's tile_lay ability as 18xx.games' data lists it. */
interface LayAbility {
  type: 'tile_lay';
  hexes: string[];
  tiles: string[];
  count?: number;
  lay_count?: number;
  upgrade_count?: number;
  free?: boolean;
  closed_when_used_up?: boolean;
  combo_entities?: string[];
}

interface DiscountAbility {
  type: 'tile_discount';
  discount: number;
  terrain?: string;
  hexes?: string[];
}

export type { LayUse } from './state.ts';

/** P8: the choice made when an operator acquires it. */
export const HILL_PRIVATE = 'P8';
/** P2 takes a town away; P10 crosses an estuary; P12 lays beside the operator's own lays; P21 bridges the Humber. */
const TOWN_REMOVER = 'P2';
const ESTUARY = 'P10';
const EXTRA_LAY = 'P12';
const BRIDGE = 'P21';
/** P11 lays one colour ahead of the phase, on plain or town track only (18xx.games TRACK_PLAIN, TRACK_TOWN). */
const AHEAD = 'P11';
const TRACK_PLAIN = new Set(['7', '8', '9', '80', '81', '82', '83', '544', '545', '546', '60', '169']);
const TRACK_TOWN = new Set(['3', '4', '58', '141', '142', '143', '144', '767', '768', '769', 'X17']);
/** What P10 takes off the estuary crossings of its lay (18xx.games COMPANY_GSWR_DISCOUNT). */
const ESTUARY_DISCOUNT = 40;
export const HILL_CHOICES = ['token', 'discount'] as const;

function abilitiesOf(sym: string): readonly (LayAbility | DiscountAbility | { type: string })[] {
  return (COMPANIES.find((c) => c.sym === sym)?.abilities ?? []) as readonly (LayAbility | DiscountAbility | { type: string })[];
}

function chosen(state: GameState, sym: string): string | undefined {
  return own1822(state).choices?.[sym];
}

/** The private's lay ability, unless P8's choice took it away. */
function layAbility(state: GameState, sym: string): LayAbility | undefined {
  if (sym === HILL_PRIVATE && chosen(state, sym) === 'discount') return undefined;
  return abilitiesOf(sym).find((a): a is LayAbility => a.type === 'tile_lay');
}

function layUse(state: GameState, sym: string): LayUse | undefined {
  const a = layAbility(state, sym);
  if (!a) return undefined;
  const kept = own1822(state).layUses?.[sym];
  if (kept) return kept;
  return { count: a.count ?? a.lay_count ?? null, lays: a.lay_count ?? null, upgrades: a.upgrade_count ?? null };
}

/** One use of a lay ability (18xx.games TileLay#use!). */
function useOnce(u: LayUse, upgrade: boolean): void {
  if (u.count !== null && u.count <= 0) return;
  if (u.count !== null) u.count -= 1;
  if (u.upgrades === null || u.lays === null) return;
  if (upgrade) {
    if (u.upgrades <= 0) throw new RuleError('This private cannot upgrade a tile now.');
    u.lays = 0;
    u.upgrades -= 1;
    if (u.upgrades <= 0) u.count = 0;
  } else {
    if (u.lays <= 0) throw new RuleError('This private cannot lay a tile now.');
    u.upgrades = 0;
    u.lays -= 1;
    if (u.lays <= 0) u.count = 0;
  }
}

/** Terrain discounts of the privates an operator holds (P8's £20 off mountains unless it chose the token, P10's £10 off swamps). */
function terrainDiscount(state: GameState, corp: string, hex: string, terrain: string | undefined): number {
  let discount = 0;
  for (const c of state.companies) {
    if (c.owner !== corp || c.closed) continue;
    if (c.sym === HILL_PRIVATE && chosen(state, c.sym) === 'token') continue;
    for (const a of abilitiesOf(c.sym)) {
      if (a.type !== 'tile_discount') continue;
      const d = a as DiscountAbility;
      // (as 18xx.games' upgrade_cost: only an ability of the hex's one terrain counts)
      if (!d.terrain || d.terrain !== terrain || (d.hexes && !d.hexes.includes(hex))) continue;
      discount += d.discount;
    }
  }
  return discount;
}

const consentHexes = (abilities: readonly { type: string }[] | undefined) =>
  (abilities ?? []).flatMap((a) => (a.type === 'blocks_hexes_consent' ? ((a as { hexes?: string[] }).hexes ?? []) : []));

/**
 * Who holds track rights where (18xx.games' blockers with a player): a company's blocks_hexes_consent in a player's
 * hands — a concession, a minor's certificate — or an operator's own, while it has a president; minor 14's beyond
 * its London city (london.ts).
 */
export function rightsHolders(state: GameState): { hex: string; player: string }[] {
  const scenario = own1822(state).scenario;
  const minor14 = state.corps.find((c) => c.sym === scenarioData(scenario).minor14);
  return [
    ...state.companies.filter((c) => !c.closed && !!c.owner && state.players.some((p) => p.id === c.owner)).flatMap((c) => consentHexes(abilitiesOf(c.sym)).map((hex) => ({ hex, player: c.owner! }))),
    ...state.corps.filter((c) => !c.closed && !!c.president).flatMap((c) => consentHexes(corp1822(scenario, c.sym).abilities).map((hex) => ({ hex, player: c.president! }))),
    ...minor14Rights(state).map((hex) => ({ hex, player: minor14!.president! })),
  ];
}

/** The hexes players hold track rights on. */
export function rightsHexes(state: GameState): string[] {
  return rightsHolders(state).map((r) => r.hex);
}

/** Does a player hold track rights on the hex? */
export function rightsHeld(state: GameState, hex: string): boolean {
  return rightsHexes(state).includes(hex);
}

/** The terrain a lay on the hex pays for (its preprinted tile's), before the lay. */
export function terrainBefore(state: GameState, hex: string): { cost: number; terrain?: string } {
  const { def } = currentTile(state.map as MapState, hex);
  return { cost: def.upgradeCost, ...(def.terrain ? { terrain: def.terrain } : {}) };
}

/**
 * What a lay costs an operator: the terrain less its privates' discounts, and the water borders crossed (`border`,
 * from the map) — nothing with a free lay (P8's token, P21); P10's lay must cross an estuary and takes £40 off it.
 */
export function layCost1822(state: GameState, corp: string, hex: string, before: { cost: number; terrain?: string }, border: number, entities: readonly string[]): number {
  if (entities.includes(ESTUARY)) {
    if (border <= 0) throw new RuleError('The lay must cross an estuary.');
    border -= ESTUARY_DISCOUNT;
  }
  if (entities.includes(BRIDGE) && border <= 0) throw new RuleError('The lay must cross the Hull / Grimsby estuary.');
  if (entities.some((e) => layAbility(state, e)?.free)) return 0;
  return Math.max(0, before.cost - terrainDiscount(state, corp, hex, before.terrain)) + border;
}

/** The privates that may lay together with `first` (18xx.games valid_combos?: each with every later one). */
function validCombo(entities: readonly string[], state: GameState): boolean {
  return entities.every((e, i) => entities.slice(i + 1).every((later) => (layAbility(state, e)?.combo_entities ?? []).includes(later)));
}

/** A private's lay as asked: its privates (the entity first), their operator, the lay; throws what it cannot be. */
function layRequest(state: GameState, action: Action): { sym: string; entities: string[]; corp: string; lay: { hex: string; tile: string; rotation: number } } {
  const sym = String(action.entity);
  const combos = ((action.combo_entities as string[] | undefined) ?? []).map(String);
  const entities = [sym, ...combos];
  const corp = state.companies.find((c) => c.sym === sym)?.owner ?? '';
  expectOperator(state, corp);
  for (const e of entities) {
    const c = state.companies.find((x) => x.sym === e);
    if (!c || c.closed || c.owner !== corp) throw new RuleError(`${e} is not ${corp}'s.`);
    const u = layUse(state, e);
    if (!u || (u.count !== null && u.count <= 0)) throw new RuleError(`${e} has no tile lay.`);
  }
  if (!validCombo(entities, state)) throw new RuleError(`${entities.join(' and ')} cannot lay together.`);
  const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
  const tileName = lay.tile.split('-')[0]!;
  const fits = entities.some((e) => {
    const a = layAbility(state, e)!;
    return (!a.hexes.length || a.hexes.includes(lay.hex)) && (!a.tiles.length || a.tiles.includes(tileName));
  });
  if (!fits) throw new RuleError(`${sym} cannot lay that tile there.`);
  return { sym, entities, corp, lay };
}

/** How the privates' lay is made on the map. */
function layOpts(ctx: Ctx, entities: readonly string[]): LayOpts {
  return {
    special: entities.join('+'),
    live: !!ctx.live,
    ...(entities.includes(TOWN_REMOVER) ? { removesTown: true } : {}),
    ...(entities.includes(AHEAD) ? { oneColorAhead: true } : {}),
  };
}

/**
 * Throws what the open track step refuses the privates' lay with (the step, the map, the minor's colours, the cash,
 * the privates' uses), in the order specialLay meets them; reads the state and changes nothing, so the listing
 * decides each candidate here, without a copy of the game.
 */
function checkLay(state: GameState, ctx: Ctx, corp: string, entities: string[], lay: { hex: string; tile: string; rotation: number }): void {
  const refused = trackRefusal(state, ctx, corp, entities, lay.hex);
  if (refused) throw new RuleError(refused);
  const cost = ctx.map.layCost!(state, corp, lay, layOpts(ctx, entities));
  const laid = tileDef(state.map as MapState, parseTileId(lay.tile).name);
  if (corpOf(state, corp).type === 'minor' && (laid.color === 'brown' || laid.color === 'gray')) throw new RuleError('A minor cannot upgrade past green.');
  if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost} for the lay.`);
  for (const e of entities) usesAfter(state, e, laid.color !== 'yellow', entities.includes(EXTRA_LAY) && corpOf(state, corp).type === 'minor');
}

/** A private's lay ability once this lay used it (throws when it cannot make a lay of this kind). */
function usesAfter(state: GameState, e: string, colored: boolean, minorExtra: boolean): LayUse {
  const u = { ...layUse(state, e)! };
  useOnce(u, colored);
  // (a minor's P12 lay uses it up: 18xx.games uses it twice)
  if (minorExtra && e === EXTRA_LAY) useOnce(u, false);
  return u;
}

function specialLay(state: GameState, ctx: Ctx, action: Action): void {
  const { sym, entities, corp, lay } = layRequest(state, action);
  const r = orRound(state);
  if (r.step !== 'track') jumpTo(state, ctx, 'track');
  checkLay(state, ctx, corp, entities, lay);
  const upgrade = isUpgrade(state, lay.hex);
  const extra = entities.includes(EXTRA_LAY);
  const minor = corpOf(state, corp).type === 'minor';
  const cost = ctx.map.layTile(state, corp, lay, layOpts(ctx, entities));
  const laid = currentTile(state.map as MapState, lay.hex).def;
  payTerrain(state, ctx, sym, lay, cost, corp);
  if (!extra) {
    r.lays += 1;
    if (upgrade) own1822(state).upgraded = true;
    if (!mayLay(state, ctx, corp)) r.laid = true;
  }
  const colored = laid.color !== 'yellow';
  for (const e of entities) {
    const u = usesAfter(state, e, colored, extra && minor);
    (own1822(state).layUses ??= {})[e] = u;
    if (layAbility(state, e)!.closed_when_used_up && u.count !== null && u.count <= 0) closeCompany(state, ctx, e);
  }
  autoAdvance(state, ctx);
}

/**
 * Why the open track step refuses the privates' lay on `hex` before any tile is tried, or null: it reads the
 * state and changes nothing, so the listing asks it before trying a lay on a copy of the game (see works).
 */
function trackRefusal(state: GameState, ctx: Ctx, corp: string, entities: string[], hex: string): string | null {
  if (!entities.includes(EXTRA_LAY)) {
    if (!mayLay(state, ctx, corp)) return `${corp} has no tile lay left this turn.`;
    if (orRound(state).lays > 0 && isUpgrade(state, hex)) return 'The second tile lay cannot be an upgrade.';
  }
  if (entities.includes(AHEAD)) {
    const here = currentTile(state.map as MapState, hex).state.tile;
    if (!TRACK_PLAIN.has(here) && !TRACK_TOWN.has(here)) return `${AHEAD} lays only on plain track or a town.`;
  }
  return null;
}

/** Does a private of the operator still have a lay (not P21's, which takes the operator's own)? */
export function privateBlocksTrack(state: GameState, corp: string): boolean {
  for (const c of state.companies) {
    if (c.owner !== corp || c.closed || c.sym === BRIDGE) continue;
    const u = layUse(state, c.sym);
    if (u && (u.count === null || u.count > 0)) return true;
  }
  return false;
}

/** Is a lay action a private's (its entity a company)? */
function byPrivate(state: GameState, action: Action): boolean {
  return action.entity_type === 'company' && state.companies.some((c) => c.sym === String(action.entity));
}

/** The lays a candidate list offers that the private can really make now (checkLay: no copy of the game). */
function works(state: GameState, ctx: Ctx, action: Action): boolean {
  // (the listing asks only while the track step is open, where specialLay's jump to it changes nothing)
  try {
    const { entities, corp, lay } = layRequest(state, action);
    checkLay(state, ctx, corp, entities, lay);
    return true;
  } catch {
    return false;
  }
}

/** The privates whose lays the listing offers: alone, with one of its partners, or P12 leading two others. */
function layGroups(state: GameState, corp: string): string[][] {
  const usable = state.companies
    .filter((c) => c.owner === corp && !c.closed)
    .map((c) => c.sym)
    .filter((sym) => {
      const u = layUse(state, sym);
      return !!u && (u.count === null || u.count > 0);
    });
  const groups = usable.map((sym) => [sym]);
  for (const sym of usable) for (const p of layAbility(state, sym)!.combo_entities ?? []) if (sym !== EXTRA_LAY && usable.includes(p)) groups.push([sym, p]);
  if (usable.includes(EXTRA_LAY)) {
    const partners = (layAbility(state, EXTRA_LAY)!.combo_entities ?? []).filter((p) => usable.includes(p));
    partners.forEach((p, i) => {
      groups.push([EXTRA_LAY, p]);
      for (const q of partners.slice(i + 1)) groups.push([EXTRA_LAY, p, q]);
    });
  }
  return groups.filter((g) => validCombo(g, state));
}

/** Each private's own lays open now, alone or led by P12 (18xx.games' combined abilities). */
function specialLayChoices(state: GameState, ctx: Ctx): LegalChoice[] {
  const r = orRound(state);
  if (r.step !== 'track' || state.pendingTokens?.length) return [];
  const corp = currentCorp(state);
  const map = state.map as MapState;
  const def = getMapDef(map.mapId);
  const colors = (ctx.cfg.phases[state.phase]?.tiles ?? []) as TileColor[];
  const cash = cashOf(state, corp);
  const out: LegalChoice[] = [];
  for (const group of layGroups(state, corp)) {
    const [sym, ...combos] = group as [string, ...string[]];
    const abilities = group.map((e) => layAbility(state, e)!);
    const hexes = abilities.find((a) => a.hexes.length)?.hexes;
    const tiles = abilities.find((a) => a.tiles.length)?.tiles;
    const water = group.includes(ESTUARY) || group.includes(BRIDGE);
    const action = (hex: string, tile: string, rotation: number): Action => ({
      type: 'lay_tile',
      entity: sym,
      entity_type: 'company',
      hex,
      tile,
      rotation,
      ...(combos.length ? { combo_entities: combos } : {}),
    });
    const push = (a: Action) => out.push({ label: `${group.map((e) => privateName(ctx, e)).join(' with ')} lays tile ${tileWords(String(a.tile).split('-')[0]!)} on ${hexWords(state, String(a.hex))}, rotation ${String(a.rotation)}`, action: a });
    const fitsHex = (hex: string) => (!hexes || hexes.includes(hex)) && (!water || !!def.hexes[hex]?.tile.borderCosts);
    if (group.includes(TOWN_REMOVER) || group.includes(AHEAD)) {
      // (lays the usual listing does not make: a town taken away, a colour ahead)
      const ahead = group.includes(AHEAD) ? [...colors, ...nextColor(colors)] : colors;
      for (const hex of layableHexes(map, corp).filter(fitsHex)) {
        for (const tile of tiles ?? []) {
          const copy = map.supply[tile]?.[0];
          if (copy === undefined || !ahead.includes(tileDef(map, tile).color)) continue;
          for (let rotation = 0; rotation < 6; rotation++) {
            const opts = { corporation: corp, phaseColors: ahead, ...(group.includes(TOWN_REMOVER) ? { removesTown: true } : {}) };
            if (checkTileLay(map, { hex, tile, rotation }, opts) !== null) continue;
            const a = action(hex, `${tile}-${copy}`, rotation);
            if (works(state, ctx, a)) push(a);
          }
        }
      }
      continue;
    }
    // (the operator's own listed lays: at their listed cost alone, tried on a copy where the privates change it)
    const alone = group.length === 1 && !water;
    for (const lay of ctx.map.tileChoices?.(state, corp) ?? []) {
      if (!fitsHex(lay.hex) || (tiles && !tiles.includes(lay.tile))) continue;
      const a = action(lay.hex, lay.tileId ?? lay.tile, lay.rotation);
      if (!alone) {
        if (works(state, ctx, a)) push(a);
      } else if ((abilities[0]!.free || lay.cost <= cash) && (sym === EXTRA_LAY || mayLay(state, ctx, corp))) push(a);
    }
  }
  return out;
}

const COLORS: readonly TileColor[] = ['yellow', 'green', 'brown', 'gray'];

function nextColor(colors: readonly TileColor[]): TileColor[] {
  const next = COLORS[Math.max(...colors.map((c) => COLORS.indexOf(c))) + 1];
  return next ? [next] : [];
}

/** Privates' own lays: beside the operator's track step (18xx.games SpecialTrack, before Track). */
export const specialTrack1822Step: Step = {
  id: 'special_track',
  actions: ['lay_tile'],
  anytime: true,
  active: () => false,
  claims: (state, _ctx, action) => action.type === 'lay_tile' && byPrivate(state, action),
  choices: specialLayChoices,
  process: specialLay,
};

/** The operator holds P8 and has not chosen yet (18xx.games SpecialChoose: right after acquiring it). */
function choosing(state: GameState): boolean {
  const c = state.companies.find((x) => x.sym === HILL_PRIVATE);
  return !!c && !c.closed && c.owner === currentCorp(state) && !chosen(state, HILL_PRIVATE);
}

export const specialChoose1822Step: Step = {
  id: 'special_choose',
  actions: ['choose'],
  inSequence: true,
  active: (state) => choosing(state),
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    return [
      { label: 'Take the free lay on a hill or mountain (the private then closes)', action: { type: 'choose', entity: corp, entity_type: 'corporation', choice: 'token' } },
      { label: `Take ${money(ctx.cfg, 20)} off every mountain (the private stays)`, action: { type: 'choose', entity: corp, entity_type: 'corporation', choice: 'discount' } },
    ];
  },
  process(state, ctx, action) {
    expectOperator(state, String(action.entity ?? ''));
    if (!choosing(state)) throw new RuleError('There is nothing to choose now.');
    const choice = String(action.choice);
    if (!(HILL_CHOICES as readonly string[]).includes(choice)) throw new RuleError('Choose the free lay or the discount.');
    jumpTo(state, ctx, 'special_choose');
    (own1822(state).choices ??= {})[HILL_PRIVATE] = choice;
    ctx.events.push({ type: 'ability_chosen', entity: String(action.entity), company: HILL_PRIVATE, choice });
    autoAdvance(state, ctx);
  },
};

/**
 * P5's free token on the English Channel (18xx.games SpecialToken for the LC&DR): one of the operator's exchange
 * tokens becomes a token there, beside the turn's own token; P5 closes.
 */
const CHANNEL = 'P5';

function tokenAbility(sym: string): { hexes: string[]; count?: number } | undefined {
  return abilitiesOf(sym).find((a) => a.type === 'token') as { hexes: string[]; count?: number } | undefined;
}

/** Does the operator hold a private whose token ability is still unused (P5)? */
export function holdsTokenPrivate(state: GameState, corp: string): boolean {
  return state.companies.some((c) => {
    const ability = c.owner === corp && !c.closed ? tokenAbility(c.sym) : undefined;
    return !!ability && (own1822(state).tokenUses?.[c.sym] ?? 0) < (ability.count ?? 1);
  });
}

function channelToken(state: GameState, ctx: Ctx, action: Action): void {
  const sym = String(action.entity);
  const company = state.companies.find((c) => c.sym === sym);
  const ability = tokenAbility(sym);
  const corp = company?.owner ?? '';
  expectOperator(state, corp);
  if (!company || company.closed || !ability) throw new RuleError(`${sym} cannot place a token.`);
  if ((own1822(state).tokenUses?.[sym] ?? 0) >= (ability.count ?? 1)) throw new RuleError(`${sym} has placed its token.`);
  const at = { city: String(action.city), slot: Number(action.slot ?? 0) };
  const hex = ctx.map.cityHex?.(state, at.city);
  if (hex === undefined || !ability.hexes.includes(hex)) throw new RuleError(`${sym} places its token only on ${ability.hexes.join('/')}.`);
  if (exchangeTokensLeft(state, corp) <= 0) throw new RuleError(`${corp} has no exchange token left.`);
  const r = orRound(state);
  if (r.step !== 'token') jumpTo(state, ctx, 'token');
  ctx.map.placeToken(state, corp, at, { special: sym });
  // (the exchange token adds a token to the charter, which goes down here: the operator's own tokens stay)
  useExchangeToken(state, corp);
  corpOf(state, corp).tokensUsed += 1;
  (own1822(state).tokenUses ??= {})[sym] = (own1822(state).tokenUses?.[sym] ?? 0) + 1;
  ctx.events.push({ type: 'token_placed', entity: corp, city: at.city, hex, cost: 0 });
  closeCompany(state, ctx, sym);
  autoAdvance(state, ctx);
}

/** P5's token: in the operator's token step, not counted as its token (18xx.games SpecialToken, extra_action). */
/** Steps of a turn before its run, where P5's token may go down. */
const BEFORE_RUN = new Set(['acquire', 'special_choose', 'track', 'destination', 'token']);

function channelChoices(state: GameState, ctx: Ctx): LegalChoice[] {
  if (!BEFORE_RUN.has(orRound(state).step) || state.pendingTokens?.length) return [];
  const corp = currentCorp(state);
  const company = state.companies.find((c) => c.sym === CHANNEL);
  const ability = tokenAbility(CHANNEL);
  if (!company || company.closed || company.owner !== corp || !ability || exchangeTokensLeft(state, corp) <= 0) return [];
  const map = state.map as MapState;
  const out: LegalChoice[] = [];
  for (const hex of ability.hexes) {
    (map.hexes[hex]?.tokens ?? []).forEach((_slots, city) => {
      const action: Action = { type: 'place_token', entity: CHANNEL, entity_type: 'company', city: cityIdOf(map, hex, city), slot: 0 };
      try {
        channelToken(structuredClone(state), { ...ctx, events: new EventLog() }, action);
        out.push({ label: `${privateName(ctx, CHANNEL)} places a token on ${hexWords(state, hex)}`, action });
      } catch {
        /* no room there */
      }
    });
  }
  return out;
}

export const specialToken1822Step: Step = {
  id: 'special_token',
  actions: ['place_token'],
  anytime: true,
  active: () => false,
  claims: (state, _ctx, action) => action.type === 'place_token' && action.entity_type === 'company' && String(action.entity) === CHANNEL,
  choices: channelChoices,
  process: channelToken,
};
