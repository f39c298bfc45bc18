import { describe, expect, it } from 'vitest';
import { checkEnd, endsAfterRound, newEndState } from '../../src/engine/titles/1828/end.ts';

const none = { bankrupt: false, maxPriceReached: false, finalPhase: false };

describe('1828 game end', () => {
  it('final phase: 1828-23366 reached Purple in OR 6.1 (3 ORs) and ended after OR 7.4, as 18xx.games recorded', () => {
    const end = newEndState();
    expect(checkEnd(end, { ...none, turn: 6 })).toBe(false);
    expect(end.trigger).toBeNull();
    // the first D is bought in OR 6.1 (18xx.games: turn 6, round 1 of 3; final turn becomes 7)
    expect(checkEnd(end, { ...none, finalPhase: true, turn: 6 })).toBe(false);
    expect(end.finalTurn).toBe(7);
    // later checks keep the final turn
    checkEnd(end, { ...none, finalPhase: true, turn: 7 });
    expect(end.finalTurn).toBe(7);
    expect(endsAfterRound(end, { kind: 'operating', roundNum: 1, operatingRounds: 3, turn: 6 })).toBe(false);
    expect(endsAfterRound(end, { kind: 'operating', roundNum: 3, operatingRounds: 3, turn: 6 })).toBe(false);
    expect(endsAfterRound(end, { kind: 'stock', turn: 7 })).toBe(false);
    expect(endsAfterRound(end, { kind: 'operating', roundNum: 3, operatingRounds: 4, turn: 7 })).toBe(false);
    expect(endsAfterRound(end, { kind: 'operating', roundNum: 4, operatingRounds: 4, turn: 7 })).toBe(true);
    expect(end.trigger?.reason).toBe('final_phase');
  });

  it('a $500 price ends the current round, even a stock round, and overrides the final phase', () => {
    const end = newEndState();
    checkEnd(end, { ...none, finalPhase: true, turn: 5 });
    checkEnd(end, { ...none, finalPhase: true, maxPriceReached: true, turn: 5 });
    expect(end.trigger?.reason).toBe('stock_market');
    expect(endsAfterRound(end, { kind: 'stock', turn: 6 })).toBe(true);
  });

  it('bankruptcy ends the game at once', () => {
    const end = newEndState();
    checkEnd(end, { ...none, maxPriceReached: true, turn: 3 });
    expect(checkEnd(end, { ...none, bankrupt: true, turn: 3 })).toBe(true);
    expect(end.trigger?.reason).toBe('bankrupt');
  });
});
