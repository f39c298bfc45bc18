// 1828's operating steps: the shared ones, with the C&P minor's turn (one lay from its own cash; a run only
// over the tile it laid, half to its treasury and the rest to its owner; no tokens, trains or privates) and
// the hexes laid this turn remembered for it.
import { rotationWordsOf, type MapState as LayMap } from '../../18xx/map/index.ts';
import type { Ctx, Step, TrackLay } from '../../18xx/context.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { buyTrainStep, mustBuyTrain } from '../../18xx/steps/buy-train.ts';
import { dividendStep } from '../../18xx/steps/dividend.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { tokenStep } from '../../18xx/steps/token.ts';
import { payTerrain, trackStep } from '../../18xx/steps/track.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, isPlayer, pay } from '../../18xx/state.ts';
import { corpTrains, depotTrains, trainDef, trainLimit } from '../../18xx/trains.ts';
import { liveShells } from './discard-step.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { acquireTunnelMarker, tunnelTileAllowed } from './coal.ts';
import { coalOf, syncCoalfields } from './specials.ts';
import { tileLays, type TileLaySlot } from './lays.ts';
import { shellOf, swapTrain } from './shells.ts';
import { isUpgradeHex } from './map.ts';
import { laidHexes, laysThisTurn, recordLay, recordToken, turnKey } from './laid.ts';
import { cpMayRun, cpRevenueSplit } from './cp.ts';
import { CP_MINOR, PHASES, VA_TUNNEL_HEX } from './data.ts';
import { hasTrackLay } from './privates.ts';
import { ekExtraLeft } from './ek-step.ts';
import { own1828 } from './state.ts';
import { operatorWords } from './words.ts';
import { hexWords, tileWords, trainWords } from '../../18xx/words.ts';

const isCP = (state: GameState): boolean => state.round.kind === 'operating' && currentCorp(state) === CP_MINOR.sym;

function notForCP(step: Step): Step {
  return { ...step, active: (state, ctx) => !isCP(state) && step.active(state, ctx) };
}

/** The tile lay slot the operator has next, with what it allows now (18xx.games get_tile_lay). */
export function nextLaySlot(state: GameState): { slot: TileLaySlot; lay: boolean; upgrade: boolean } | null {
  const corp = currentCorp(state);
  const all = laysThisTurn(state);
  const done = all.filter((l) => l.slot !== false);
  const slot = tileLays(corp, own1828(state).members?.[corp] ?? null)[done.length];
  if (!slot) return null;
  // E&K's extra lay counts as the turn's upgrade too (G1828::Step::SpecialTrack sets upgraded_track)
  const upgraded = all.some((d) => d.upgrade);
  return { slot, lay: slot.lay === true || !upgraded, upgrade: slot.upgrade === 'not_if_upgraded' && !upgraded };
}

/**
 * Track: one lay or upgrade; a system two (one upgrade, never the same hex twice); B&M and NYH one more yellow
 * lay for $40 when nothing was upgraded. The step stays open while a lay is left and affordable.
 */
/** Every lay the operator may make now with its next slot (listing and checking read the same rules). */
function layError(state: GameState, lay: { hex: string; tile: string }, next: ReturnType<typeof nextLaySlot>): string | null {
  if (!next || orRound(state).laid) return `${currentCorp(state)} has no tile lay left this turn.`;
  const upgrade = isUpgradeHex(state, lay.hex);
  if (upgrade ? !next.upgrade : !next.lay) return upgrade ? 'Cannot lay an upgrade now.' : 'Cannot lay a yellow tile now.';
  if (laidHexes(state).includes(lay.hex)) return `${lay.hex} was already laid this turn.`;
  if (!tunnelTileAllowed(lay.hex, lay.tile.split('-')[0]!)) return 'The Virginia tunnel (K13) takes only tile #4.';
  return null;
}

/** Every lay the operator may make now with its next slot, the slot's cost included (a system's second lay, B&M's $40 one). */
function lays1828(state: GameState, ctx: Ctx, corp: string): TrackLay[] {
  const next = nextLaySlot(state);
  if (!next || orRound(state).laid) return [];
  const cash = cashOf(state, corp);
  return (ctx.map.tileChoices?.(state, corp) ?? [])
    .filter((l) => !layError(state, l, next) && l.cost + next.slot.cost <= cash)
    .map((l) => ({ ...l, cost: l.cost + next.slot.cost }));
}

