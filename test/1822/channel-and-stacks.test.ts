// On the real game 1822mrs-35936: a route over the English Channel to France, which count as one stop (France's
// visit_cost 0: its id 715 run, a 3 train to Q44-P43-O42-M42), and a 7 bought as an E (id 903): the phase and
// rusting follow the train's stack (18xx.games Train#sym), and the depot's next train is the stack's own 7.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, legalActions, replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-35936.json', import.meta.url), 'utf8')) as GameLog;
const through = (id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });

describe('1822MRS: the English Channel and France', () => {
  it("LBSCR's logged run over the Channel (id 715) is taken at its logged revenue", () => {
    // (a logged revenue other than the track's is refused: replaying through it is the check)
    const s = through(715).state as GameState;
    expect(s.round).toMatchObject({ kind: 'operating', revenue: 490, ran: true });
  });

  it('the best run listed before it pays at least the logged 490', () => {
    const game = through(714);
    const runs = activePlayers(game).flatMap((p) => legalActions(game, p)).filter((c) => c.action.type === 'run_routes');
    const pays = runs.map((c) => (c.action.routes as { revenue?: number }[]).reduce((n, r) => n + (r.revenue ?? 0), 0));
    expect(Math.max(...pays)).toBeGreaterThanOrEqual(490);
  });
});

describe('1822MRS: a 7 bought as an E', () => {
  it('starts phase 7, rusts the 4s and leaves the next 7 in the depot (id 903)', () => {
    const s = through(903).state as GameState;
    expect(s.trains.find((t) => t.id === '7-0')).toMatchObject({ name: 'E', owner: 'MR' });
    expect(s.upcoming[0]).toBe('7-1');
    expect(s.trains.find((t) => t.id === '7-1')).toMatchObject({ name: '7', owner: 'depot' });
    expect(s.trains.find((t) => t.id === '4-2')!.owner).toBe('gone');
  });
});
