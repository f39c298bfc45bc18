// Shikoku 1889's privates that act (entities.rb): Mitsubishi Ferry's port, Ehime Railway's lay when sold,
// Dougo Railway's exchange for an Iyo Railway share. (Takamatsu E-Railroad only blocks; Sumitomo Mines' discount
// and the Uno-Takamatsu Ferry are plain shared abilities, see data.ts.)
import { rotationWords } from '../../18xx/map/index.ts';
import { closeCompany, companyDef } from '../../18xx/companies.ts';
import type { Ctx, Step } from '../../18xx/context.ts';
import { autoAdvance, currentCorp } from '../../18xx/rounds/operating.ts';
import { buyShares, floatCheck, holdingOk, ipo, sharesOf } from '../../18xx/shares.ts';
import { unlimitedHolding } from '../../18xx/market.ts';
import type { GameState } from '../../18xx/state.ts';
import { companyOf, corpOf, isPlayer } from '../../18xx/state.ts';
import { distinctRotations, legalTileLays, type MapState, type TileColor } from '../../18xx/map/index.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { cap, hexWords, privateName, tileWords } from '../../18xx/words.ts';

/** 1889's own state: a lay owed by a private just sold, what has been used, whether the operator has acted. */
export interface ShikokuState {
  /** A private with a lay when sold (Ehime Railway), just bought: its seller lays (or declines) first. */
  soldLay: { company: string; seller: string; corp: string } | null;
  /** Privates whose one-time ability is used up (the port, the lay when sold). */
  used: string[];
  /** The operator has acted this turn (18xx.games current_operator_acted): the port may no longer come between turns. */
  acted: boolean;
  /** The optional rules the game was set up with (18xx.games ids, e.g. beginner_game); absent in older states: none. */
  optionalRules?: string[];
}

export function shikokuOf(state: GameState): ShikokuState {
  return state.title as unknown as ShikokuState;
}

type PortAbility = { type: 'port_lay'; hexes: string[]; tile: string };
type SoldLayAbility = { type: 'lay_when_sold'; hex: string; tiles: string[] };
type ExchangeAbility = { type: 'exchange'; corporation: string };

function titleAbility<T>(ctx: Ctx, sym: string, type: string): T | undefined {
  return companyDef(ctx, sym).titleAbilities?.find((a) => a.type === type) as T | undefined;
}

function companyEntity(state: GameState, action: Action): string | null {
  if (action.entity_type !== 'company') return null;
  const sym = String(action.entity ?? '');
  return state.companies.some((c) => c.sym === sym) ? sym : null;
}

function phaseColors(state: GameState, ctx: Ctx): TileColor[] {
  return (ctx.cfg.phases[state.phase]?.tiles ?? []) as TileColor[];
}

function tileId(state: GameState, tile: string): string {
  const copy = (state.map as MapState).supply[tile]?.[0];
  return copy === undefined ? tile : `${tile}-${copy}`;
}

// ---- Mitsubishi Ferry: the port tile -------------------------------------------------------------------

/** The player-owned private with an unused port lay, if any. */
function portCompany(state: GameState, ctx: Ctx): { sym: string; owner: string; ability: PortAbility } | null {
  if (state.finished) return null;
  for (const c of state.companies) {
    if (c.closed || !c.owner || !isPlayer(state, c.owner) || shikokuOf(state).used.includes(c.sym)) continue;
    const ability = titleAbility<PortAbility>(ctx, c.sym, 'port_lay');
    if (ability) return { sym: c.sym, owner: c.owner, ability };
  }
  return null;
}

/**
 * May the owner lay the port now (its `when`: stock_round, owning_player_track, or_between_turns)? In a stock
 * round at any time; in an operating round in the track step of a corporation the owner presides over, or before
 * the operator has acted.
 */
function portTime(state: GameState, owner: string): boolean {
  const r = state.round;
  if (r.kind === 'stock') return true;
  if (r.kind !== 'operating' || r.done) return false;
  if (!shikokuOf(state).acted) return true;
  return r.step === 'track' && corpOf(state, currentCorp(state)).president === owner;
}

/** The president owns a port lay usable in this track step: the step stays open for it (tile_lay_abilities_should_block?). */
export function portKeepsTrackOpen(state: GameState, ctx: Ctx, corp: string): boolean {
  const port = portCompany(state, ctx);
  return !!port && corpOf(state, corp).president === port.owner;
}

