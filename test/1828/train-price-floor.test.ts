// A system buying another corporation's train after its president's emergency sale: the price range's floor
// (cash of both less the last sale's price, plus 1) fell to 0 or less. 18xx.games then refuses a price below 1
// ("Cannot spend zero or negative money"), so the listing must start at 1. The position is a random live game
// (tools/18xx-diff, 1828 3 players seed 237) up to the purchase our listing once offered at 0.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { ctx1828 } from '../../src/engine/titles/1828/index.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { otherTrainPriceRange } from '../../src/engine/18xx/steps/buy-train.ts';
import type { GameLog } from '../../src/engine/types.ts';

const log = JSON.parse(readFileSync(new URL('./fixtures/train-price-floor-3p-237.json', import.meta.url), 'utf8')) as GameLog;

describe('buying another corporation’s train after an emergency sale', () => {
  const game = replay(log);
  const state = game.state as GameState;
  const actor = game.def.activePlayers(state)[0]!;

  it('is a position whose price range starts below 1', () => {
    expect(otherTrainPriceRange(state, ctx1828(state), 'IC-WAB', '2-4')[0]).toBeLessThan(1);
  });

  it('lists only prices of at least 1, the floor among them', () => {
    const buys = legalActions(game, actor).filter((c) => c.action.type === 'buy_train' && c.action.train === '2-4');
    expect(buys.length).toBeGreaterThan(0);
    expect(buys.every((c) => Number(c.action.price) >= 1)).toBe(true);
    expect(buys.map((c) => c.action.price)).toContain(1);
  });

  it('refuses a price of 0, as 18xx.games does', () => {
    const buy = { type: 'buy_train', entity: 'IC-WAB', entity_type: 'system', train: '2-4', price: 0, shell: 'IC' };
    expect(() => applyAction(game, buy)).toThrow(/at least 1/);
    const listed = legalActions(game, actor).find((c) => c.action.type === 'buy_train' && c.action.train === '2-4' && c.action.price === 1)!;
    expect(() => applyAction(game, listed.action)).not.toThrow();
  });
});
