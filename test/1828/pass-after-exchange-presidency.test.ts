// 18xx.games passes for a stock-round player only when it lists them no action, and it lists `par` when the
// first IPO certificate of a corporation not yet parred could be bought at the lowest par price. After an
// M&H exchange made a player president of PRR before it was parred (they held C&A's PRR share; the exchange
// swapped both for the president's certificate), that first certificate is a 10% one: players with $67 but
// not the $134 of a par must pass themselves. A random live game (tools/18xx-diff, 1828 3 players seed 324)
// up to such a turn, with the pass 18xx.games then accepted (and named the next player, as we do).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { legalActions, replay } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';

const log = JSON.parse(readFileSync(new URL('./fixtures/pass-after-exchange-presidency-3p-324.json', import.meta.url), 'utf8')) as GameLog;
const at = (n: number) => replay({ ...log, actions: log.actions.slice(0, n) });

describe('a stock turn with only a par nobody can afford', () => {
  it('is the position described: PRR not parred, its president’s certificate held, $67–$133 in hand', () => {
    const s = at(229).state as GameState;
    const prr = s.corps.find((c) => c.sym === 'PRR')!;
    expect(prr.ipoed).toBe(false);
    expect(s.shares.find((x) => x.id === 'PRR_0')!.owner).toBe('102');
    expect(s.cash['102']).toBeGreaterThanOrEqual(67);
    expect(s.cash['102']).toBeLessThan(134);
  });

  it('waits for the player to pass (offering the pass and no par), then for the next one', () => {
    const g = at(229);
    expect(g.def.activePlayers(g.state)).toEqual(['102']);
    const listed = legalActions(g, '102').map((c) => c.action.type);
    expect(listed).toContain('pass');
    expect(listed).not.toContain('par');
    const next = replay(log);
    expect((next.state as GameState).round.kind).toBe('stock');
    expect(next.def.activePlayers(next.state)).toEqual(['100']);
  });
});
