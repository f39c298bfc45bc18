// 1828's remove_token (g_1828 step/merger.rb create_system, step/remove_tokens.rb): a new system with tokens in
// two cities of one hex removes one of them (a blocker takes its place) before the share exchange runs. The real
// games never reach it: the NYC+NYH merger of 1828-23366 (596) is played with one token added for NYC in the
// other city of New York (G23), where NYH already has its home.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { LoadedGame } from '../../src/engine/game.ts';
import * as map from '../../src/engine/18xx/map/index.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import { mergerOf } from '../../src/engine/titles/1828/merger-round.ts';
import { own1828 } from '../../src/engine/titles/1828/state.ts';
import { gameAfter, loadOracle } from './fixtures.ts';
import type { Action } from '../../src/engine/types.ts';
import { nextTokenPrice } from '../../src/engine/18xx/steps/token.ts';
import type { XxFace } from '../../src/engine/18xx/definition.ts';

let base: { game: LoadedGame; state: GameState; action: Action } | undefined;

/** 1828-23366 before its action 596 (the NYC+NYH merger), with NYC given a token in G23's city 0 (a fresh copy). */
function beforeMerge(id: 596): { game: LoadedGame; state: GameState; action: Action } {
  if (!base) {
    const { game, state, actions } = gameAfter('1828-23366', id - 1);
    map.placeToken(state.map as MapState, 'NYC', { hex: 'G23', cityIndex: 0 }, { skipChecks: true });
    state.corps.find((c) => c.sym === 'NYC')!.tokensUsed += 1;
    base = { game, state, action: actions.find((a) => a.id === id)! };
  }
  return { ...base, state: base.game.def.clone(base.state) as GameState };
}

const tokensIn = (state: GameState, hex: string) => (state.map as MapState).hexes[hex]!.tokens;

describe('1828 remove_token after a merger', () => {
  it('stops the merger for the system to pick the token to remove, lists both cities, and then runs the exchange', () => {
    const { game, state, action } = beforeMerge(596);
    expect(action).toMatchObject({ type: 'merge', entity: 'NYC', corporation: 'NYH' });
    const acting = game.def.activePlayers(state)[0]!;
    game.def.process(state, action);
    const S = 'NYC-NYH';
    expect(tokensIn(state, 'G23').map((slots) => slots.filter((t) => t === S).length)).toEqual([1, 1]);
    expect(mergerOf(state)!.removeTokens).toEqual(['G23']);
    // the exchange waits: no question asked yet, the members' shares still in place
    expect(mergerOf(state)!.pending).toBeNull();
    expect(game.def.activePlayers(state)).toEqual([acting]);
    const listed = game.def.legalActions(state, acting);
    expect(listed.map((c) => c.action.type)).toEqual(['remove_token', 'remove_token']);
    expect(listed.every((c) => c.action.entity === S && c.action.entity_type === 'system')).toBe(true);
    // nothing else is taken meanwhile
    expect(() => game.def.process(game.def.clone(state), { type: 'pass', entity: acting, entity_type: 'player' })).toThrow(/remove a token/);
    expect(() => game.def.process(game.def.clone(state), { type: 'remove_token', entity: S, entity_type: 'system', city: 'C15-0-0', slot: 0 })).toThrow();
    const used = state.corps.find((c) => c.sym === S)!.tokensUsed;
    const tokens = own1828(state).systemDefs!.find((d) => d.sym === S)!.tokens.length;
    const pick = listed.find((c) => String(c.action.city).endsWith('-0'))!;
    const events = game.def.process(state, pick.action) ?? [];
    expect(events).toContainEqual({ type: 'token_removed', entity: S, city: pick.action.city, hex: 'G23', blocker: true });
    expect(tokensIn(state, 'G23')[0]).toContain('B');
    expect(tokensIn(state, 'G23')[0]).not.toContain(S);
    expect(tokensIn(state, 'G23')[1]).toContain(S);
    expect(state.corps.find((c) => c.sym === S)!.tokensUsed).toBe(used - 1);
    expect(own1828(state).systemDefs!.find((d) => d.sym === S)!.tokens.length).toBe(tokens - 1);
    // the exchange has run on: its next question (or the end of the merger) follows as in the real game
    const m = mergerOf(state);
    expect(m?.removeTokens ?? []).toEqual([]);
    expect(!m || !!m.pending || !!m.failed).toBe(true);
  });

  it('accepts the action as 18xx.games writes it (the system as entity, city and slot)', () => {
    const { game, state, action } = beforeMerge(596);
    game.def.process(state, action);
    const city = map.cityIdOf(state.map as MapState, 'G23', 1);
    const slot = tokensIn(state, 'G23')[1]!.indexOf('NYC-NYH');
    game.def.process(state, { type: 'remove_token', entity: 'NYC-NYH', entity_type: 'corporation', city, slot, id: 9999 });
    expect(tokensIn(state, 'G23')[1]![slot]).toBe('B');
    expect(tokensIn(state, 'G23')[0]).toContain('NYC-NYH');
  });

  // the same removals through the 18xx.games engine (tools/18xx-diff/1828/remove-token.rb)
  const oracle = loadOracle<{ city: number; slot: number; cash: Record<string, number>; system_cash: number; president: string; tokens: number; used: number; next_price: number; g23: (string | null)[][] }[]>('remove-token-1828-23366.json');
  for (const o of oracle)
    it(`leaves the state 18xx.games reaches (token removed from city ${o.city})`, () => {
      const { game, state, action } = beforeMerge(596);
      game.def.process(state, action);
      const S = 'NYC-NYH';
      game.def.process(state, { type: 'remove_token', entity: S, entity_type: 'system', city: map.cityIdOf(state.map as MapState, 'G23', o.city), slot: o.slot });
      const ctx = (game.def.face as XxFace).ctxOf(state);
      const sys = state.corps.find((c) => c.sym === S)!;
      expect({
        cash: Object.fromEntries(Object.keys(o.cash).map((p) => [p, state.cash[p]])),
        system_cash: state.cash[S],
        president: sys.president,
        tokens: own1828(state).systemDefs!.find((d) => d.sym === S)!.tokens.length,
        used: sys.tokensUsed,
        next_price: nextTokenPrice(state, ctx, S),
        g23: tokensIn(state, 'G23'),
      }).toEqual({ cash: o.cash, system_cash: o.system_cash, president: o.president, tokens: o.tokens, used: o.used, next_price: o.next_price, g23: o.g23 });
    });
});
