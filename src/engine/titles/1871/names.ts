// 1871's companies as players call them: privates and minors by name, a paper company by its major's name (majors
// by symbol, as in every 18xx title); the sealed rounds' items are minors as well as privates, so a company lookup
// names a minor too (the shared words ask for an auction item as a company).
import type { GameState } from '../../18xx/state.ts';
import type { TitleDefinition } from '../../types.ts';
import { dataOf, type SteelData } from './data.ts';

export function steelName(data: SteelData, id: string): string | null {
  const c = data.companies;
  const named = c.privates.find((p) => p.id === id) ?? c.minors.find((m) => m.id === id);
  if (named) return named.name;
  const paper = c.paper.find((p) => p.id === id);
  return paper ? `${c.majors.find((m) => m.id === paper.major)?.name ?? paper.major} (paper)` : null;
}

export function withNames(def: TitleDefinition<GameState>): TitleDefinition<GameState> {
  return { ...def, entityName: (view, id, kind) => steelName(dataOf(view as unknown as GameState), id) ?? def.entityName?.(view, id, kind) ?? id };
}