function portChoices(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  const port = portCompany(state, ctx);
  if (!port || port.owner !== player || !portTime(state, player)) return [];
  const map = state.map as MapState;
  const out: LegalChoice[] = [];
  for (const hex of port.ability.hexes) {
    if (map.hexes[hex]?.tile !== hex) continue; // only where no tile lies yet
    for (const lay of legalTileLays(map, undefined, phaseColors(state, ctx), { hex, skipConnectivity: true })) {
      if (lay.tile !== port.ability.tile) continue;
      for (const rotation of distinctRotations(map, lay.tile, lay.rotations))
        out.push({
          label: `${cap(privateName(ctx, port.sym))} lays the port (tile ${tileWords(lay.tile)}) on ${hexWords(state, hex)}${rotationWords(map, lay.tile, lay.rotations, rotation)}`,
          action: { type: 'lay_tile', entity: port.sym, entity_type: 'company', hex, tile: tileId(state, lay.tile), rotation },
        });
    }
  }
  return out;
}

function layPort(state: GameState, ctx: Ctx, sym: string, action: Action): void {
  const port = portCompany(state, ctx);
  if (!port || port.sym !== sym) throw new RuleError(`${cap(privateName(ctx, sym))} cannot lay a tile now.`);
  if (!portTime(state, port.owner)) throw new RuleError(`${cap(privateName(ctx, sym))} cannot lay its port during another player's turn.`);
  const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
  const map = state.map as MapState;
  if (!port.ability.hexes.includes(lay.hex) || lay.tile.split('-')[0] !== port.ability.tile)
    throw new RuleError(`${cap(privateName(ctx, sym))} may only lay tile ${port.ability.tile} on ${port.ability.hexes.join('/')}.`);
  if (map.hexes[lay.hex]?.tile !== lay.hex) throw new RuleError(`There is a tile on ${lay.hex} already.`);
  const cost = ctx.map.layTile(state, port.owner, lay, { special: sym });
  ctx.events.push({ type: 'tile_laid', entity: sym, hex: lay.hex, tile: lay.tile, rotation: lay.rotation, cost });
  shikokuOf(state).used.push(sym);
  if (state.round.kind === 'operating') autoAdvance(state, ctx);
}

export const portStep: Step = {
  id: 'port',
  actions: ['lay_tile'],
  inSequence: false,
  anytime: true,
  active: () => false,
  claims: (state, ctx, action) => action.type === 'lay_tile' && !!companyEntity(state, action) && !!titleAbility(ctx, String(action.entity), 'port_lay'),
  choices: (state, ctx, player) => portChoices(state, ctx, player),
  offTurn: (state, ctx, player) => portChoices(state, ctx, player),
  process: (state, ctx, action) => layPort(state, ctx, String(action.entity), action),
};

// ---- Ehime Railway: a green tile on Ohzu when sold ------------------------------------------------------

/** After a corporation bought a private: one with a lay when sold lets its seller lay at once. */
export function companyBought(state: GameState, ctx: Ctx, corp: string, company: string, seller: string): void {
  if (!titleAbility<SoldLayAbility>(ctx, company, 'lay_when_sold') || shikokuOf(state).used.includes(company)) return;
  if (!isPlayer(state, seller)) return;
  shikokuOf(state).soldLay = { company, seller, corp };
}

function soldLayChoices(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  const owed = shikokuOf(state).soldLay;
  if (!owed || owed.seller !== player) return [];
  const ability = titleAbility<SoldLayAbility>(ctx, owed.company, 'lay_when_sold')!;
  const out: LegalChoice[] = [];
  const map = state.map as MapState;
  for (const lay of legalTileLays(map, owed.corp, phaseColors(state, ctx), { hex: ability.hex, skipConnectivity: true })) {
    if (!ability.tiles.includes(lay.tile)) continue;
    for (const rotation of distinctRotations(map, lay.tile, lay.rotations))
      out.push({
        label: `${cap(privateName(ctx, owed.company))} lays tile ${tileWords(lay.tile)} on ${hexWords(state, ability.hex)}${rotationWords(map, lay.tile, lay.rotations, rotation)}`,
        action: { type: 'lay_tile', entity: owed.company, entity_type: 'company', hex: ability.hex, tile: tileId(state, lay.tile), rotation },
      });
  }
  out.push({ label: `${cap(privateName(ctx, owed.company))}: lay no tile`, action: { type: 'pass', entity: owed.company, entity_type: 'company' } });
  return out;
}

function soldLay(state: GameState, ctx: Ctx, action: Action): void {
  const own = shikokuOf(state);
  const owed = own.soldLay!;
  own.soldLay = null;
  own.used.push(owed.company);
  if (action.type === 'lay_tile') {
    const ability = titleAbility<SoldLayAbility>(ctx, owed.company, 'lay_when_sold')!;
    const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
    if (lay.hex !== ability.hex || !ability.tiles.includes(lay.tile.split('-')[0]!))
      throw new RuleError(`${cap(privateName(ctx, owed.company))} may only lay tile ${ability.tiles.join('/')} on ${ability.hex}.`);
    const cost = ctx.map.layTile(state, owed.corp, lay, { special: owed.company });
    ctx.events.push({ type: 'tile_laid', entity: owed.company, hex: lay.hex, tile: lay.tile, rotation: lay.rotation, cost, by: owed.corp });
  }
  autoAdvance(state, ctx);
}

