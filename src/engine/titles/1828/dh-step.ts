// The Delaware & Hudson's teleport (entities.rb D&H: `teleport`, owner a corporation, cost 120, free_tile_lay,
// hex F20, tiles 14 15 57 205 206; shared SpecialTrack/SpecialToken and Tracker#lay_tile): once, in its owning
// corporation's track step, a tile on Scranton (F20) as one of the turn's lays — the lay slot's rules and extra
// cost apply, the terrain does not, $120 is paid instead — then, if the corporation has a token left, a free
// token there (or a pass) before anything else. The token is the turn's token.
import { rotationWords } from '../../18xx/map/index.ts';
import type { Step } from '../../18xx/context.ts';
import { autoAdvance, currentCorp, expectOperator, orRound } from '../../18xx/rounds/operating.ts';
import { nextTokenPrice } from '../../18xx/steps/token.ts';
import type { Ctx } from '../../18xx/context.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import { cityIdOf, distinctRotations, legalTileLays, placeToken, type MapState, type TileColor } from '../../18xx/map/index.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { PHASES } from './data.ts';
import { laidHexes, recordLay, recordToken } from './laid.ts';
import { isUpgradeHex } from './map.ts';
import { nextLaySlot } from './operating-steps.ts';
import { companyDef } from './privates.ts';
import { own1828 } from './state.ts';
import { privateWords } from './words.ts';
import { cityWords, hexWords, tileWords } from '../../18xx/words.ts';

export const DH = 'D&H';

type Lay = { hex: string; tile: string; rotation: number };

function teleport() {
  const a = companyDef(DH).abilities.find((x) => x.type === 'teleport');
  if (a?.type !== 'teleport') throw new Error('D&H has no teleport ability');
  return a;
}

/** The corporation owning an open, unused D&H, or null. */
function dhCorp(state: GameState): string | null {
  const dh = state.companies.find((c) => c.sym === DH);
  if (!dh || dh.closed || !dh.owner || own1828(state).dh?.used) return null;
  return state.corps.some((c) => c.sym === dh.owner) ? dh.owner : null;
}

/**
 * Why D&H cannot lay now (null: it can): its corporation operating at its track step with a lay slot left that
 * allows this lay (a yellow tile on the empty hex, or an upgrade), one of its tiles on its hex, not a hex laid
 * this turn, and the $120 plus the slot's cost affordable. `lay` omitted: whether it may lay at all now.
 */
export function dhLayError(state: GameState, lay?: Lay): string | null {
  if (state.round.kind !== 'operating') return 'D&H lays only in an operating round.';
  const corp = dhCorp(state);
  if (!corp) return 'D&H is not an unused private of a corporation.';
  if (currentCorp(state) !== corp) return `It is not ${corp}'s turn.`;
  const r = orRound(state);
  if (r.step !== 'track' || r.laid) return `D&H lays only in ${corp}'s track step.`;
  if (own1828(state).dh?.token) return 'D&H places its token first.';
  const next = nextLaySlot(state);
  if (!next || !(next.lay || next.upgrade)) return `${corp} has no tile lay left this turn.`;
  const ability = teleport();
  if (cashOf(state, corp) < ability.cost + next.slot.cost) return `${corp} cannot pay ${ability.cost + next.slot.cost}.`;
  if (!lay) return null;
  if (!ability.hexes.includes(lay.hex) || !ability.tiles.includes(lay.tile.split('-')[0]!)) return `D&H lays tile ${ability.tiles.join('/')} on ${ability.hexes.join('/')}.`;
  const upgrade = isUpgradeHex(state, lay.hex);
  if (upgrade ? !next.upgrade : !next.lay) return upgrade ? 'Cannot lay an upgrade now.' : 'Cannot lay a yellow tile now.';
  if (laidHexes(state).includes(lay.hex)) return `${lay.hex} was already laid this turn.`;
  return null;
}

/** The cities of D&H's hex where its corporation may put the free token now. */
function tokenCities(state: GameState, ctx: Ctx, corp: string): string[] {
  if (nextTokenPrice(state, ctx, corp) === null) return [];
  const m = state.map as MapState;
  const out: string[] = [];
  for (const hex of teleport().hexes) {
    const here = m.hexes[hex];
    if (!here || here.tile === hex) continue;
    here.tokens.forEach((_slots, city) => {
      try {
        placeToken(structuredClone(m), corp, { hex, cityIndex: city }, { requireReachable: false });
        out.push(cityIdOf(m, hex, city));
      } catch {
        // no room for this corporation there
      }
    });
  }
  return out;
}

