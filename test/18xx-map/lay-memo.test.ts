// Legal tile lays are listed once per map state and options (memoised on the map object, dropped by every change),
// and the track-restriction check tries each candidate on one scratch copy of the map whose graph is patched per
// trial. Both must answer exactly as a listing on a fresh copy and as checking each lay on its own would.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, legalActions, newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { checkTileLay, legalTileLays, tileDef } from '../../src/engine/18xx/map/index.ts';
import { buildTrack, trackOf, type Track } from '../../src/engine/18xx/map/track.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { loadFixture } from '../18chesapeake/helpers.ts';
import { colorsUpTo, replay } from './fixtures.ts';

const RESTRICTED = { trackRestriction: 'semi_restrictive' as const };

const pathsByHex = (track: Track): string[] =>
  [...track.byHex].flatMap(([hex, ids]) => ids.map((id) => `${hex}/${track.paths[id]!.index}:${track.paths[id]!.edges.join('')}`)).sort();

describe('legal tile lays, memoised per map state', () => {
  it.each(['18chesapeake-14377'])('follow every change of one map object through %s, as a fresh copy and single checks say', (name) => {
    let checked = 0;
    let upgrades = 0;
    replay(name, ({ action, map, corporation, phase }) => {
      if (action.type !== 'lay_tile' || action.entity_type !== 'corporation') return;
      const colors = colorsUpTo(phase);
      const before = JSON.stringify(map);
      // the same map object was listed at the previous lay: a memo not dropped by the lays and tokens since shows here
      const lays = legalTileLays(map, corporation, colors, RESTRICTED);
      expect(lays, `${name} action ${action.id}`).toEqual(legalTileLays(structuredClone(map), corporation, colors, RESTRICTED));
      // the trials leave the map, and its memoised graph, as they were
      expect(JSON.stringify(map)).toBe(before);
      expect(pathsByHex(trackOf(map))).toEqual(pathsByHex(buildTrack(map)));
      // on the logged hex: every tile and rotation listed is accepted alone, every other refused
      const hex = String(action.hex);
      if (map.hexes[hex]!.tile !== hex) upgrades++;
      for (const [tile, copies] of Object.entries(map.supply)) {
        if (!copies.length || !colors.includes(tileDef(map, tile).color as never)) continue;
        const listed = lays.find((l) => l.hex === hex && l.tile === tile)?.rotations ?? [];
        for (let rotation = 0; rotation < 6; rotation++) {
          const alone = checkTileLay(map, { hex, tile, rotation }, { corporation, phaseColors: colors, ...RESTRICTED }) === null;
          expect(alone, `${name} action ${action.id}: ${tile} on ${hex} rotation ${rotation}`).toBe(listed.includes(rotation));
        }
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(40);
    expect(upgrades).toBeGreaterThan(10);
  });

  it('hands each caller its own copy', () => {
    let done = false;
    replay('18chesapeake-1905', ({ action, map, corporation, phase }) => {
      if (done || action.type !== 'lay_tile' || action.entity_type !== 'corporation') return;
      const first = legalTileLays(map, corporation, colorsUpTo(phase));
      const kept = structuredClone(first);
      first[0]!.rotations.length = 0;
      first.length = 0;
      expect(legalTileLays(map, corporation, colorsUpTo(phase))).toEqual(kept);
      done = true;
    });
    expect(done).toBe(true);
  });

  // 1828 changes its map outside the map module too (system mergers rename tokens, removed corporations leave
  // blockers), each followed by mapChanged: the legal moves at every lay of a game that keeps one state object
  // equal those of a fresh copy
  it('follow 1828’s own map changes (mergers, blockers) in 1828-bankrupt', () => {
    const log = loadFixture('1828-bankrupt.json');
    const game = newGame(log.title, log.players, log.settings);
    const state = game.state as GameState;
    let checked = 0;
    for (const action of effectiveActions(log.actions)) {
      if (action.type === 'message') continue;
      if (action.type === 'lay_tile') {
        const fresh = { ...game, state: game.def.clone(state) };
        for (const p of activePlayers(game)) expect(legalActions(game, p), `action ${action.id}`).toEqual(legalActions(fresh, p));
        checked++;
      }
      game.def.process(state, action);
      for (const auto of action.auto_actions ?? []) game.def.process(state, auto);
    }
    expect(checked).toBeGreaterThan(40);
  });
});
