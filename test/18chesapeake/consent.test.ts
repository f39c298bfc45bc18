// Whose consent an action needs, read from a real 18Chesapeake game (18xx.games log 14377): before
// action 79, PLE (Player 1) may buy PRR's 2-0 (PRR: Player 3), or N&W's 2-5 (N&W: Player 1's own; the
// log then does that).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, consentNeeded, legalActions, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
const at = (cut: number) => replay({ ...full, actions: full.actions.slice(0, cut) });
const P1 = '5149';
const P3 = '5147';

describe('consentNeeded (18xx)', () => {
  const game = at(78);
  const state = game.state as GameState;
  const corp = (sym: string) => state.corps.find((c) => c.sym === sym)!;
  const buy = (train: string, price: number) => ({ type: 'buy_train', entity: 'PLE', entity_type: 'corporation', train, price });

  it('asks the selling corporation’s president when a train changes hands between players', () => {
    expect(corp('PLE').president).toBe(P1);
    expect(corp('PRR').president).toBe(P3);
    expect(state.trains.find((t) => t.id === '2-0')!.owner).toBe('PRR');
    // legal now, and it needs Player 3's consent
    expect(legalActions(game, P1).some((c) => c.action.type === 'buy_train' && c.action.train === '2-0')).toBe(true);
    expect(() => applyAction(game, buy('2-0', 100))).not.toThrow();
    expect(consentNeeded(game, buy('2-0', 100))).toBe(P3);
  });

  it('needs nobody when one president trades between their own corporations (the log’s own purchase)', () => {
    expect(corp('N&W').president).toBe(P1);
    expect(full.actions[78]).toMatchObject(buy('2-5', 180));
    expect(consentNeeded(game, full.actions[78]!)).toBeNull();
  });

  it('needs nobody for a depot train or another action', () => {
    const depot = state.trains.find((t) => t.owner === 'depot')!;
    expect(consentNeeded(game, { type: 'buy_train', entity: 'PLE', entity_type: 'corporation', train: depot.id, price: 180 })).toBeNull();
    expect(consentNeeded(game, { type: 'pass', entity: 'PLE', entity_type: 'corporation' })).toBeNull();
  });

  it('asks a private’s player owner, unless the buying corporation is theirs', () => {
    // before action 45, N&W (Player 1) buys B&OR, Player 1's own private
    const early = at(44);
    expect(full.actions[44]).toMatchObject({ type: 'buy_company', entity: 'N&W', company: 'B&OR' });
    const es = early.state as GameState;
    expect(es.companies.find((c) => c.sym === 'B&OR')!.owner).toBe(P1);
    expect(consentNeeded(early, full.actions[44]!)).toBeNull();
    // the same private bought by Player 3's PRR would ask Player 1; a bank-held one asks nobody
    expect(consentNeeded(early, { type: 'buy_company', entity: 'PRR', entity_type: 'corporation', company: 'B&OR', price: 100 })).toBe(P1);
  });
});
