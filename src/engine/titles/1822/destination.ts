// A major's destination token (18xx.games' DestinationToken step): every major but the LNWR (whose token goes to
// its destination with its home token, tokens.ts) holds one until it places it on its destination hex, once
// connected to its home token; each turn the step asks (18xx.games places it, or passes, by itself: the log records that
// as the previous action's auto action). The token is free and takes a slot of its own when the city is full.
import type { GameState } from '../../18xx/state.ts';
import type { Ctx, Step } from '../../18xx/context.ts';
import { nodeKey, parseNodeKey, placedPathsOf, reachesNodeFrom, type NodeKey } from '../../18xx/map/track.ts';
import { currentTile, type MapState } from '../../18xx/map/index.ts';
import { currentCorp, expectOperator, jumpTo, orRound, autoAdvance } from '../../18xx/rounds/operating.ts';
import { corpOf } from '../../18xx/state.ts';
import { entityName, hexWords } from '../../18xx/words.ts';
import type { LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { corp1822 } from './data.ts';
import { own1822 } from './state.ts';
import { placeDestinationToken, TWO_HOMES } from './tokens.ts';

function destinationOf(state: GameState, corp: string): string | undefined {
  return corp1822(own1822(state).scenario, corp).destination;
}

function holdsDestinationToken(state: GameState, corp: string): boolean {
  const c = corpOf(state, corp);
  if (c.type !== 'major' || corp === TWO_HOMES) return false;
  if (!destinationOf(state, corp)) return false;
  return !(own1822(state).destinations ?? []).includes(corp);
}

/** The node 18xx.games walks from on a hex: its tile's first node along its paths (Tile#nodes.first), or none. */
function firstNode(map: MapState, hex: string): NodeKey | undefined {
  const { def, state } = currentTile(map, hex);
  // (a junction is no node there)
  return placedPathsOf(hex, def, state.rotation).flatMap((p) => p.nodes).find((k) => parseNodeKey(k).kind !== 'junction');
}

/**
 * Is the destination connected to the major's home token (18xx.games destination_node_check?: a walk from the
 * destination hex's first node, the major's blocking, reaching its home token's city)? The walk here goes the
 * other way, from the home city to that node: a city blocks alike either way, and neither end is checked.
 */
function connected(state: GameState, corp: string): boolean {
  const hex = destinationOf(state, corp);
  const map = state.map as MapState;
  const home = corp1822(own1822(state).scenario, corp).home;
  const city = map.hexes[home]?.tokens.findIndex((slots) => slots.includes(corp)) ?? -1;
  const target = hex ? firstNode(map, hex) : undefined;
  if (!target || city < 0) return false;
  return reachesNodeFrom(map, corp, [nodeKey(home, 'city', city)], (n) => n.key === target);
}

export const destinationStep: Step = {
  id: 'destination',
  actions: ['hex_token'],
  inSequence: true,
  active: (state) => holdsDestinationToken(state, currentCorp(state)),
  // (its pass stays open while loading a log: 18xx.games refuses it when connected only in live play)
  mustAct: (state, ctx) =>
    ctx.live && connected(state, currentCorp(state)) ? `${entityName(ctx, currentCorp(state))} must place its destination token: it is connected.` : null,
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    if (!holdsDestinationToken(state, corp) || !connected(state, corp)) return [];
    const hex = destinationOf(state, corp)!;
    return [{ label: `${entityName(ctx, corp)} places its destination token in ${hexWords(state, hex)}`, action: { type: 'hex_token', entity: corp, entity_type: 'corporation', hex, token_type: 'destination' } }];
  },
  process(state, ctx: Ctx, action) {
    const corp = String(action.entity ?? '');
    expectOperator(state, corp);
    if (orRound(state).step !== 'destination') jumpTo(state, ctx, 'destination');
    if (!holdsDestinationToken(state, corp)) throw new RuleError(`${entityName(ctx, corp)} has no destination token to place.`);
    const hex = destinationOf(state, corp)!;
    if (String(action.hex) !== hex) throw new RuleError(`${entityName(ctx, corp)}'s destination token goes on ${hexWords(state, hex)}.`);
    if (ctx.live && !connected(state, corp)) throw new RuleError(`${entityName(ctx, corp)} is not connected to ${hexWords(state, hex)} yet.`);
    placeDestinationToken(state, ctx, corp);
    autoAdvance(state, ctx);
  },
};
