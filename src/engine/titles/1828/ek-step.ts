// The Erie & Kalamazoo's lays (entities.rb E&K): right after a corporation buys it, a yellow tile on E7 (1, 2,
// 55, 56 or 69) before anything else; and once, in its owner's track step, one more yellow tile for $20 beside
// the normal lay.
import type { Step } from '../../18xx/context.ts';
import { autoAdvance, currentCorp, expectOperator, orRound } from '../../18xx/rounds/operating.ts';
import { payTerrain } from '../../18xx/steps/track.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, companyOf } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { legalTileLays, type MapState, type TileColor } from '../../18xx/map/index.ts';
import { PHASES } from './data.ts';
import { RuleError } from '../../types.ts';
import { recordLay } from './laid.ts';
import { isUpgradeHex } from './map.ts';
import { companyDef } from './privates.ts';
import { own1828 } from './state.ts';

const EK = 'E&K';

function abilities() {
  const lays = companyDef(EK).abilities.filter((a) => a.type === 'tile_lay');
  return { sold: lays.find((a) => a.when === 'sold')!, extra: lays.find((a) => a.when === 'track')! };
}

export const ekStep: Step = {
  id: 'e&k',
  actions: ['lay_tile'],
  inSequence: false,
  claims: (_state, _ctx, action) => action.type === 'lay_tile' && action.entity === EK && action.entity_type === 'company',
  active: (state) => !!own1828(state).ek?.forcedFor,
  pending: (state) => !!own1828(state).ek?.forcedFor,
  pendingReason: () => 'The E&K tile on E7 comes first.',
  // the tile owed on E7 (its extra lay in the track step is listed there)
  choices(state): LegalChoice[] {
    if (!own1828(state).ek?.forcedFor) return [];
    const corp = companyOf(state, EK).owner ?? '';
    const { sold } = abilities();
    const m = state.map as MapState;
    const colors = PHASES[state.phase]!.tiles as TileColor[];
    const out: LegalChoice[] = [];
    for (const hex of sold.hexes)
      for (const o of legalTileLays(m, corp, colors, { hex, skipConnectivity: true })) {
        if (!sold.tiles.includes(o.tile)) continue;
        const copy = m.supply[o.tile]?.[0];
        for (const rotation of o.rotations)
          out.push({ label: `E&K lays ${o.tile} on ${hex} (rotation ${rotation})`, action: { type: 'lay_tile', entity: EK, entity_type: 'company', hex, tile: copy === undefined ? o.tile : `${o.tile}-${copy}`, rotation } });
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
      const r = orRound(state);
      if (ek.extraUsed) throw new RuleError('E&K has no lay left.');
      if (r.step !== 'track' || r.laid) throw new RuleError(`E&K lays only in ${corp}'s track step.`);
      if (!extra.tiles.includes(tileName) || isUpgradeHex(state, lay.hex)) throw new RuleError('E&K adds a yellow tile.');
      const terrain = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
      const cost = terrain + extra.cost;
      if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost}.`);
      payTerrain(state, ctx, EK, lay, cost, corp);
      ek.extraUsed = true;
    }
    recordLay(state, lay.hex, false, false);
    if (currentCorp(state) === corp) autoAdvance(state, ctx);
  },
};

/** E&K's extra lay is still usable by its owner. */
export function ekExtraLeft(state: GameState): boolean {
  return !own1828(state).ek?.extraUsed;
}
