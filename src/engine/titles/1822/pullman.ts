// The pullman (P+, from P13 or P14): it never runs itself; before its run an operator may attach it to one of its
// trains (not an L, LP or E), which then visits as many cities and off-boards as its distance and any number of
// towns, every one paying (18xx.games G1822 Route choose / attach_pullman). It comes off after the run.
import type { TrainSpec } from '../../18xx/map/index.ts';
import { currentCorp, orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import { trainById } from '../../18xx/trains.ts';
import { trainWords } from '../../18xx/words.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { own1822 } from './state.ts';

export const PULLMAN = 'P+';
const NOT_PULLED = new Set(['L', 'LP', 'E']);

/** The operator's trains that may run now (not the pullman, not yet run this round), in the order it got them. */
export function runnableTrains(state: GameState, corp: string): string[] {
  return corpOf(state, corp).trains.filter((id) => {
    const t = trainById(state, id);
    return t.name !== PULLMAN && !t.operated;
  });
}

/** The trains the pullman may be attached to, in 18xx.games' order (the choice is an index into this list). */
function pullmanChoices(state: GameState, corp: string): string[] {
  return runnableTrains(state, corp).filter((id) => !NOT_PULLED.has(trainById(state, id).name));
}

/** May the operator attach its pullman now (once, at its run)? */
function choosingPullman(state: GameState, corp: string): boolean {
  return !own1822(state).pullman && corpOf(state, corp).trains.some((id) => trainById(state, id).name === PULLMAN) && pullmanChoices(state, corp).length > 0;
}

export function pullmanListed(state: GameState): LegalChoice[] {
  const corp = currentCorp(state);
  if (!choosingPullman(state, corp)) return [];
  return pullmanChoices(state, corp).map((id, i) => ({
    label: `First attach the pullman to the ${trainWords(id)}`,
    action: { type: 'choose', entity: corp, entity_type: 'corporation', choice: String(i) },
  }));
}

/** Attaches the pullman to the chosen train; returns that train. */
export function attachPullman(state: GameState, action: Action): string {
  const corp = String(action.entity);
  if (state.round.kind !== 'operating' || orRound(state).ran || !choosingPullman(state, corp)) throw new RuleError('There is nothing to choose now.');
  const train = pullmanChoices(state, corp)[Number(action.choice)];
  if (action.choice === undefined || !train) throw new RuleError('Choose one of your trains for the pullman.');
  own1822(state).pullman = train;
  return train;
}

/** A train's reach with the pullman attached (the map port's `trainSpec`): its distance in cities and off-boards, towns beyond. */
export function pullmanSpec(state: GameState, train: string, spec: TrainSpec): TrainSpec {
  if (own1822(state).pullman !== train) return spec;
  const cities = spec.rows ? (spec.rows.find((r) => r.nodes.includes('city'))?.visit ?? 0) : spec.distance;
  return {
    name: `${spec.name}+`,
    distance: cities,
    rows: [
      { nodes: ['city', 'offboard'], pay: 99, visit: cities },
      { nodes: ['town'], pay: 99, visit: 99 },
    ],
  };
}