function layChoices(state: GameState): LegalChoice[] {
  if (dhLayError(state)) return [];
  const corp = currentCorp(state);
  const m = state.map as MapState;
  const colors = PHASES[state.phase]!.tiles as TileColor[];
  const ability = teleport();
  const cost = ability.cost + nextLaySlot(state)!.slot.cost;
  const out: LegalChoice[] = [];
  for (const hex of ability.hexes)
    for (const o of legalTileLays(m, corp, colors, { hex, skipConnectivity: true })) {
      const copy = m.supply[o.tile]?.[0];
      const tile = copy === undefined ? o.tile : `${o.tile}-${copy}`;
      const rotations = o.rotations.filter((rotation) => !dhLayError(state, { hex, tile, rotation }));
      // (each way the tile fits once: rotations laying the same track are one move)
      for (const rotation of distinctRotations(m, o.tile, rotations))
          out.push({ label: `${corp} uses ${privateWords(DH)}: lays tile ${tileWords(o.tile)} on ${hexWords(state, hex)}${rotationWords(m, o.tile, rotations, rotation)}, for $${cost}`, action: { type: 'lay_tile', entity: DH, entity_type: 'company', hex, tile, rotation } });
    }
  return out;
}

export const dhStep: Step = {
  id: 'd&h',
  actions: ['lay_tile', 'place_token', 'pass'],
  inSequence: false,
  // the lay is listed beside the track step
  anytime: true,
  claims: (_state, _ctx, action) => action.entity === DH && action.entity_type === 'company' && ['lay_tile', 'place_token', 'pass'].includes(action.type),
  active: (state) => !!own1828(state).dh?.token,
  pending: (state) => !!own1828(state).dh?.token,
  pendingReason: () => 'D&H places its free token on F20 (or passes) first.',
  choices(state, ctx): LegalChoice[] {
    const corp = own1828(state).dh?.token;
    if (!corp) return layChoices(state);
    return [
      ...(orRound(state).tokened ? [] : tokenCities(state, ctx, corp)).map((city) => ({ label: `${corp} places a free token in ${cityWords(state, city)} (${privateWords(DH)})`, action: { type: 'place_token', entity: DH, entity_type: 'company', city, slot: 0 } })),
      { label: `${corp} declines the free token of ${privateWords(DH)}`, action: { type: 'pass', entity: DH, entity_type: 'company' } },
    ];
  },
  process(state, ctx, action: Action) {
    const own = own1828(state);
    const r = orRound(state);
    if (action.type === 'lay_tile') {
      const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
      const refused = dhLayError(state, lay);
      if (refused) throw new RuleError(refused);
      const corp = currentCorp(state);
      const next = nextLaySlot(state)!;
      const upgrade = isUpgradeHex(state, lay.hex);
      // free_tile_lay: no terrain; the teleport's $120 and the slot's extra cost instead
      ctx.map.layTile(state, corp, lay, { special: DH });
      const cost = teleport().cost + next.slot.cost;
      pay(state, corp, 'bank', cost);
      ctx.events.push({ type: 'tile_laid', entity: DH, hex: lay.hex, tile: lay.tile, rotation: lay.rotation, cost });
      recordLay(state, lay.hex, upgrade);
      r.lays += 1;
      own.dh = { used: true, token: nextTokenPrice(state, ctx, corp) === null ? null : corp };
      autoAdvance(state, ctx);
      return;
    }
    const corp = own.dh?.token;
    if (!corp) throw new RuleError('D&H has no token to place now.');
    expectOperator(state, corp);
    if (action.type === 'place_token') {
      const city = String(action.city);
      if (!tokenCities(state, ctx, corp).includes(city)) throw new RuleError(`D&H's token goes on ${teleport().hexes.join('/')} where ${corp} has room.`);
      // Tokener#place_token: one token a turn
      if (r.tokened) throw new RuleError('Token already placed this turn.');
      ctx.map.placeToken(state, corp, { city, slot: Number(action.slot ?? 0) }, { special: DH });
      corpOf(state, corp).tokensUsed += 1;
      ctx.events.push({ type: 'token_placed', entity: corp, city, hex: ctx.map.cityHex?.(state, city), cost: 0 });
      r.tokened = true;
      recordToken(state);
    }
    own.dh = { used: true, token: null };
    autoAdvance(state, ctx);
  },
};
