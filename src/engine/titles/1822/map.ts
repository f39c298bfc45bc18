// 1822's maps (1822, 1822+ with its six more minors' homes, 1822MRS, 1822NRS) registered with the shared map
// module, and the usual map port over each game's data.
import type { TitleConfig } from '../../18xx/config.ts';
import type { MapPort } from '../../18xx/map-port.ts';
import { buildMapDef } from '../../18xx/map/build-map.ts';
import { registerMapDef } from '../../18xx/map/registry.ts';
import type { TileColor } from '../../18xx/map/types.ts';
import { standardMapPort } from '../../18xx/standard-map.ts';
import { corp1822, type ScenarioKey } from './data.ts';
import { MAP_BASE } from './data/map-base.ts';
import { MAP_MRS } from './data/map-mrs.ts';
import { MAP_NRS } from './data/map-nrs.ts';
import type { MapData1822 } from './types.ts';
import { layCost1822, rightsHeld, rightsHexes, terrainBefore } from './abilities.ts';
import { destinationSearchHooks, routeRules1822 } from './routes.ts';
import { pullmanSpec } from './pullman.ts';
import { eTrainSpec } from './etrain.ts';
import { keepLondonSlot, LONDON } from './london.ts';

const DATA: Record<ScenarioKey, MapData1822> = { base: MAP_BASE, mrs: MAP_MRS, nrs: MAP_NRS };

/** The map id of a game: its scenario, and for 1822 whether the 1822+ minors are in. */
export function mapId1822(cfg: TitleConfig): string {
  return cfg.corporations.some((c) => c.sym === '30') ? `${cfg.key}+` : cfg.key;
}

const registered = new Set<string>();

/** Swansea's yellow S city: tile 57 replaces the city and town (18xx.games UPGRADEABLE_S_HEX_NAME and its tile, rotations). */
const SWANSEA = { D35: { tile: '57', rotations: [2, 5] } };

/** Hexes whose lays skip the track restriction: Cardiff, and the English Channel but in 1822NRS (18xx.games CARDIFF_HEX, ENGLISH_CHANNEL_HEX). */
const unrestricted = (key: ScenarioKey): string[] => (key === 'nrs' ? ['F35'] : ['F35', 'P43']);

function register(key: ScenarioKey, cfg: TitleConfig): string {
  const id = mapId1822(cfg);
  if (registered.has(id)) return id;
  const d = DATA[key];
  const homes: Record<string, { hex: string; city?: number }> = {};
  for (const c of cfg.corporations) {
    const def = corp1822(key, c.sym);
    homes[c.sym] = { hex: def.home, ...(def.city !== undefined ? { city: def.city } : {}) };
  }
  registerMapDef(
    buildMapDef({
      id,
      layout: 'flat',
      hexGroups: d.hexGroups.map(([color, code, ids]) => [color as TileColor, code, ids] as const),
      locationNames: d.locationNames,
      manifest: d.manifest,
      extraTiles: Object.fromEntries(Object.entries(d.extraTiles).map(([n, [color, code]]) => [n, [color as TileColor, code] as const])),
      homes,
      replacedBy: SWANSEA,
      unrestrictedHexes: unrestricted(key),
      // (London: the Token step places there without 18xx.games' tokenable checks, G1822 LONDON_HEX)
      looseTokenHexes: ['M38'],
    }),
  );
  registered.add(id);
  return id;
}

const ports = new WeakMap<TitleConfig, MapPort>();

/** Cardiff and the English Channel take any legal upgrade, new track or not (18xx.games G1822 check_track_restrictions!). */
const RESTRICTION_FREE = ['F35', 'P43'];

/** The map port of a game's data (one per TitleConfig). */
export function map1822(key: ScenarioKey, cfg: TitleConfig): MapPort {
  let port = ports.get(cfg);
  if (!port) {
    const base = standardMapPort({
      mapId: register(key, cfg),
      cfg,
      routeHooks: routeRules1822,
      searchHooks: destinationSearchHooks,
      trainSpec: (state, train, spec) => eTrainSpec(pullmanSpec(state, train, spec)),
      restrictionFree: RESTRICTION_FREE,
    });
    // (the LNWR's destination token goes down with its home token: tokens.ts)
    port = {
      ...base,
      // terrain less the operator's privates' discounts, water borders, and what the privates laying change
      layTile(state, corp, lay, opts) {
        const before = terrainBefore(state, lay.hex);
        // (a stub binds only where no player holds track rights: 18xx.games G1822 legal_tile_rotation?)
        const total = base.layTile(state, corp, lay, rightsHeld(state, lay.hex) ? { ...opts, ignoreStubs: true } : opts);
        // (an upgrade of London gives minor 14's city its own slot again)
        if (lay.hex === LONDON) keepLondonSlot(state, base);
        return layCost1822(state, corp, lay.hex, before, total - before.cost, opts.special ? opts.special.split('+') : []);
      },
      // the same, without laying (London's slot, kept by a lay, costs nothing)
      layCost(state, corp, lay, opts) {
        const before = terrainBefore(state, lay.hex);
        const total = base.layCost!(state, corp, lay, rightsHeld(state, lay.hex) ? { ...opts, ignoreStubs: true } : opts);
        return layCost1822(state, corp, lay.hex, before, total - before.cost, opts.special ? opts.special.split('+') : []);
      },
      // the same rules for the listed lays: stubs waived where rights are held, costs less the privates' discounts
      tileChoices(state, corp) {
        const lays = base.tileChoices?.(state, corp, { stubsWaived: rightsHexes(state) }) ?? [];
        return lays.map((l) => {
          const before = terrainBefore(state, l.hex);
          return { ...l, cost: layCost1822(state, corp, l.hex, before, l.cost - before.cost, []) };
        });
      },
    };
    ports.set(cfg, port);
  }
  return port;
}
