// A private's own track: 18Chesapeake-style `tile_lay` abilities (several lays, one after the other, in the
// owner's track step) and `teleport` (a lay anywhere on its hexes instead of the corporation's lay, then a
// free token there). Outside the turn's sequence: it acts beside the track step.
import { rotationWords } from '../map/index.ts';
import { companyDef } from '../companies.ts';
import type { Ctx, Step } from '../context.ts';
import { actingCorp, autoAdvance, currentCorp, expectOperator, orRound } from '../rounds/operating.ts';
import type { GameState } from '../state.ts';
import { cashOf, corpOf } from '../state.ts';
import { cityIdOf, layFaces, layMeets, legalTileLays, placeToken, type MapState, type TileColor } from '../map/index.ts';
import { nextTokenPrice } from './token.ts';
import { payTerrain } from './track.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { cap, cityWords, hexWords, privateName, tileWords } from '../words.ts';

export interface PrivateLayOffer {
  company: string;
  hex: string;
  tile: string;
  tileId: string;
  rotations: number[];
  cost: number;
}

export interface PrivateTokenOffer {
  company: string;
  city: string;
  hex: string;
  cost: number;
}

/**
 * A later lay of a multi-hex `tile_lay` ability must meet the track its earlier lay left on the ability's other
 * hex (18xx.games check_connect, live only); null when it need not, else whether it does.
 */
function meetsEarlierLay(state: GameState, ctx: Ctx, sym: string, lay: { hex: string; tile: string; rotation: number }): boolean | null {
  const ability = specialAbility(ctx, sym);
  const company = state.companies.find((c) => c.sym === sym)!;
  if (ability?.type !== 'tile_lay' || ability.connect === false || ability.hexes.length < 2) return null;
  if (ability.count < 2 || company.tileLaysLeft === ability.count) return null; // the first lay
  const map = state.map as MapState;
  const earlier = ability.hexes.filter((h) => h !== lay.hex && map.hexes[h] && map.hexes[h]!.tile !== h);
  return earlier.some((h) => layMeets(map, lay.hex, lay.tile.split('-')[0]!, lay.rotation, h));
}

/** A first lay is offered only facing another of the ability's hexes, so that the next one can connect. */
function leavesRoomToConnect(state: GameState, ctx: Ctx, sym: string, lay: { hex: string; tile: string; rotation: number }): boolean {
  const ability = specialAbility(ctx, sym);
  const company = state.companies.find((c) => c.sym === sym)!;
  if (ability?.type !== 'tile_lay' || ability.connect === false || ability.hexes.length < 2 || company.tileLaysLeft !== ability.count) return true;
  return ability.hexes.some((h) => h !== lay.hex && layFaces(state.map as MapState, lay.hex, lay.tile, lay.rotation, h));
}

function isCompany(state: GameState, entity: unknown): boolean {
  const sym = String(entity ?? '');
  for (const c of state.companies) if (c.sym === sym) return true;
  return false;
}

function specialAbility(ctx: Ctx, sym: string) {
  const a = companyDef(ctx, sym).abilities.find((x) => x.type === 'tile_lay' || x.type === 'teleport');
  return a && (a.type === 'tile_lay' || a.type === 'teleport') ? a : undefined;
}

