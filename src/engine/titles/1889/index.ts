// Shikoku 1889 on the shared 18xx engine.
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import type { GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import { shikoku } from './data.ts';
import { shikokuMap } from './map.ts';
import type { ShikokuState } from './privates.ts';
import { shikokuRules } from './rules.ts';

export function ctxFor(): Ctx {
  return { cfg: shikoku, map: shikokuMap, rules: shikokuRules, events: new EventLog() };
}

export const ctxOf = (_state: GameState): Ctx => ctxFor();

export default makeDefinition({
  id: '1889',
  titles: ['1889'],
  displayName: 'Shikoku 1889',
  minPlayers: 2,
  maxPlayers: 6,
  ctxOf,
  currency: shikoku.currency,
  setup: ({ seed, players }) => {
    const own: ShikokuState = { soldLay: null, used: [], acted: false };
    // two players: South Iyo Railway is left out
    return setupGame(ctxFor(), seed, players, { title: { ...own }, ...(players.length === 2 ? { removeCompanies: ['SIR'] } : {}) });
  },
});
