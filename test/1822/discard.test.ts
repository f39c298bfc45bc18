// 1822's train limits when discarding (18xx.games G1822 crowded_corp?): the privates' extra trains (2P, LP, P+)
// count apart, one of each kind an operator; a discarded extra train leaves the game. 1822-game_end_stock_market:
// after action id 508 the CR holds three 2 trains, a 3 and P3's 2P at a limit of 4, and 18xx.games goes on to its
// minor acquisition (the CR passes at 509) without a discard.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const log = JSON.parse(readFileSync(new URL('1822-game_end_stock_market.json', DIR), 'utf8')) as GameLog;
const upTo = (id: number) => log.actions.filter((a) => Number(a.id) <= id);
const game = () => replay({ ...log, actions: upTo(508) });
const names = (s: GameState, corp: string) => s.corps.find((c) => c.sym === corp)!.trains.map((id) => s.trains.find((t) => t.id === id)!.name);

/** Hand the CR a depot train of this name (as if it had come to it). */
function give(s: GameState, name: string): string {
  const t = s.trains.find((x) => x.name === name && x.owner !== 'CR' && x.owner !== 'gone')!;
  t.owner = 'CR';
  s.upcoming = s.upcoming.filter((id) => id !== t.id);
  s.corps.find((c) => c.sym === 'CR')!.trains.push(t.id);
  return t.id;
}

describe('1822 discarding down to the train limit', () => {
  it("the 2P does not count: the CR at its limit of 4 ordinary trains passes on (log id 509) with no discard", () => {
    const g = game();
    expect(names(g.state as GameState, 'CR').sort()).toEqual(['2', '2', '2', '2P', '3']);
    const pres = (g.state as GameState).corps.find((c) => c.sym === 'CR')!.president!;
    expect(legalActions(g, pres).some((c) => c.action.type === 'discard_train')).toBe(false);
    const next = applyAction(g, log.actions.find((a) => a.id === 509)!);
    expect(activePlayers(next).length).toBe(1);
  });

  it('a fifth ordinary train is discarded from the ordinary ones, to the pool', () => {
    const g = game();
    const s = g.state as GameState;
    give(s, '4');
    const pres = s.corps.find((c) => c.sym === 'CR')!.president!;
    const offered = legalActions(g, pres).filter((c) => c.action.type === 'discard_train').map((c) => String(c.action.train));
    expect(offered.map((id) => s.trains.find((t) => t.id === id)!.name).sort()).toEqual(['2', '2', '2', '3', '4']);
    const after = applyAction(g, { type: 'discard_train', entity: 'CR', entity_type: 'corporation', train: offered[0] });
    expect((after.state as GameState).trains.find((t) => t.id === offered[0])!.owner).toBe('pool');
  });

  it('a second 2P is discarded from the two 2Ps and leaves the game', () => {
    const g = game();
    const s = g.state as GameState;
    const second = give(s, '2P');
    const pres = s.corps.find((c) => c.sym === 'CR')!.president!;
    const offered = legalActions(g, pres).filter((c) => c.action.type === 'discard_train').map((c) => String(c.action.train));
    expect(offered.map((id) => s.trains.find((t) => t.id === id)!.name)).toEqual(['2P', '2P']);
    const after = applyAction(g, { type: 'discard_train', entity: 'CR', entity_type: 'corporation', train: second });
    expect((after.state as GameState).trains.find((t) => t.id === second)!.owner).toBe('gone');
    expect(names(after.state as GameState, 'CR').sort()).toEqual(['2', '2', '2', '2P', '3']);
  });
});