/** Special tile lays of privates the operating corporation owns, as the step allows them now. */
export function privateLayOffers(state: GameState, ctx: Ctx): PrivateLayOffer[] {
  // (a station token waiting to be placed comes before anything else: steps/pending-token.ts)
  if (state.round.kind !== 'operating' || state.finished || state.pendingTokens?.length) return [];
  const r = state.round;
  const corp = currentCorp(state);
  const colors = (ctx.cfg.phases[state.phase]?.tiles ?? []) as TileColor[];
  const map = state.map as MapState;
  const cash = cashOf(state, corp);
  const out: PrivateLayOffer[] = [];
  for (const company of state.companies) {
    if (company.owner !== corp || company.closed) continue;
    const ability = specialAbility(ctx, company.sym);
    if (!ability) continue;
    if (ability.type === 'tile_lay' && (company.tileLaysLeft <= 0 || (r.step !== 'track' && !ability.anytime))) continue;
    if (r.specialLay && r.specialLay !== company.sym) continue;
    if (r.teleported) continue; // a teleport token comes first
    // A teleport (C&OC) replaces the corporation's own lay: only in its track step, before any lay.
    if (ability.type === 'teleport' && (r.step !== 'track' || r.lays > 0)) continue;
    for (const hex of ability.hexes) {
      for (const lay of legalTileLays(map, corp, colors, { hex, skipConnectivity: true })) {
        if (!ability.tiles.includes(lay.tile) || lay.cost > cash) continue;
        const rotations = lay.rotations.filter((rotation) => {
          const at = { hex, tile: lay.tile, rotation };
          return meetsEarlierLay(state, ctx, company.sym, at) !== false && leavesRoomToConnect(state, ctx, company.sym, at);
        });
        if (!rotations.length) continue;
        const copy = map.supply?.[lay.tile]?.[0];
        out.push({ company: company.sym, hex, tile: lay.tile, tileId: copy === undefined ? lay.tile : `${lay.tile}-${copy}`, rotations, cost: lay.cost });
      }
    }
  }
  return out;
}

/** Free station tokens a teleporting private of the operating corporation may place now, by city. */
export function privateTokenOffers(state: GameState, ctx: Ctx): PrivateTokenOffer[] {
  if (state.round.kind !== 'operating' || state.finished || !state.round.teleported) return [];
  const corp = currentCorp(state);
  if (nextTokenPrice(state, ctx, corp) === null) return [];
  const map = state.map as MapState;
  const out: PrivateTokenOffer[] = [];
  for (const company of state.companies) {
    if (company.owner !== corp || company.closed || state.round.teleported !== company.sym) continue; // only right after its lay
    const ability = specialAbility(ctx, company.sym);
    if (ability?.type !== 'teleport') continue;
    for (const hex of ability.hexes) {
      const here = map.hexes[hex];
      if (!here || here.tile === hex) continue;
      here.tokens.forEach((_slots, city) => {
        try {
          placeToken(structuredClone(map), corp, { hex, cityIndex: city }, { requireReachable: false });
          out.push({ company: company.sym, city: cityIdOf(map, hex, city), hex, cost: 0 });
        } catch {
          /* no room for this corporation there */
        }
      });
    }
  }
  return out;
}

function layTile(state: GameState, ctx: Ctx, sym: string, lay: { hex: string; tile: string; rotation: number }): void {
  const corp = actingCorp(state, sym);
  expectOperator(state, corp);
  const r = orRound(state);
  const company = state.companies.find((c) => c.sym === sym)!;
  const special = specialAbility(ctx, sym);
  const tileName = lay.tile.split('-')[0]!;
  if (!special) throw new RuleError(`${sym} cannot lay track.`);
  if (company.closed || company.owner !== corp) throw new RuleError(`${sym} is not owned by ${corp}.`);
  if (!special.hexes.includes(lay.hex) || !special.tiles.includes(tileName))
    throw new RuleError(`${sym} may only lay tile ${special.tiles.join('/')} on ${special.hexes.join('/')}.`);
  if (special.type === 'tile_lay' && company.tileLaysLeft <= 0) throw new RuleError(`${sym} has no tile lays left.`);
  // 18xx.games `when: track`: only while the track step is under way (it stays open for this)
  if (special.type === 'tile_lay' && !special.anytime && r.specialLay !== sym && r.step !== 'track') throw new RuleError(`${sym} may lay only in ${corp}'s track step.`);
  if (special.type === 'teleport' && (r.step !== 'track' || r.lays > 0)) throw new RuleError(`${sym}'s lay replaces ${corp}'s track lay.`);
  // checked in live play, as 18xx.games does (not while loading a log)
  if (ctx.live && meetsEarlierLay(state, ctx, sym, lay) === false) throw new RuleError(`${sym}'s second tile must connect to its first.`);
  const cost = ctx.map.layTile(state, corp, lay, { special: sym });
  payTerrain(state, ctx, sym, lay, cost, corp);
  if (special.type === 'teleport') {
    r.lays += 1;
    // the free token may follow at once (18xx.games SpecialToken after a teleport), if a token is left
    if (nextTokenPrice(state, ctx, corp) !== null) r.teleported = sym;
  } else if (company.tileLaysLeft > 0) {
    company.tileLaysLeft -= 1;
    // must_lay_together / must_lay_all: the private's lays come one after the other
    r.specialLay = company.tileLaysLeft > 0 ? sym : null;
  }
  if (!r.teleported && !r.specialLay) autoAdvance(state, ctx);
}

