// Chicago Express numbers that are not part of the map or the company charters.
// Values marked UNVERIFIED come from a hobby implementation; keep them here so they can be corrected in one place.

/** Money the banker splits evenly among the players at setup. */
export const START_CASH_TOTAL = 120;

export type IndicatorId = 'auction' | 'develop' | 'build';
export const INDICATORS: readonly IndicatorId[] = ['auction', 'develop', 'build'];

/** Actions per round on each indicator; the action that reaches this count moves the needle into red. */
export const INDICATOR_LIMITS: Record<IndicatorId, number> = { auction: 3, develop: 4, build: 5 };

/** Houses in the supply for developing hexes (3 more sit on the development track as markers). */
export const HOUSE_SUPPLY = 20;

export const DETROIT = 'E0';
export const WHEELING = 'I6';
export const PITTSBURGH = 'K4';
export const CHICAGO = 'A2';
export const FORT_WAYNE = 'D3';

/** Industrial cities: starting value on the development track. */
export const TRACK_START: Record<string, number> = { [DETROIT]: 1, [WHEELING]: 3, [PITTSBURGH]: 4 };
/** How far one development moves an industrial city on the track. UNVERIFIED (Wheeling +1, Pittsburgh +2). */
export const TRACK_STEP: Record<string, number> = { [DETROIT]: 1, [WHEELING]: 1, [PITTSBURGH]: 2 };
/** How many times players may develop each industrial city (Detroit develops only by itself). */
export const MAX_DEVELOPMENTS: Record<string, number> = { [DETROIT]: 0, [WHEELING]: 4, [PITTSBURGH]: 3 };

/** Detroit reaching this value on the track ends the game at the next dividend check. */
export const DETROIT_END = 8;
/** Money the bank pays to the company in a forest when the forest is developed. */
export const FOREST_DEVELOP_CASH = 2;

/** End conditions, checked after each dividend phase (at least this many companies, at most this many houses). */
export const END_COMPANIES_OUT = 3;
export const END_HOUSES_LEFT = 3;
