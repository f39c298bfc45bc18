// Developing: a house on a hex with any train. Towns/mountains raise income; forests pay $2; Wheeling/Pittsburgh move on the track.
import { RuleError } from '../../types.ts';
import { HEXES, hexLabel } from './map.ts';
import { FOREST_DEVELOP_CASH, INDICATOR_LIMITS, TRACK_STEP } from './numbers.ts';
import { emit, note, type CxState } from './state.ts';

/** Why `hex` cannot be developed now, or null if it can. */
export function developProblem(state: CxState, hex: string): string | null {
  const info = HEXES[hex];
  if (!info) return `There is no hex ${hex} on the map.`;
  if (info.maxDevelopments === 0) {
    if (info.kind === 'plain') return `${hexLabel(hex)} is plain; plains cannot be developed.`;
    if (info.kind === 'industrial') return `${hexLabel(hex)} cannot be developed; it develops by itself after each dividend phase.`;
    if (info.start) return `${hexLabel(hex)} is a start hex; start hexes cannot be developed.`;
    return `${hexLabel(hex)} has no house value; it cannot be developed.`;
  }
  const done = state.developed[hex] ?? 0;
  if (done >= info.maxDevelopments) {
    return info.maxDevelopments === 1 ? `${hexLabel(hex)} already has a house.` : `${hexLabel(hex)} is fully developed (${done} times).`;
  }
  if (!(state.trains[hex]?.length)) return `${hexLabel(hex)} has no train; only hexes with a train can be developed.`;
  if (info.kind !== 'industrial' && state.houses === 0) return 'No houses are left in the supply.';
  return null;
}

export function developableHexes(state: CxState): string[] {
  if (state.indicators.develop >= INDICATOR_LIMITS.develop) return [];
  return Object.keys(state.trains).filter((hex) => developProblem(state, hex) === null);
}

export function develop(state: CxState, hex: unknown): void {
  if (typeof hex !== 'string') throw new RuleError('Name the hex to develop, like "K4".');
  if (state.indicators.develop >= INDICATOR_LIMITS.develop) throw new RuleError('The develop indicator is already in the red: no more developing this round.');
  const problem = developProblem(state, hex);
  if (problem) throw new RuleError(problem);
  const info = HEXES[hex]!;
  const here = state.trains[hex] ?? [];
  state.indicators.develop += 1;
  state.developed[hex] = (state.developed[hex] ?? 0) + 1;
  if (info.kind === 'industrial') {
    const step = TRACK_STEP[hex] ?? 1;
    state.track[hex] = (state.track[hex] ?? 0) + step;
    for (const id of here) state.companies[id].income += step;
    note(state, `${hexLabel(hex)} develops to ${state.track[hex]} (income +${step} for ${here.join(', ')}).`);
    emit(state, { type: 'developed', hex, what: 'track', entities: here, gain: step });
    return;
  }
  state.houses -= 1;
  if (info.kind === 'forest') {
    for (const id of here) {
      state.companies[id].cash += FOREST_DEVELOP_CASH;
      state.bank -= FOREST_DEVELOP_CASH;
    }
    note(state, `House on ${hexLabel(hex)}: the bank pays $${FOREST_DEVELOP_CASH} to ${here.join(', ')}.`);
    emit(state, { type: 'developed', hex, what: 'house', entities: here, gain: FOREST_DEVELOP_CASH });
    return;
  }
  for (const id of here) state.companies[id].income += info.houseValue;
  note(state, `House on ${hexLabel(hex)}: income +${info.houseValue} for ${here.join(', ')}.`);
  emit(state, { type: 'developed', hex, what: 'house', entities: here, gain: info.houseValue });
}