function placeFreeToken(state: GameState, ctx: Ctx, sym: string, at: { city: string; slot: number }): void {
  const corp = actingCorp(state, sym);
  expectOperator(state, corp);
  const r = orRound(state);
  const c = corpOf(state, corp);
  const special = state.companies.find((x) => x.sym === sym)!;
  if (nextTokenPrice(state, ctx, corp) === null) throw new RuleError(`${corp} has no tokens left.`);
  const tele = specialAbility(ctx, sym);
  if (tele?.type !== 'teleport' || special.owner !== corp || special.closed) throw new RuleError(`${sym} cannot place a token.`);
  if (r.teleported !== sym) throw new RuleError(`${sym}'s token comes only right after its tile.`);
  const hex = ctx.map.cityHex?.(state, at.city);
  if (hex !== undefined && !tele.hexes.includes(hex)) throw new RuleError(`${sym} may only place a token on ${tele.hexes.join('/')}.`);
  ctx.map.placeToken(state, corp, at, { special: sym });
  c.tokensUsed += 1;
  ctx.events.push({ type: 'token_placed', entity: corp, city: at.city, hex, cost: 0 });
  r.tokened = true; // a teleport token is the turn's token too (18xx.games sets tokened)
  r.teleported = null;
  autoAdvance(state, ctx);
}

export const specialTrackStep: Step = {
  id: 'special_track',
  actions: ['lay_tile', 'place_token', 'pass'],
  active: (state, ctx) => specialTrackStep.pending!(state, ctx),
  pending(state) {
    const r = orRound(state);
    return !!(r.specialLay || r.teleported);
  },
  pendingReason(state) {
    const r = orRound(state);
    return r.specialLay ? `${r.specialLay} must lay its remaining tile first.` : `${r.teleported} places its free token (or passes) first.`;
  },
  claims(state, _ctx, action) {
    // a private acting (1828 names privates like corporations: the action's entity type tells them apart)
    if (action.entity_type === 'corporation' || action.entity_type === 'minor' || !isCompany(state, action.entity)) return false;
    const r = orRound(state);
    const entity = String(action.entity);
    if (r.specialLay) return action.type === 'lay_tile' && entity === r.specialLay;
    if (r.teleported) return (action.type === 'place_token' || action.type === 'pass') && entity === r.teleported;
    return action.type === 'lay_tile' || action.type === 'place_token';
  },
  choices(state, ctx): LegalChoice[] {
    const r = orRound(state);
    const out: LegalChoice[] = [];
    if (r.teleported) {
      const sym = r.teleported;
      for (const o of privateTokenOffers(state, ctx).filter((x) => x.company === sym))
        out.push({ label: `${cap(privateName(ctx, sym))} places its free token in ${cityWords(state, o.city)}`, action: { type: 'place_token', entity: sym, entity_type: 'company', city: o.city, slot: 0 } });
      out.push({ label: `${cap(privateName(ctx, sym))}: no free token`, action: { type: 'pass', entity: sym, entity_type: 'company' } });
      return out;
    }
    for (const o of privateLayOffers(state, ctx).filter((x) => !r.specialLay || x.company === r.specialLay))
      for (const rotation of o.rotations)
        out.push({ label: `${cap(privateName(ctx, o.company))} lays tile ${tileWords(o.tile)} on ${hexWords(state, o.hex)}${rotationWords(state.map as MapState, o.tile, o.rotations, rotation)}`, action: { type: 'lay_tile', entity: o.company, entity_type: 'company', hex: o.hex, tile: o.tileId, rotation } });
    return out;
  },
  process(state, ctx, action: Action) {
    const sym = String(action.entity);
    if (action.type === 'lay_tile') return layTile(state, ctx, sym, { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) });
    if (action.type === 'place_token') return placeFreeToken(state, ctx, sym, { city: String(action.city), slot: Number(action.slot ?? 0) });
    // the private declines its free token
    orRound(state).teleported = null;
    autoAdvance(state, ctx);
  },
};
