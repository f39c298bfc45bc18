// The Erie & Kalamazoo's lays (entities.rb E&K): right after a corporation buys it, a yellow tile on E7 (1, 2,
// 55, 56 or 69) before anything else; and once, in its owner's track step, one more yellow tile for $20 beside
// the normal lay, which counts as the turn's upgrade (g_1828 SpecialTrack: not after an upgrade, none after it).
import { rotationWords, rotationWordsOf, type MapState as LayMap } from '../../18xx/map/index.ts';
import type { Step } from '../../18xx/context.ts';
import { autoAdvance, currentCorp, expectOperator, orRound } from '../../18xx/rounds/operating.ts';
import { payTerrain } from '../../18xx/steps/track.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, companyOf } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { distinctRotations, legalTileLays, type MapState, type TileColor } from '../../18xx/map/index.ts';
import { PHASES, VA_TUNNEL_HEX } from './data.ts';
import { RuleError } from '../../types.ts';
import { laidHexes, laysThisTurn, recordLay } from './laid.ts';
import { acquireTunnelMarker, tunnelTileAllowed } from './coal.ts';
import { coalOf, syncCoalfields } from './specials.ts';
import { isUpgradeHex } from './map.ts';
import { companyDef } from './privates.ts';
import { own1828 } from './state.ts';
import { privateWords } from './words.ts';
import { cap, hexWords, tileWords } from '../../18xx/words.ts';

const EK = 'E&K';

function abilities() {
  const lays = companyDef(EK).abilities.filter((a) => a.type === 'tile_lay');
  return { sold: lays.find((a) => a.when === 'sold')!, extra: lays.find((a) => a.when === 'track')! };
}

type Lay = { hex: string; tile: string; rotation: number };

/**
 * Why the E&K's extra lay cannot be made now (null: it can): in its owning corporation's track step, unspent,
 * nothing upgraded this turn, a yellow tile of its list on an empty hex not laid this turn (the tunnel K13 takes
 * only #4), and the lay's $20 plus terrain affordable. `lay` omitted: whether it is usable at all now.
 */
export function ekExtraError(state: GameState, lay?: Lay & { cost?: number }): string | null {
  if (state.round.kind !== 'operating') return 'E&K lays only in an operating round.';
  const corp = companyOf(state, EK).owner ?? '';
  const ek = companyOf(state, EK);
  if (ek.closed || !state.corps.some((c) => c.sym === corp)) return 'E&K is not owned by a corporation.';
  if (currentCorp(state) !== corp) return `It is not ${corp}'s turn.`;
  if (!ekExtraLeft(state)) return 'E&K has no lay left.';
  const r = orRound(state);
  if (r.step !== 'track' || r.laid) return `E&K lays only in ${corp}'s track step.`;
  if (laysThisTurn(state).some((l) => l.upgrade)) return `Cannot use E&K after a tile upgrade.`;
  if (!lay) return null;
  const { extra } = abilities();
  if (!extra.tiles.includes(lay.tile.split('-')[0]!) || isUpgradeHex(state, lay.hex)) return 'E&K adds a yellow tile.';
  if (laidHexes(state).includes(lay.hex)) return `${lay.hex} was already laid this turn.`;
  if (!tunnelTileAllowed(lay.hex, lay.tile.split('-')[0]!)) return 'The Virginia tunnel (K13) takes only tile #4.';
  if (lay.cost !== undefined && lay.cost + extra.cost > cashOf(state, corp)) return `${corp} cannot pay ${lay.cost + extra.cost}.`;
  return null;
}

export const ekStep: Step = {
  id: 'e&k',
  actions: ['lay_tile'],
  inSequence: false,
  // the extra lay is listed beside the track step
  anytime: true,
  claims: (_state, _ctx, action) => action.type === 'lay_tile' && action.entity === EK && action.entity_type === 'company',
  active: (state) => !!own1828(state).ek?.forcedFor,
  pending: (state) => !!own1828(state).ek?.forcedFor,
  pendingReason: () => 'The E&K tile on E7 comes first.',
  // the tile owed on E7, or else the extra yellow lay in the owner's track step (connected lays of its tiles)
  choices(state, ctx): LegalChoice[] {
    if (!own1828(state).ek?.forcedFor) {
      if (ekExtraError(state)) return [];
      const corp = currentCorp(state);
      const lays = (ctx.map.tileChoices?.(state, corp) ?? []).filter((l) => !ekExtraError(state, { hex: l.hex, tile: l.tile, rotation: l.rotation, cost: l.cost }));
      const way = rotationWordsOf(state.map as LayMap, lays);
      return lays
        .map((l) => ({
          label: `${cap(privateWords(EK))} lays tile ${tileWords(l.tile)} on ${hexWords(state, l.hex)}${way(l)}, for $${l.cost + abilities().extra.cost}`,
          action: { type: 'lay_tile', entity: EK, entity_type: 'company', hex: l.hex, tile: l.tileId ?? l.tile, rotation: l.rotation },
        }));
    }
    const corp = companyOf(state, EK).owner ?? '';
    const { sold } = abilities();
    const m = state.map as MapState;
    const colors = PHASES[state.phase]!.tiles as TileColor[];
    const out: LegalChoice[] = [];
    for (const hex of sold.hexes)
      for (const o of legalTileLays(m, corp, colors, { hex, skipConnectivity: true })) {
        if (!sold.tiles.includes(o.tile)) continue;
        const copy = m.supply[o.tile]?.[0];
        for (const rotation of distinctRotations(m, o.tile, o.rotations))
          out.push({ label: `${cap(privateWords(EK))} lays tile ${tileWords(o.tile)} on ${hexWords(state, hex)}${rotationWords(m, o.tile, o.rotations, rotation)}`, action: { type: 'lay_tile', entity: EK, entity_type: 'company', hex, tile: copy === undefined ? o.tile : `${o.tile}-${copy}`, rotation } });
      }
    return out;
  },
  process(state, ctx, action: Action) {
    const own = own1828(state);
    const ek = (own.ek ??= { forcedFor: null, extraUsed: false });
    const corp = companyOf(state, EK).owner ?? '';
    expectOperator(state, corp);
    const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
    const tileName = lay.tile.split('-')[0]!;
    const { sold, extra } = abilities();
    if (ek.forcedFor) {
      if (!sold.hexes.includes(lay.hex) || !sold.tiles.includes(tileName)) throw new RuleError(`E&K lays tile ${sold.tiles.join('/')} on E7.`);
      const cost = ctx.map.layTile(state, corp, lay, { special: EK });
      payTerrain(state, ctx, EK, lay, cost, corp);
      ek.forcedFor = null;
    } else {
      const refused = ekExtraError(state, lay);
      if (refused) throw new RuleError(refused);
      const terrain = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
      const cost = terrain + extra.cost;
      if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost}.`);
      payTerrain(state, ctx, EK, lay, cost, corp);
      ek.extraUsed = true;
      if (lay.hex === VA_TUNNEL_HEX) {
        acquireTunnelMarker(coalOf(state), corp);
        syncCoalfields(state);
      }
      // it counts as the turn's upgrade (no upgrade, nor a B&M/NYH $40 lay, after it)
      recordLay(state, lay.hex, true, false);
      if (currentCorp(state) === corp) autoAdvance(state, ctx);
      return;
    }
    recordLay(state, lay.hex, false, false);
    if (currentCorp(state) === corp) autoAdvance(state, ctx);
  },
};

/** E&K's extra lay is still usable by its owner. */
export function ekExtraLeft(state: GameState): boolean {
  return !own1828(state).ek?.extraUsed;
}
