// 1822's market: a sold-out major rises a row, or, where the market's stepped top edge has no cell above, a row
// down and a column right (18xx.games G1822 StockMarket#up). 1822-game_end_stock_market id 1312 ends a stock round
// with the LNWR sold out at [3,4] (£110): 18xx.games moves it to [4,5] (£110 too), the NER and GWR up from [4,5].
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822-game_end_stock_market.json', import.meta.url), 'utf8')) as GameLog;
const at = log.actions.findIndex((a) => a.id === 1312);

describe('1822 market', () => {
  it('a sold-out major without a cell above goes a row down and a column right', () => {
    const g = replay({ ...log, actions: log.actions.slice(0, at) });
    const cell = (s: GameState, corp: string) => s.corps.find((c) => c.sym === corp)!.cell;
    expect(cell(g.state as GameState, 'LNWR')).toEqual([3, 4]);
    const after = applyAction(g, log.actions[at]!).state as GameState;
    expect(cell(after, 'LNWR')).toEqual([4, 5]);
    expect(cell(after, 'NER')).toEqual([3, 5]);
    expect(cell(after, 'GWR')).toEqual([3, 5]);
  });
});