export const soldLayStep: Step = {
  id: 'sold_lay',
  actions: ['lay_tile', 'pass'],
  inSequence: false,
  active: (state) => !!shikokuOf(state).soldLay,
  pending: (state) => !!shikokuOf(state).soldLay,
  pendingReason: (state, ctx) => `${cap(privateName(ctx, shikokuOf(state).soldLay!.company))}'s seller lays its tile (or declines) first.`,
  claims: (state, _ctx, action) => {
    const owed = shikokuOf(state).soldLay;
    return !!owed && (action.type === 'lay_tile' || action.type === 'pass') && companyEntity(state, action) === owed.company;
  },
  actors: (state) => {
    const owed = shikokuOf(state).soldLay;
    return owed ? [owed.seller] : [];
  },
  choices: (state, ctx, player) => soldLayChoices(state, ctx, player),
  process: (state, ctx, action) => soldLay(state, ctx, action),
};

// ---- Dougo Railway: exchange for an Iyo Railway share ---------------------------------------------------

/** The IPO share the private may be exchanged for now (any time, by its owning player), or null. */
function exchangeShare(state: GameState, ctx: Ctx, sym: string) {
  const c = state.companies.find((x) => x.sym === sym);
  const ability = titleAbility<ExchangeAbility>(ctx, sym, 'exchange');
  if (!c || !ability || c.closed || !c.owner || !isPlayer(state, c.owner) || state.finished) return null;
  if (state.round.kind !== 'stock' && state.round.kind !== 'operating') return null;
  const corp = ability.corporation;
  const share = sharesOf(state, ipo(corp), corp).find((s) => !s.president);
  if (!share) return null;
  // the holding limit applies; the certificate limit does not (can_gain? with exchange)
  if (!holdingOk(state, ctx.cfg, c.owner, corp, share.percent, unlimitedHolding(state, ctx.cfg, corp))) return null;
  return { share, owner: c.owner };
}

function exchangeChoices(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  const out: LegalChoice[] = [];
  for (const c of state.companies) {
    if (c.owner !== player) continue;
    const x = exchangeShare(state, ctx, c.sym);
    if (x)
      out.push({
        label: `Exchange ${privateName(ctx, c.sym)} for a ${x.share.percent}% share of ${x.share.corp}`,
        action: { type: 'buy_shares', entity: c.sym, entity_type: 'company', shares: [x.share.id], percent: x.share.percent },
      });
  }
  return out;
}

function exchange(state: GameState, ctx: Ctx, action: Action): void {
  const sym = String(action.entity);
  const x = exchangeShare(state, ctx, sym);
  if (!x) throw new RuleError(`${cap(privateName(ctx, sym))} cannot be exchanged now.`);
  const wanted = (action.shares as string[] | undefined)?.[0];
  const share = wanted ? state.shares.find((s) => s.id === wanted) : x.share;
  if (!share || share.corp !== x.share.corp || share.owner !== ipo(share.corp) || share.president) throw new RuleError(`${cap(privateName(ctx, sym))} is exchanged for an IPO share of ${x.share.corp}.`);
  buyShares(state, ctx.cfg, x.owner, [share], true);
  ctx.events.push({ type: 'company_exchanged', player: x.owner, company: sym, corp: share.corp, percent: share.percent, from: 'ipo' });
  closeCompany(state, ctx, sym);
  floatCheck(state, ctx, share.corp);
  if (state.round.kind === 'operating') autoAdvance(state, ctx);
}

export const exchangeStep: Step = {
  id: 'exchange',
  actions: ['buy_shares'],
  inSequence: false,
  anytime: true,
  active: () => false,
  claims: (state, ctx, action) => action.type === 'buy_shares' && !!companyEntity(state, action) && !!titleAbility(ctx, String(action.entity), 'exchange'),
  choices: (state, ctx, player) => exchangeChoices(state, ctx, player),
  offTurn: (state, ctx, player) => exchangeChoices(state, ctx, player),
  process: (state, ctx, action) => exchange(state, ctx, action),
};

/** The operator acted (an action of its own or of a private it owns): the port no longer comes between turns. */
export function noteOperatorAction(state: GameState, action: Action): void {
  if (state.round.kind !== 'operating' || state.round.done) return;
  const corp = currentCorp(state);
  const entity = String(action.entity ?? '');
  const isOperator = action.entity_type === 'corporation' ? entity === corp : action.entity_type === 'company' && companyOf(state, entity).owner === corp;
  if (isOperator) shikokuOf(state).acted = true;
}
