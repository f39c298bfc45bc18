import type { MapDef } from './types.ts';

const defs = new Map<string, MapDef>();

export function registerMapDef(def: MapDef): void {
  defs.set(def.id, def);
}
export function getMapDef(_id: string): MapDef {
  throw new Error('not implemented');
}
