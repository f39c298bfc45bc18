// Home tokens: a minor's when it is won, a major's (of its main shape) when it floats; on its
// reserved city of the home hex. Free of charge.
import type { SteelPublic } from './state.ts';
import { placeHomeToken } from '../../18xx/map/index.ts';
import type { SteelData } from './data/schema.ts';
import { tokenKey } from './map.ts';
import { tokenShapes } from './operators.ts';

export function placeHome(data: SteelData, state: SteelPublic, company: string): void {
  const placed = placeHomeToken(state.map, company);
  const shape = tokenShapes(data, company)[0]!;
  state.tokenShapes[tokenKey(placed.hex, placed.city, company)] = shape;
  if (state.majors[company]) state.majors[company].tokensUsed[shape] += 1;
}
