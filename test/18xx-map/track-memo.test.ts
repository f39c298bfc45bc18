// The memoised track graph, token index, reaches and route chains (the graph patched on every lay; tokens re-read
// per changed hex; a reach dropped when a tile or token changes in a hex it touches; a connection's chains kept
// while its hexes' tiles stay) must always equal a graph, scan, walk and chain search built from scratch: checked
// at every map action of real 18Chesapeake and 1828 games.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { buildTrack, reach, reachOf, tokenNodes, trackOf, type Reach, type Track } from '../../src/engine/18xx/map/track.ts';
import type { MapState } from '../../src/engine/18xx/map/types.ts';
import { chainsAlong, matchingChains, type Chain } from '../../src/engine/18xx/map/routes.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { loadFixture } from '../18chesapeake/helpers.ts';

function edgesOf(track: Track): string[] {
  const out: string[] = [];
  track.byEdgeIndex.forEach((ids, key) => {
    for (const id of ids ?? []) out.push(`${track.grid.ids[Math.floor(key / 6)]}:${key % 6}>${track.paths[id]!.hex}/${track.paths[id]!.index}`);
  });
  return out.sort();
}

function reachSummary(track: Track, r: Reach): { nodes: string[]; paths: string[]; hexEdges: string[] } {
  return {
    nodes: [...r.nodes].sort(),
    paths: [...r.paths].map((id) => `${track.paths[id]!.hex}/${track.paths[id]!.index}`).sort(),
    hexEdges: [...r.hexEdges].map(([h, e]) => `${h}:${[...e].sort().join('')}`).sort(),
  };
}

describe('track memo', () => {
  it.each(['18chesapeake-1905.json', '18chesapeake-1277.json', '18chesapeake-14377.json', '18chesapeake-otr-bank.json', '1828-23366.json', '1828-bankrupt.json'])('equals a fresh build after every action of %s', (file) => {
    const log = loadFixture(file);
    const game = newGame(log.title, log.players, log.settings);
    const state = game.state as GameState;
    const corps = state.corps.map((c) => c.sym);
    let checked = 0;
    for (const action of effectiveActions(log.actions)) {
      if (action.type === 'message') continue;
      if (action.type === 'run_routes') {
        // a logged run's connections: the remembered chains equal chains found on a fresh graph
        const map = state.map as MapState;
        const fresh = buildTrack(map);
        const named = (track: Track, chains: readonly Chain[]) => chains.map((c) => `${c.a}>${c.b}:${c.paths.map((id) => `${track.paths[id]!.hex}/${track.paths[id]!.index}`).join(',')}`);
        for (const route of (action.routes ?? []) as { connections: string[][] }[]) {
          for (const hexIds of route.connections) expect(named(trackOf(map), chainsAlong(trackOf(map), hexIds))).toEqual(named(fresh, matchingChains(fresh, hexIds)));
        }
      }
      game.def.process(state, action);
      for (const auto of action.auto_actions ?? []) game.def.process(state, auto);
      if (!['lay_tile', 'place_token', 'run_routes'].includes(action.type)) continue;
      const map = state.map as MapState;
      const fresh = buildTrack(map);
      expect(edgesOf(trackOf(map))).toEqual(edgesOf(fresh));
      // the token index (re-read per changed hex) lists each corporation's token cities in map order
      const scanned = new Map<string, string[]>();
      for (const [hex, h] of Object.entries(map.hexes)) {
        h.tokens.forEach((slots, city) => slots.forEach((c) => c && scanned.set(c, [...(scanned.get(c) ?? []), `${hex}:city:${city}`])));
      }
      for (const corp of corps) {
        expect(tokenNodes(map, corp)).toEqual(scanned.get(corp) ?? []);
        expect(reachSummary(trackOf(map), reachOf(map, corp))).toEqual(reachSummary(fresh, reach(fresh, corp)));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
