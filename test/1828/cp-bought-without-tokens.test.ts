// Buying the C&P private: its minor's token leaves C15 and the private's free C15 token is offered at once only
// to a buyer with a token left (18xx.games: step/buy_company.rb adds the token ability; special_token.rb asks
// for it, or leaves a blocker, only when the ability is usable, i.e. the buyer still has a token). A random live
// game (tools/18xx-diff, 1828 3 players seed 285): NW-ERIE, every token placed, buys C&P (action 1359) and is
// asked nothing; C15 stays open, and OSH-MP may later put an ordinary token there (18xx.games listed C15 and
// D14's second city for it after action 1635; before this fix we skipped its token step).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';

const log = JSON.parse(readFileSync(new URL('./fixtures/cp-bought-without-tokens-3p-285.json', import.meta.url), 'utf8')) as GameLog;
const through = (id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });
const c15 = (s: GameState) => (s.map as MapState).hexes['C15']!.tokens[0];

describe('C&P bought by a corporation with no token left', () => {
  it('asks nothing and leaves C15 open', () => {
    const before = through(1358);
    expect(c15(before.state as GameState)).toEqual(['C&P']);
    const after = through(1359);
    const s = after.state as GameState;
    expect(s.companies.find((c) => c.sym === 'C&P')!.owner).toBe('NW-ERIE');
    expect(c15(s)).toEqual([null]);
    const pres = s.corps.find((c) => c.sym === 'NW-ERIE')!.president!;
    const listed = legalActions(after, pres).map((c) => c.action);
    expect(listed.some((a) => a.entity === 'C&P')).toBe(false);
    // still its track step (18xx.games: Track, lay_tile or pass); it has no lay it can pay for here
    expect(s.round.kind === 'operating' && s.round.step).toBe('track');
    expect(listed).toContainEqual({ type: 'pass', entity: 'NW-ERIE', entity_type: 'system' });
  });

  it('lets another corporation token C15 in its token step, as 18xx.games does', () => {
    const g = replay(log);
    const s = g.state as GameState;
    expect(s.round.kind === 'operating' && s.round.step).toBe('token');
    const cities = legalActions(g, s.corps.find((c) => c.sym === 'OSH-MP')!.president!)
      .filter((c) => c.action.type === 'place_token')
      .map((c) => c.action.city);
    expect(cities.sort()).toEqual(['59-1-1', 'C15-0-0']);
  });

  it('keeps the private’s free C15 token for when its owner has a token to spare (a passive ability)', () => {
    // the same position with one of NW-ERIE's tokens given back (as if a merger had brought it a spare one)
    const g = through(1359);
    const s = g.state as GameState;
    const pres = s.corps.find((c) => c.sym === 'NW-ERIE')!.president!;
    const cpMoves = () => legalActions(g, pres).filter((c) => c.action.entity === 'C&P');
    expect(cpMoves()).toEqual([]);
    s.corps.find((c) => c.sym === 'NW-ERIE')!.tokensUsed -= 1;
    expect(cpMoves().map((c) => c.action)).toEqual([{ type: 'place_token', entity: 'C&P', entity_type: 'company', city: 'C15-0-0', slot: 0 }]);
    expect(() => applyAction(g, { type: 'place_token', entity: 'C&P', entity_type: 'company', city: '59-1-1', slot: 0 })).toThrow(/C15 only/);
    const cash = s.cash['NW-ERIE'];
    const after = applyAction(g, cpMoves()[0]!.action);
    const t = after.state as GameState;
    expect(c15(t)).toEqual(['NW-ERIE']);
    expect(t.cash['NW-ERIE']).toBe(cash);
    expect(t.round.kind === 'operating' && t.round.tokened).toBe(true);
    expect(legalActions(after, pres).filter((c) => c.action.entity === 'C&P')).toEqual([]);
  });
});
