import type { TitleDefinition } from './types.ts';

const titles = new Map<string, TitleDefinition>();

export function registerTitle(def: TitleDefinition): void {
  titles.set(def.id, def);
}

/** Find a title by slug or by any envelope title it accepts. */
export function findTitle(name: string): TitleDefinition | undefined {
  const direct = titles.get(name);
  if (direct) return direct;
  for (const def of titles.values()) if (def.titles.includes(name)) return def;
  return undefined;
}

export function allTitles(): TitleDefinition[] {
  return [...titles.values()];
}