export const track1828: Step = {
  ...trackStep,
  lays: lays1828,
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const lays = lays1828(state, ctx, corp);
    const way = rotationWordsOf(state.map as LayMap, lays);
    return lays.map((l) => ({
      label: `${operatorWords(corp)} lays tile ${tileWords(l.tile)} on ${hexWords(state, l.hex)}${way(l)}${l.cost ? `, for $${l.cost}` : ''}`,
      action: { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: l.hex, tile: l.tileId ?? l.tile, rotation: l.rotation },
    }));
  },
  active(state) {
    const r = orRound(state);
    if (r.laid) return false;
    const next = nextLaySlot(state);
    const corp = currentCorp(state);
    if (next && (next.lay || next.upgrade) && cashOf(state, corp) >= next.slot.cost) return true;
    // an unspent E&K lay keeps the step open (tile_lay_abilities_should_block?)
    if (state.companies.some((c) => c.sym === 'E&K' && c.owner === corp && !c.closed) && ekExtraLeft(state)) return true;
    // 18xx.games keeps the step open while a private with a track-time lay (E&K) could be bought
    return corp !== CP_MINOR.sym && PHASES[state.phase]!.canBuyCompanies && cashOf(state, corp) >= 1 && state.companies.some((c) => !c.closed && c.owner && isPlayer(state, c.owner) && hasTrackLay(c.sym));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
    expectOperator(state, corp);
    const r = orRound(state);
    if (r.step !== 'track') jumpTo(state, ctx, 'track');
    const next = nextLaySlot(state);
    const refused = layError(state, lay, next);
    if (refused || !next) throw new RuleError(refused ?? 'No lay left.');
    const upgrade = isUpgradeHex(state, lay.hex);
    const terrain = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
    const cost = terrain + next.slot.cost;
    if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost} for this lay.`);
    payTerrain(state, ctx, corp, lay, cost);
    recordLay(state, lay.hex, upgrade);
    if (lay.hex === VA_TUNNEL_HEX) {
      acquireTunnelMarker(coalOf(state), corp);
      syncCoalfields(state);
    }
    r.lays += 1;
    autoAdvance(state, ctx);
  },
};

export const token1828: Step = {
  ...notForCP(tokenStep),
  process(state, ctx, action: Action) {
    recordToken(state);
    tokenStep.process(state, ctx, action);
  },
};
/** Buying a train; a system names the shell it goes into. */
export const buyTrain1828: Step = {
  ...notForCP(buyTrainStep),
  // a system with an empty shell may still buy (its president helping): the step stays (buy_train.rb can_buy_train?)
  active(state, ctx) {
    if (isCP(state)) return false;
    const corp = currentCorp(state);
    if (mustBuyTrain(state, ctx, corp) || liveShells(state, corp).some((sh) => sh.trains.length === 0)) return true;
    // room and the cheapest train: the depot's, or $1 for another corporation's (never C&P's own; Train#can_buy_train?)
    const room = ctx.rules.hooks.trainRoom!(state, ctx, corp) ?? corpOf(state, corp).trains.length < trainLimit(state, ctx.cfg);
    if (!room) return false;
    const cash = cashOf(state, corp);
    if (cash >= 1 && state.corps.some((c) => c.sym !== corp && !c.closed && c.trains.some((t) => t !== CP_MINOR.train))) return true;
    for (const t of depotTrains(state, ctx.cfg)) if (cash >= trainDef(ctx.cfg, t.name).price) return true;
    return false;
  },
  // a system's purchase is listed once per shell with room (over its cash only into an empty shell)
  choices(state, ctx, player): LegalChoice[] {
    // C&P's own train is never for sale (game.rb setup_minors: buyable false)
    const out = buyTrainStep.choices(state, ctx, player).filter((c) => !(c.action.type === 'buy_train' && c.action.train === CP_MINOR.train));
    const corp = currentCorp(state);
    if (!own1828(state).shells?.[corp]) return out;
    const limit = trainLimit(state, ctx.cfg);
    const cash = cashOf(state, corp);
    return out.flatMap((c) => {
      if (c.action.type !== 'buy_train') return [c];
      const over = Number(c.action.price) > cash;
      return liveShells(state, corp)
        .filter((sh) => (c.action.exchange ? true : sh.trains.length < limit) && (!over || sh.trains.length === 0))
        .map((sh) => ({ label: `${c.label} into the ${sh.name} shell`, action: { ...c.action, shell: sh.name } }));
    });
  },
  // after an emergency sale the corporation must buy before passing (buy_train.rb: pass only if nothing was sold
  // since its last purchase)
  mustAct(state, ctx) {
    if (own1828(state).ebuySold === turnKey(state)) return `${currentCorp(state)} sold shares for a train and must buy one.`;
    return buyTrainStep.mustAct!(state, ctx);
  },
  process(state, ctx, action: Action) {
    const own = own1828(state);
    if (action.type === 'sell_shares') {
      buyTrainStep.process(state, ctx, action);
      own.ebuySold = turnKey(state);
      return;
    }
    if (action.type === 'buy_train') own.ebuySold = null;
    const corp = String(action.entity ?? '');
    const shells = own1828(state).shells?.[corp];
    if (action.type === 'buy_train' && action.train === CP_MINOR.train) throw new RuleError('C&P\'s train is not for sale.');
    if (shells && action.type === 'buy_train') {
      const shell = shells.find((s) => s.name === String(action.shell));
      if (!shell) throw new RuleError(`${corp} must name the shell (${shells.map((s) => s.name).join(' or ')}) for the train.`);
      // shells hold only trains their system owns: a train that left one (sold, rusted) leaves its shell — before
      // the purchase too, or a train bought back would count in its old shell while the step looks for room
      const prune = () => {
        for (const [sys, list] of Object.entries(own1828(state).shells ?? {})) {
          const owned = new Set(corpOf(state, sys).trains);
          for (const sh of list) sh.trains = sh.trains.filter((t) => owned.has(t) && !(sys === corp && t === String(action.train)));
        }
      };
      prune();
      buyTrainStep.process(state, ctx, action);
      prune();
      shell.trains.push(String(action.train));
      // the step's activity depends on the shells: look again now the train is in one
      if (state.round.kind === 'operating' && currentCorp(state) === corp) autoAdvance(state, ctx);
      return;
    }
    buyTrainStep.process(state, ctx, action);
  },
};

/**
 * A system may move trains between its shells before buying (`swap_train`); over the limit in a shell it must
 * swap (or later discard) before going on.
 */
export const swapTrain1828: Step = {
  id: 'swap',
  actions: ['swap_train'],
  inSequence: true,
  active(state) {
    const corp = currentCorp(state);
    return own1828(state).systems.includes(corp) && corpOf(state, corp).trains.length > 0;
  },
  choices(state) {
    const corp = currentCorp(state);
    const shells = own1828(state).shells?.[corp] ?? [];
    // each move once, saying which way (two like trains in one shell are one move; in two shells, two moves)
    const moves = new Map<string, LegalChoice>();
    for (const t of corpOf(state, corp).trains) {
      const from = shellOf(shells, t)?.name;
      const to = shells.find((sh) => sh.name !== from)?.name;
      const label = from && to ? `${corp} moves its ${trainWords(t)} from the ${from} shell to the ${to} shell` : `${corp} moves its ${trainWords(t)} to its other shell`;
      if (!moves.has(label)) moves.set(label, { label, action: { type: 'swap_train', entity: corp, entity_type: 'system', train: t } });
    }
    return [...moves.values()];
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    expectOperator(state, corp);
    if (orRound(state).step !== 'swap') jumpTo(state, ctx, 'swap');
    const shells = own1828(state).shells?.[corp];
    const train = String(action.train);
    if (!shells || !corpOf(state, corp).trains.includes(train)) throw new RuleError(`${corp} cannot move ${train}.`);
    // drop rusted trains first, then move
    const owned = new Set(corpOf(state, corp).trains);
    for (const s of shells) s.trains = s.trains.filter((t) => owned.has(t));
    swapTrain(shells, train);
    // the limit waits until the swaps are done (ignore_train_limit)
    own1828(state).swapping = turnKey(state);
  },
  // "Done" only with every shell within the limit
  mustAct(state, ctx) {
    const corp = currentCorp(state);
    const limit = trainLimit(state, ctx.cfg);
    return liveShells(state, corp).some((sh) => sh.trains.length > limit) ? `${corp} must move trains until each shell is within the limit.` : null;
  },
  skip(state) {
    own1828(state).swapping = null;
  },
};

export const route1828: Step = {
  ...routeStep,
  // no route found (or none exists through C&P's tile): running no train is legal too (18xx.games takes empty routes)
  choices(state, ctx): LegalChoice[] {
    const out = routeStep.choices(state, ctx, '');
    if (out.length) return out;
    const corp = currentCorp(state);
    return [{ label: `${operatorWords(corp)} runs no train`, action: { type: 'run_routes', entity: corp, entity_type: 'corporation', routes: [] } }];
  },
  active: (state, ctx) => (!isCP(state) || cpMayRun(laidHexes(state))) && routeStep.active(state, ctx),
};

/** C&P has no dividend choice: half of its run to its treasury, the rest to its owner. */
function cpPays(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  const revenue = r.ran ? r.revenue : 0;
  for (const t of corpTrains(state, CP_MINOR.sym)) t.operated = true;
  const split = cpRevenueSplit(revenue);
  const owner = corpOf(state, CP_MINOR.sym).president;
  pay(state, 'bank', CP_MINOR.sym, split.treasury);
  if (owner) pay(state, 'bank', owner, split.owner);
  // a minor has no shares: its owner's half and what it keeps
  ctx.events.push({ type: 'dividend', entity: CP_MINOR.sym, kind: 'payout', revenue, perShare: 0, payouts: owner ? [{ to: owner, amount: split.owner }] : [], kept: split.treasury });
  r.ran = false;
  r.revenue = 0;
}

export const dividend1828: Step = {
  ...dividendStep,
  // a system's treasury share pays the system (g_1828/step/dividend.rb)
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const r = orRound(state);
    const revenue = r.ran ? r.revenue : 0;
    dividendStep.process(state, ctx, action);
    // (only a system has a treasury share, from its merger's exchange)
    if (action.kind !== 'payout' || revenue <= 0 || !own1828(state).systems.includes(corp)) return;
    const owner = `treasury:${corp}`;
    let treasury = 0;
    for (const s of state.shares) if (s.owner === owner) treasury += s.percent;
    if (treasury > 0) pay(state, 'bank', corp, Math.ceil((treasury * revenue) / 100));
  },
  active: (state, ctx) => !isCP(state) && dividendStep.active(state, ctx),
  skip: (state, ctx) => (isCP(state) ? cpPays(state, ctx) : dividendStep.skip!(state, ctx)),
};
