// Semi-restrictive track (18xx.games' default): in live play an upgrade must give the laying corporation new
// track or change a city's value; like 18xx.games, the check is waived while loading a log.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { distinctRotations, legalTileLays, type MapState, type TileColor } from '../../src/engine/18xx/map/index.ts';
import { chesapeakeMap } from '../../src/engine/titles/18chesapeake/map.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action } from '../../src/engine/types.ts';
import { loadFixture } from './helpers.ts';

interface Found {
  game: LoadedGame;
  corp: string;
  lay: { hex: string; tile: string; rotation: number };
}

/** The first state before a logged tile lay where some upgrade is legal except for the track restriction. */
function findRestrictedUpgrade(): Found | undefined {
  const log = loadFixture('18chesapeake-1905.json');
  let game = newGame(log.title, log.players, log.settings);
  for (const action of effectiveActions(log.actions)) {
    if (action.type === 'lay_tile' && typeof action.entity === 'string') {
      const state = game.state as GameState;
      const corp = action.entity;
      const map = state.map as MapState;
      const colors = chesapeake.phases[state.phase]!.tiles as TileColor[];
      const restricted = new Set(chesapeakeMap.tileChoices!(state, corp).map((l) => `${l.hex}/${l.tile}/${l.rotation}`));
      for (const o of legalTileLays(map, corp, colors)) {
        if (o.tile === map.hexes[o.hex]!.tile) continue;
        // (the listing names each way a tile fits once: a rotation laying the same track as another is not listed)
        for (const rotation of distinctRotations(map, o.tile, o.rotations)) {
          if (!restricted.has(`${o.hex}/${o.tile}/${rotation}`) && state.corps.some((c) => c.sym === corp)) {
            return { game, corp, lay: { hex: o.hex, tile: o.tile, rotation } };
          }
        }
      }
    }
    game = applyAction(game, action);
  }
  return undefined;
}

describe('semi-restrictive track', () => {
  const found = findRestrictedUpgrade();

  it('a real game reaches an upgrade that only the restriction forbids', () => {
    expect(found).toBeDefined();
  });

  it('is refused in live play with the rule named, and the choices for the bot leave it out', () => {
    const { game, corp, lay } = found!;
    const action: Action = { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: lay.hex, tile: lay.tile, rotation: lay.rotation };
    expect(() => applyAction(game, action)).toThrow(/new track or change city value/);
  });

  it('is accepted while loading a log, as 18xx.games does', () => {
    const { game, corp, lay } = found!;
    const state = game.def.clone(game.state) as GameState;
    const action: Action = { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: lay.hex, tile: lay.tile, rotation: lay.rotation };
    expect(() => game.def.process(state, action)).not.toThrow();
    expect((state.map as MapState).hexes[lay.hex]!.tile).toBe(lay.tile);
  });
});
