// Operators: minors (one class of train, the shape of their token) and majors (both classes, one
// token of their minority shape). Who acts for them, their money, their trains.
import type { SteelPublic } from './state.ts';
import type { SteelData } from './data/schema.ts';
import type { Shape } from './revenue.ts';

export type OperatorKind = 'minor' | 'major';

export function operatorKind(state: SteelPublic, id: string): OperatorKind {
  return state.majors[id] ? 'major' : 'minor';
}

/** The player who decides for the operator. */
export function actorOf(state: SteelPublic, id: string): string {
  return (state.majors[id] ? state.majors[id].president : state.companies[id]!.owner)!;
}

export function treasuryOf(state: SteelPublic, id: string): number {
  return state.majors[id] ? state.majors[id].treasury : state.companies[id]!.treasury;
}

export function addTreasury(state: SteelPublic, id: string, amount: number): void {
  if (state.majors[id]) state.majors[id].treasury += amount;
  else state.companies[id]!.treasury += amount;
}

/** Token shapes a company may own: a minor its one; a major both (its main shape first). */
export function tokenShapes(data: SteelData, id: string): Shape[] {
  const minor = data.companies.minors.find((m) => m.id === id);
  if (minor) return [minor.token];
  const major = data.companies.majors.find((m) => m.id === id)!;
  const square = major.tokens.square ?? 0;
  const round = major.tokens.round ?? 0;
  return square >= round ? ['square', 'round'] : ['round', 'square'];
}

/** Token counts by shape a major has in all. */
export function tokenCounts(data: SteelData, id: string): Record<Shape, number> {
  const major = data.companies.majors.find((m) => m.id === id)!;
  return { square: major.tokens.square ?? 0, round: major.tokens.round ?? 0 };
}

/** May this operator buy (and run) a train of this class? Minors only their token's class. */
export function mayRunClass(data: SteelData, id: string, cls: 'H' | 'F' | 'P' | 'E'): boolean {
  const minor = data.companies.minors.find((m) => m.id === id);
  if (!minor) return true;
  return data.trains.classes[cls].freight === (minor.token === 'square');
}

export function trainsOf(state: SteelPublic, id: string) {
  return state.trains.filter((t) => t.owner === id);
}
