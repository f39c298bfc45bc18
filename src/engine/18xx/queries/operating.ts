// Read-only questions about the operating round for the bot: views over the steps' own listings, uncapped
// (the title's legalActions samples tile lays): tile lays by hex, tokenable cities, privates for sale.
import type { Ctx } from '../context.ts';
import type { RouteInput } from '../map-port.ts';
import { currentCorp } from '../rounds/operating.ts';
import { privateLayOffers, privateTokenOffers } from '../steps/special-track.ts';
import { tokenOffers } from '../steps/token.ts';
import { companyOffers as sharedCompanyOffers, type CompanyOffer } from '../steps/buy-company.ts';
import { corpTileLays } from '../steps/track.ts';
import type { GameState } from '../state.ts';
import { corpOf } from '../state.ts';
import { tileDef } from '../map/index.ts';
import type { MapState } from '../map/index.ts';

export interface TileLayOffer {
  hex: string;
  /** Tile name ("57"). */
  tile: string;
  /** The copy the lay takes, as 18xx.games names it ("57-3"). */
  tileId: string;
  rotations: number[];
  cost: number;
}


/** The corporation operating now and its step, or null outside an operating round. */
export function operatingNow(state: GameState): { corp: string; step: string } | null {
  if (state.round.kind !== 'operating' || state.finished) return null;
  return { corp: currentCorp(state), step: state.round.step };
}

function interrupted(state: GameState, ctx: Ctx): boolean {
  return ctx.rules.interrupts.some((s) => s.active(state, ctx));
}

/**
 * Every legal tile lay of the operating corporation now, grouped by tile: the title's track step's own list
 * (e.g. a second lay where the title allows one), else the shared step's.
 */
export function tileLayOffers(state: GameState, ctx: Ctx): TileLayOffer[] {
  const now = operatingNow(state);
  if (!now || now.step !== 'track' || interrupted(state, ctx)) return [];
  const map = state.map as MapState;
  const track = ctx.rules.rounds[state.round.kind]?.steps.find((s) => s.id === 'track');
  const lays = track?.lays ? track.lays(state, ctx, now.corp) : corpTileLays(state, ctx, now.corp);
  const byKey = new Map<string, TileLayOffer>();
  for (const lay of lays) {
    const key = `${lay.hex}|${lay.tile}`;
    let offer = byKey.get(key);
    if (!offer) {
      const copy = lay.tileId === undefined ? map.supply?.[lay.tile]?.[0] : undefined;
      offer = { hex: lay.hex, tile: lay.tile, tileId: lay.tileId ?? (copy === undefined ? lay.tile : `${lay.tile}-${copy}`), rotations: [], cost: lay.cost };
      byKey.set(key, offer);
    }
    offer.rotations.push(lay.rotation);
  }
  return [...byKey.values()];
}

/** Map edges (0–5) a tile's track leaves by when laid with this rotation. */
export function tileExits(state: GameState, tile: string, rotation: number): number[] {
  const def = tileDef(state.map as MapState, tile.split('-')[0]!);
  const edges = new Set<number>();
  for (const p of def.paths) for (const end of [p.a, p.b]) if (end.kind === 'edge') edges.add((end.edge + rotation) % 6);
  return [...edges].sort((a, b) => a - b);
}

// A hex's place name lives with the other names (words.ts imports nothing of the rounds).
export { hexName } from '../words.ts';

/** The tile on a hex now ("57-0", or "empty" for the preprinted one) and its colour. */
export function hexTile(state: GameState, hex: string): { tile: string; color: string } {
  const map = state.map as MapState;
  const h = map.hexes[hex];
  if (!h) return { tile: '?', color: '?' };
  return { tile: h.tile === hex ? 'empty' : `${h.tile}-${h.copy}`, color: tileDef(map, h.tile).color };
}

/**
 * The best run of the operating corporation's trains, also before its route step (running then skips
 * the rest of the track and token steps, as a run_routes in the log does). Null when it cannot run.
 */
export function bestRun(state: GameState, ctx: Ctx): { corp: string; routes: RouteInput[]; revenue: number; skips: string | null } | null {
  const now = operatingNow(state);
  if (!now || !['track', 'token', 'route'].includes(now.step) || !ctx.map.bestRoutes) return null;
  const trains = corpOf(state, now.corp).trains;
  if (!trains.length) return null;
  if (state.round.kind === 'operating' && state.round.ran) return null;
  const best = ctx.map.bestRoutes(state, now.corp, trains);
  if (!best) return null;
  return { corp: now.corp, routes: best.routes, revenue: best.revenue, skips: now.step === 'route' ? null : now.step };
}

export { privateLayOffers, privateTokenOffers, tokenOffers };

/** Every lay open now: privates' special lays first (they keep the corporation's own lay), then its own. */
export function layOffers(state: GameState, ctx: Ctx): (TileLayOffer & { company?: string })[] {
  if (!operatingNow(state) || interrupted(state, ctx)) return [];
  const special = privateLayOffers(state, ctx);
  const own = tileLayOffers(state, ctx);
  return [...special, ...own.filter((o) => !special.some((x) => x.hex === o.hex && x.tile === o.tile))];
}

/** Cities open to a token now: a teleporting private's free token, then the corporation's own token step. */
export function allTokenOffers(state: GameState, ctx: Ctx): { city: string; hex: string; cost: number; company?: string }[] {
  if (!operatingNow(state) || interrupted(state, ctx)) return [];
  const special = privateTokenOffers(state, ctx);
  const own = tokenOffers(state, ctx);
  return [...special, ...own.filter((o) => !special.some((x) => x.city === o.city))];
}

/** Privates the operating corporation may buy now, with its price window: the title's buy-company step's own offers. */
export function companyOffers(state: GameState, ctx: Ctx): CompanyOffer[] {
  if (!operatingNow(state) || interrupted(state, ctx)) return [];
  const step = ctx.rules.rounds[state.round.kind]?.steps.find((s) => s.id === 'company');
  return step ? (step.offers ?? sharedCompanyOffers)(state, ctx) : [];
}
