// Chicago Express's public surface for the bot and the renderers: its definition, state type, data and
// read-only questions. Nothing here changes a game; actions go through the engine contract.
export { default as chicagoExpress } from './index.ts';
export type { CxState } from './state.ts';
export { dividendPerShare, minimumBid } from './state.ts';
export { lowestBid } from './auction.ts';
export { nextBuildHexes } from './build-options.ts';
export { COMPANIES, COMPANY_IDS, isCompanyId, type CompanyId } from './companies.ts';
export { HEXES, hexLabel } from './map.ts';
export { DETROIT, INDICATORS, INDICATOR_LIMITS, PITTSBURGH, WHEELING } from './numbers.ts';

import chicagoExpress from './index.ts';
import type { TitleDefinition } from '../../types.ts';

/** Is this game's title Chicago Express? */
export function isChicagoExpress(def: TitleDefinition): boolean {
  return def === chicagoExpress;
}
