// What every rule function needs besides the state: the title's static data and its map.
import type { TitleConfig } from './config.ts';
import type { MapPort } from './map-port.ts';

export interface Ctx {
  cfg: TitleConfig;
  map: MapPort;
  /** Replaying an import: waive only what 18xx.games waives while loading. */
  lenient: boolean;
  /** A new action in live play (not loading a log): 18xx.games' checks skipped while loading apply. */
  live?: boolean;
}
