// 1822's track step: a minor lays or upgrades one tile; from phase 3 a major may lay a second yellow tile after
// a first lay that was not an upgrade (18xx.games' MAJOR_TILE_LAYS). Before phase 3 a major lays one.
import type { Ctx, Step, TrackLay } from '../../18xx/context.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { payTerrain, trackStep } from '../../18xx/steps/track.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { entityName, hexWords, tileWords } from '../../18xx/words.ts';
import { RuleError } from '../../types.ts';
import { own1822 } from './state.ts';
import { isUpgrade, mayLay } from './lay-rules.ts';
import { privateBlocksTrack } from './abilities.ts';
import { money } from '../../18xx/money.ts';

/** The lays open now (affordable): any lay first, then a second one only on an empty hex (no upgrade). */
function lays1822(state: GameState, ctx: Ctx, corp: string): TrackLay[] {
  const r = orRound(state);
  if (r.step !== 'track' || r.specialLay || !mayLay(state, ctx, corp)) return [];
  const lays = (ctx.map.tileChoices?.(state, corp) ?? []).filter((l) => l.cost <= cashOf(state, corp));
  return r.lays === 0 ? lays : lays.filter((l) => !isUpgrade(state, l.hex));
}

export const track1822Step: Step = {
  ...trackStep,
  lays: lays1822,
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    return lays1822(state, ctx, corp).map((lay) => ({
      label: `${entityName(ctx, corp)} lays tile ${tileWords(lay.tile)} on ${hexWords(state, lay.hex)}, rotation ${lay.rotation}${lay.cost ? `, for ${money(ctx.cfg, lay.cost)}` : ''}`,
      action: { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: lay.hex, tile: lay.tileId ?? lay.tile, rotation: lay.rotation },
    }));
  },
  // (open too while a private of the operator could still lay: 18xx.games tile_lay_abilities_should_block?)
  active: (state, ctx) => mayLay(state, ctx, currentCorp(state)) || privateBlocksTrack(state, currentCorp(state)),
  turnStart(state) {
    own1822(state).upgraded = false;
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
    expectOperator(state, corp);
    const r = orRound(state);
    if (r.step !== 'track') jumpTo(state, ctx, 'track');
    if (!mayLay(state, ctx, corp)) throw new RuleError(`${corp} has no tile lay left this turn.`);
    const upgrade = isUpgrade(state, lay.hex);
    if (r.lays > 0 && upgrade) throw new RuleError('The second tile lay cannot be an upgrade.');
    const cost = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
    if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost} for the terrain.`);
    payTerrain(state, ctx, corp, lay, cost);
    r.lays += 1;
    if (upgrade) own1822(state).upgraded = true;
    if (!mayLay(state, ctx, corp)) r.laid = true;
    autoAdvance(state, ctx);
  },
};
