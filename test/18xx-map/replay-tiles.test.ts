import { describe, expect, it } from 'vitest';
import { checkTileLay, cityIdOf, findTileHex, legalTileLays, resolveCity, tileIdOf, tokenableCities } from '../../src/engine/18xx/map/index.ts';
import { CHESAPEAKE_FIXTURES, colorsUpTo, replay } from './fixtures.ts';

describe('18Chesapeake fixtures: every lay_tile and place_token is accepted', () => {
  for (const name of CHESAPEAKE_FIXTURES) {
    it(name, () => {
      let lays = 0;
      let tokens = 0;
      replay(name, ({ action, map, corporation, phase }) => {
        if (action.type === 'lay_tile') {
          const error = checkTileLay(
            map,
            { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) },
            {
              corporation,
              skipConnectivity: action.entity_type === 'company',
              phaseColors: colorsUpTo(phase),
              ...(action.entity_type === 'company' ? {} : { trackRestriction: 'semi_restrictive' as const }),
            },
          );
          expect(error, `action ${action.id}`).toBeNull();
          // the autocomplete offers it too
          const offered = legalTileLays(map, corporation, colorsUpTo(phase), {
            hex: String(action.hex),
            skipConnectivity: action.entity_type === 'company',
          });
          const name = String(action.tile).split('-')[0];
          expect(offered.find((o) => o.tile === name)?.rotations, `action ${action.id}`).toContain(Number(action.rotation));
          lays++;
        } else if (action.type === 'place_token') {
          const ref = resolveCity(map, String(action.city));
          expect(cityIdOf(map, ref.hex, ref.city)).toBe(action.city);
          expect(findTileHex(map, tileIdOf(map, ref.hex))).toBe(ref.hex);
          expect(map.hexes[ref.hex]!.tokens[ref.city]![Number(action.slot)], `action ${action.id}`).toBeNull();
          if (action.entity_type === 'corporation') {
            expect(tokenableCities(map, corporation).map((c) => c.id), `action ${action.id}`).toContain(action.city);
          }
          tokens++;
        }
      });
      expect(lays).toBeGreaterThan(30);
      expect(tokens).toBeGreaterThan(3);
    });
  }
});
