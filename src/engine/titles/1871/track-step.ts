// 1871's track step on the shared operating round: as many lays as lays.ts allows this turn, each checked
// before it is made (a refused lay changes nothing); the step ends when no further lay could follow or none is
// possible, or when the operator passes. Beside them the lays of privates the operator's president or owner holds
// (data version 2: an extra yellow tile outside the turn's limits, or one of its lays free of terrain; shared
// steps/held-lays.ts), each once, then the private closes.
import type { Ctx, Step } from '../../18xx/context.ts';
import { currentTile, rotationWordsOf, tileDef, type MapState } from '../../18xx/map/index.ts';
import { hexWords, tileWords } from '../../18xx/words.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { payTerrain, trackStep } from '../../18xx/steps/track.ts';
import { heldLayAbility, heldLayChoices, heldLayOffers, layWithHeld } from '../../18xx/steps/held-lays.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf } from '../../18xx/state.ts';
import { RuleError, type Action, type LegalChoice } from '../../types.ts';
import { money } from '../../18xx/money.ts';
import { dataOf } from './data.ts';
import { layRefusal, mayLayMore, type Lay } from './lays.ts';

/** This turn's lays (state.title.turnLays; emptied as each operator's turn starts). */
function turnLays(state: GameState): Lay[] {
  return (state.title.turnLays ??= []) as Lay[];
}

function rule(state: GameState, ctx: Ctx, corp: string) {
  const phases = ctx.cfg.phases.map((p) => p.name);
  return { data: dataOf(state), phases, phase: phases[state.phase]!, operator: corpOf(state, corp).type ?? 'major' };
}

function layOf(state: GameState, hex: string, tile: string): Lay {
  const map = state.map as MapState;
  const before = currentTile(map, hex).def;
  const after = tileDef(map, tile.replace(/-\d+$/, ''));
  return { hex, upgrade: before.color !== 'white', tokenable: after.cities.length > 0, town: after.towns.length > 0 };
}

function refusal(state: GameState, ctx: Ctx, corp: string, lay: Lay): string | null {
  const r = rule(state, ctx, corp);
  return layRefusal(r.data, r.phases, r.phase, r.operator, turnLays(state), lay);
}

/** The lays fitting this turn's rule (at any cost). */
function fitting(state: GameState, ctx: Ctx, corp: string) {
  if (orRound(state).step !== 'track') return [];
  return (ctx.map.tileChoices?.(state, corp) ?? []).filter((l) => refusal(state, ctx, corp, layOf(state, l.hex, l.tile)) === null);
}

/** The lays the operator may make now (affordable, fitting this turn's rule). */
const laysNow = (state: GameState, ctx: Ctx, corp: string) => fitting(state, ctx, corp).filter((l) => l.cost <= cashOf(state, corp));
/** Lays with a held private's ability (an extra tile on a hex not laid this turn; a free lay fitting the rule). */
const heldNow = (state: GameState, ctx: Ctx, corp: string) => (orRound(state).step === 'track' ? heldLayOffers(state, ctx, corp, () => fitting(state, ctx, corp)) : []);

export const track1871Step: Step = {
  ...trackStep,
  lays: laysNow,
  turnStart(state) {
    state.title.turnLays = [];
  },
  active(state, ctx) {
    const corp = currentCorp(state);
    const r = rule(state, ctx, corp);
    return !orRound(state).laid && ((mayLayMore(r.data, r.phases, r.phase, r.operator, turnLays(state)) && laysNow(state, ctx, corp).length > 0) || heldNow(state, ctx, corp).length > 0);
  },
  // every lay, each rotation numbered among the distinct ways its tile fits its hex, as the panel numbers them
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const lays = laysNow(state, ctx, corp);
    const way = rotationWordsOf(state.map as MapState, lays);
    const name = ctx.cfg.corporations.find((c) => c.sym === corp)?.name ?? corp;
    const own = lays.map((lay) => ({
      label: `${name} lays tile ${tileWords(lay.tile)} on ${hexWords(state, lay.hex)}${way(lay)}${lay.cost ? `, for ${money(ctx.cfg, lay.cost)}` : ''}`,
      action: { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: lay.hex, tile: lay.tileId ?? lay.tile, rotation: lay.rotation },
    }));
    return [...own, ...heldLayChoices(state, ctx, corp, heldNow(state, ctx, corp))];
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
    expectOperator(state, corp);
    if (orRound(state).step !== 'track') jumpTo(state, ctx, 'track');
    const kind = layOf(state, lay.hex, lay.tile);
    const company = action.company === undefined ? null : String(action.company);
    const ability = company === null ? null : heldLayAbility(state, ctx, corp, company, lay);
    // an extra tile stands outside the turn's limits (its hex was empty, so not laid this turn)
    const extra = ability?.type === 'extra_yellow_lay';
    const why = extra ? null : refusal(state, ctx, corp, kind);
    if (why) throw new RuleError(why);
    turnLays(state).push({ ...kind, extra });
    if (!extra) orRound(state).lays += 1;
    if (company !== null && ability) {
      layWithHeld(state, ctx, corp, company, ability, lay, (saved) => ctx.events.push({ type: 'private_lay_used', company, corp, hex: lay.hex, extra, saved }));
      return autoAdvance(state, ctx);
    }
    const cost = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
    if (cost > cashOf(state, corp)) throw new RuleError(`${ctx.cfg.corporations.find((c) => c.sym === corp)?.name ?? corp} cannot pay ${money(ctx.cfg, cost)} for the terrain.`);
    payTerrain(state, ctx, corp, lay, cost);
    autoAdvance(state, ctx);
  },
};
