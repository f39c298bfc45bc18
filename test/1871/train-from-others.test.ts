// From data version 3, a train bought from another company is paid from the buyer's own cash only: its president
// adds nothing (provisional, the 1822 model: 18xx.games' 1822 has EBUY_FROM_OTHERS = :never; the seed page says
// nothing of it). Games on versions 1 and 2 keep the rule they were played with (their logs must replay).
import { describe, expect, it } from 'vitest';
import { cashOf, type GameState } from '../../src/engine/18xx/state.ts';
import { currentCorp } from '../../src/engine/18xx/rounds/operating.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';
import { data } from './positions.ts';

/** Seed 5's first minor, won by a, at its first train step; another company holds the cheapest train of its class. */
function position(version = LATEST_DATA_VERSION): { state: GameState; minor: string; train: string; price: number } {
  const state = def.setup({ seed: 5, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }], options: { seed: 5, data_version: version } }) as GameState;
  const minor = def.sealed!.sheet(state, null)!.items.find((i) => data.companies.minors.some((m) => m.id === i.id))!;
  for (const p of ['a', 'b', 'c']) def.process(state, def.sealed!.submit(state, p, p === 'a' ? { [minor.id]: minor.prices[0]! } : {}));
  for (const p of ['a', 'b', 'c']) def.process(state, def.sealed!.submit(state, p, {}));
  while (state.round.kind === 'stock') def.process(state, { type: 'pass', entity: def.activePlayers(state)[0]!, entity_type: 'player' });
  // its lay gives it a route, so it must buy a train
  def.process(state, def.legalActions(state, 'a').find((c) => c.action.type === 'lay_tile')!.action);
  expect(state.round).toMatchObject({ kind: 'operating', step: 'train' });
  expect(currentCorp(state)).toBe(minor.id);
  // the train the minor could buy from the depot now goes to another company (a major), and the minor is short of it
  const depotBuy = def.legalActions(state, 'a').find((c) => c.action.type === 'buy_train')!;
  const train = state.trains.find((t) => t.id === depotBuy.action.train)!;
  const other = state.corps.find((c) => c.sym !== minor.id && !data.companies.minors.some((m) => m.id === c.sym))!;
  train.owner = other.sym;
  state.upcoming = state.upcoming.filter((id) => id !== train.id);
  other.trains.push(train.id);
  const price = data.trains.list.find((t) => t.name === train.name)!.price;
  const short = 10;
  state.cash[minor.id] = short;
  expect(cashOf(state, 'a')).toBeGreaterThan(price);
  return { state, minor: minor.id, train: train.id, price };
}

describe('1871: a train from another company', () => {
  it('is offered and sold for no more than the buyer has; its president adds nothing', () => {
    const { state, minor, train, price } = position();
    const cash = cashOf(state, minor);
    const offers = def.legalActions(state, 'a').filter((c) => c.action.type === 'buy_train' && c.action.train === train);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(Number(o.action.price), o.label).toBeLessThanOrEqual(cash);
    // a price the president would have to top up is refused (and a refused move is never stored)
    expect(() => def.process(structuredClone(state), { type: 'buy_train', entity: minor, entity_type: 'corporation', train, price: Math.min(price, cash + 1) })).toThrow();
    // its own cash buys it
    const events = def.process(state, { type: 'buy_train', entity: minor, entity_type: 'corporation', train, price: cash }) ?? [];
    expect(events.find((e) => e.type === 'train_bought')).not.toHaveProperty('presidentAdded');
    expect(cashOf(state, minor)).toBe(0);
  });

  it('keeps the president\'s help for games on data version 2', () => {
    const { state, train, price } = position('2');
    const offers = def.legalActions(state, 'a').filter((c) => c.action.type === 'buy_train' && c.action.train === train);
    expect(Math.max(...offers.map((o) => Number(o.action.price)))).toBe(price);
  });
});
