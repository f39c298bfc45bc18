// 1822's one-off privates' choices in an operator's turn (engine/titles/1822/ability-choices.ts), on real games,
// against what 18xx.games shows at the same cut (read with its engine: the minors' stack after P17's move card,
// the LNWR's exchange and unplaced tokens after P18's station swap, the step each engine stops at).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type LoadedGame as Game } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { Action, GameLog, LegalChoice, PlayerId } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { bankCompanies } from '../../src/engine/titles/1822/bidbox.ts';
import { exchangeTokensLeft } from '../../src/engine/titles/1822/acquisition.ts';

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const game = (file: string) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
const through = (log: GameLog, n: number) => replay({ ...log, actions: log.actions.slice(0, n) });
const logged = (log: GameLog, id: number) => log.actions.find((a) => a.id === id)!;
const listed = (g: Game): Action[] => g.def.activePlayers(g.state).flatMap((p: PlayerId) => g.def.legalActions(g.state, p)).map((c: LegalChoice) => c.action);
const step = (g: Game) => {
  const r = (g.state as GameState).round;
  return r.kind === 'operating' && r.step;
};
const choices = (g: Game, sym: string) => listed(g).filter((a) => a.type === 'choose_ability' && a.entity === sym).map((a) => String(a.choice));
const pass = (entity: string): Action => ({ type: 'pass', entity, entity_type: 'corporation' });

describe("P17's move card", () => {
  const log = game('1822-game_end_stock_market.json');

  it('moves a minor outside the bid box to the top of its stack, right after the box, and closes (18xx.games at action 790)', () => {
    const g = through(log, 789);
    expect(step(g)).toBe('track');
    // as 18xx.games lists them there: the minors outside the box (M20, M17, M15, M11), top and bottom; no
    // concession is left, every private is in its box or sold
    const stack = 'M26,M9,M19,M23,M22,M25,M8,M14,M10,M3,M18,M12,M4,M2'.split(',');
    expect(choices(g, 'P17')).toEqual(stack.flatMap((m) => [`${m}_top`, `${m}_bottom`]));
    g.def.process(g.state, logged(log, 1003));
    const s = g.state as GameState;
    expect(bankCompanies(s, 'M').join(',')).toBe('M20,M17,M15,M11,M10,M26,M9,M19,M23,M22,M25,M8,M14,M3,M18,M12,M4,M2');
    expect(s.companies.find((c) => c.sym === 'P17')!.closed).toBe(true);
    expect(step(g)).toBe('track');
  });

  it('keeps the issue step open for a major holding it, to play it or pass (18xx.games: IssueShares, choose_ability and pass)', () => {
    const g = through(log, 789);
    for (const id of [1005, 1006, 1007, 1008]) g.def.process(g.state, logged(log, id));
    g.def.process(g.state, pass('LYR'));
    expect(step(g)).toBe('issue_shares');
    expect(choices(g, 'P17')).toContain('M10_bottom');
  });
});

describe("P18's station swap", () => {
  const log = game('1822-33845.json');

  it('turns an exchange token into an unplaced token and closes (18xx.games at action 974: 3 exchange tokens, then 2 and a £100 token)', () => {
    const g = through(log, 973);
    const s = g.state as GameState;
    expect(exchangeTokensLeft(s, 'LNWR')).toBe(3);
    // (every token of the LNWR is placed: no unplaced token to turn into an exchange token)
    expect(choices(g, 'P18')).toEqual(['exchange']);
    g.def.process(g.state, logged(log, 1117));
    expect(exchangeTokensLeft(s, 'LNWR')).toBe(2);
    expect(s.companies.find((c) => c.sym === 'P18')!.closed).toBe(true);
    expect(step(g)).toBe('track');
    g.def.process(g.state, logged(log, 1118));
    // the token step offers the new token (18xx.games: Token, place_token)
    expect(step(g)).toBe('token');
    expect(listed(g).some((a) => a.type === 'place_token' && a.entity === 'LNWR')).toBe(true);
  });

  it('keeps the token step open for a major holding it with an exchange token (18xx.games: Token, choose_ability and pass)', () => {
    const g = through(log, 973);
    g.def.process(g.state, pass('LNWR'));
    expect(step(g)).toBe('token');
    expect(choices(g, 'P18')).toEqual(['exchange']);
  });

  it('the other way, turns an unplaced token back into an exchange token', () => {
    const g = through(log, 973);
    g.def.process(g.state, logged(log, 1117));
    const s = g.state as GameState;
    // (held again, as if not used: the LNWR now has an unplaced token and 2 of its 4 exchange tokens)
    s.companies.find((c) => c.sym === 'P18')!.closed = false;
    expect(choices(g, 'P18')).toEqual(['exchange', 'available']);
    g.def.process(g.state, { type: 'choose_ability', entity: 'P18', entity_type: 'company', choice: 'available' });
    expect(exchangeTokensLeft(s, 'LNWR')).toBe(3);
    g.def.process(g.state, logged(log, 1118));
    // no unplaced token left: the token step is skipped
    expect(step(g)).not.toBe('token');
  });

  it('is refused from another operator, or out of its steps', () => {
    const g = through(log, 972);
    expect(() => g.def.process(g.state, logged(log, 1117))).toThrow();
  });
});
