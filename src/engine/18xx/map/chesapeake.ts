import type { MapDef } from './types.ts';

/** 18Chesapeake map (also used by its Off the Rails variant). */
export const CHESAPEAKE_MAP: MapDef = undefined as unknown as MapDef;
