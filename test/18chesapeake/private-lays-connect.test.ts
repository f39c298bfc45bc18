// C-P's (and B&S's) two tiles must connect to each other: refused in live play, listed only when they do;
// a stored log is loaded as 18xx.games loads it (no check while loading).
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { applyAction, replay } from '../../src/engine/game.ts';
import { ctxOf } from '../../src/engine/titles/18chesapeake/index.ts';
import { privateLayOffers } from '../../src/engine/18xx/queries/operating.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action } from '../../src/engine/types.ts';
import { loadFixture } from './helpers.ts';

// 18chesapeake-1905: B&S lays 8 on F4 (action #141), then 9 on G5 with rotation 2 (#142). G5 lies across
// F4's edge 5, so a straight 9 on G5 meets F4 only when it runs along edge 2 (rotations 2 and 5).
const log = loadFixture('18chesapeake-1905.json');
const beforeSecond = { ...log, actions: log.actions.slice(0, 142) };
const second = log.actions[142]!;
const MEETING = [2, 5];

describe("a private's second special lay", () => {
  it('is the one this test expects', () => {
    expect(second).toMatchObject({ type: 'lay_tile', entity: 'B&S', hex: 'G5', tile: '9-1', rotation: 2 });
  });

  it('is offered only in rotations that meet the first tile', () => {
    const state = replay(beforeSecond).state as GameState;
    const offer = privateLayOffers(state, ctxOf(state)).find((o) => o.company === 'B&S' && o.hex === 'G5' && o.tile === '9')!;
    expect(offer.rotations).toContain(2);
    for (const r of offer.rotations) expect(MEETING).toContain(r);
  });

  it('is offered first only facing the other hex, so that the second can connect', () => {
    // tile 8 (edges 0 and 2) faces F4's edge 5 in rotations 3 and 5; tile 9 (edges 0 and 3) in 2 and 5
    const state = replay({ ...log, actions: log.actions.slice(0, 141) }).state as GameState;
    expect(log.actions[141]).toMatchObject({ entity: 'B&S', hex: 'F4', tile: '8-1', rotation: 3 });
    const offers = privateLayOffers(state, ctxOf(state)).filter((o) => o.company === 'B&S' && o.hex === 'F4');
    expect(offers.find((o) => o.tile === '8')!.rotations).toContain(3);
    for (const o of offers) for (const r of o.rotations) expect(o.tile === '8' ? [3, 5] : [2, 5]).toContain(r);
  });

  it('is refused live when it does not connect, accepted when it does', () => {
    const game = replay(beforeSecond);
    for (const rotation of [0, 1, 3, 4]) expect(() => applyAction(game, { ...second, rotation } as Action)).toThrow(/must connect/);
    const ok = applyAction(game, second);
    expect((ok.state as GameState).companies.find((c) => c.sym === 'B&S')!.tileLaysLeft).toBe(0);
  });

  it('is not checked while loading a log, as 18xx.games loads it', () => {
    const loaded = replay({ ...beforeSecond, actions: [...beforeSecond.actions, { ...second, rotation: 0 }] });
    expect((loaded.state as GameState).companies.find((c) => c.sym === 'B&S')!.tileLaysLeft).toBe(0);
  });
});
