// Replays the map-related actions of the real 18Chesapeake logs on a fresh map (test helper).
import { readFileSync } from 'node:fs';
import { effectiveActions } from '../../src/engine/log.ts';
import type { Action } from '../../src/engine/types.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import '../../src/engine/titles/18chesapeake/map-data.ts';
import '../../src/engine/titles/1828/map-data.ts';
import {
  createMap,
  layTile,
  placeHomeToken,
  placeToken,
  corporationCities,
  type MapState,
  type PhaseColor,
} from '../../src/engine/18xx/map/index.ts';

export const CHESAPEAKE_FIXTURES = ['18chesapeake-1905', '18chesapeake-1277', '18chesapeake-14377', '18chesapeake-otr-bank'];

export function loadActions(name: string): Action[] {
  const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/${name}.json`, 'utf8')) as { actions: Action[] };
  return effectiveActions(log.actions);
}

/** Phase colour after buying a train of this name (18Chesapeake phases). */
const PHASE_OF_TRAIN: Record<string, PhaseColor> = { '2': 'yellow', '3': 'green', '4': 'green', '5': 'brown', '6': 'brown', D: 'gray' };

/** Tile colours allowed in a phase of this colour. */
export function colorsUpTo(phase: PhaseColor): PhaseColor[] {
  const order: PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];
  return order.slice(0, order.indexOf(phase) + 1);
}

export interface ReplayEvent {
  action: Action;
  map: MapState;
  phase: PhaseColor;
  /** Corporation acting (company actions resolved to the owning corporation). */
  corporation: string;
}

/**
 * Walks the effective actions, keeping the map in step: home tokens are placed when a corporation first acts
 * in an operating round; `onEvent` sees every lay_tile / place_token / run_routes before it is applied.
 */
export function replay(name: string, onEvent: (e: ReplayEvent) => void): MapState {
  const map = createMap('18chesapeake');
  const owner = new Map<string, string>();
  const homed = new Set<string>();
  let phase: PhaseColor = 'yellow';
  for (const action of loadActions(name)) {
    const entity = String(action.entity ?? '');
    if (action.type === 'buy_company' && action.entity_type === 'corporation') owner.set(String(action.company), entity);
    if (action.type === 'buy_company' && action.entity_type === 'player') owner.set(String(action.company), entity);
    if (action.type === 'buy_train') {
      const trainName = String(action.train).split('-')[0]!;
      const next = PHASE_OF_TRAIN[trainName];
      const order: PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];
      if (next && order.indexOf(next) > order.indexOf(phase)) phase = next;
    }
    const corporation = action.entity_type === 'company' ? (owner.get(entity) ?? entity) : entity;
    if (action.entity_type === 'corporation' && !homed.has(entity) && action.type !== 'par') {
      if (['lay_tile', 'place_token', 'run_routes', 'buy_train', 'pass', 'dividend'].includes(action.type)) {
        homed.add(entity);
        if (corporationCities(map, entity).length === 0) placeHomeToken(map, entity);
      }
    }
    if (!['lay_tile', 'place_token', 'run_routes'].includes(action.type)) continue;
    onEvent({ action, map, phase, corporation });
    if (action.type === 'lay_tile') {
      layTile(
        map,
        { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) },
        { corporation, skipConnectivity: action.entity_type === 'company', phaseColors: colorsUpTo(phase) },
      );
    } else if (action.type === 'place_token') {
      // 18xx.games ignores the clicked slot (it takes the reserved or first free one); it was free, though
      placeToken(map, corporation, { city: String(action.city), slot: Number(action.slot) }, {
        requireReachable: action.entity_type !== 'company',
      });
    }
  }
  return map;
}
