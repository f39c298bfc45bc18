// 1822's choice round between a stock round and the operating rounds (18xx.games' "Choose"): the player holding
// P9 may declare double their cash for the new player order (the order by cash is set right after).
import type { Ctx, RoundDef } from '../../18xx/context.ts';
import type { GameState, Round } from '../../18xx/state.ts';
import { isPlayer } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { own1822 } from './state.ts';

export const DOUBLE_CASH = 'P9';

interface ChooseRound {
  kind: 'choose';
  player: string;
  done?: boolean;
}

function chooser(state: GameState): string | null {
  const p9 = state.companies.find((c) => c.sym === DOUBLE_CASH);
  return p9 && !p9.closed && p9.owner && isPlayer(state, p9.owner) ? p9.owner : null;
}

function round(state: GameState): ChooseRound {
  if (state.round.kind !== ('choose' as string)) throw new RuleError('Not in the choice round.');
  return state.round as unknown as ChooseRound;
}

export const chooseRoundDef: RoundDef = {
  kind: 'choose',
  steps: [],
  start(state: GameState) {
    own1822(state).doubleCash = null;
    const player = chooser(state);
    state.round = { kind: 'choose', player: player ?? '', done: !player } as unknown as Round;
  },
  actors: (state) => [round(state).player],
  choices(state, _ctx, player): LegalChoice[] {
    if (round(state).player !== player) return [];
    return [
      { label: 'Double your cash for the player order', action: { type: 'choose', entity: player, entity_type: 'player', choice: 'double' } },
      { label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } },
    ];
  },
  process(state: GameState, _ctx: Ctx, action: Action) {
    const r = round(state);
    if (String(action.entity) !== r.player) throw new RuleError('It is not your turn.');
    if (action.type === 'choose') {
      if (action.choice !== 'double') throw new RuleError('The choice is to double your cash.');
      own1822(state).doubleCash = r.player;
    } else if (action.type !== 'pass') throw new RuleError(`Cannot ${action.type} now: choose or pass.`);
    r.done = true;
  },
  heading: () => 'Choice of doubled cash',
};
