// Registry of map definitions by id, so map states (plain data) can name their map.
import type { MapDef } from './types.ts';

const defs = new Map<string, MapDef>();

export function registerMapDef(def: MapDef): void {
  defs.set(def.id, def);
}

export function getMapDef(id: string): MapDef {
  const def = defs.get(id);
  if (!def) throw new Error(`unknown map ${id}`);
  return def;
}
