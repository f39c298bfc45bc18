import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../src/engine/log.ts';
import type { Action } from '../../src/engine/types.ts';

const act = (id: number, type = 'pass', extra: Partial<Action> = {}): Action => ({ id, type, entity: 1, ...extra }) as Action;
const ids = (log: Action[]) => effectiveActions(log).map((a) => a.id);

describe('effectiveActions (undo/redo of an 18xx.games export)', () => {
  it('undo takes back the latest action, or everything after action_id; redo restores the batch', () => {
    expect(ids([act(1), act(2), act(3, 'undo')])).toEqual([1]);
    expect(ids([act(1), act(2), act(3), act(4, 'undo', { action_id: 1 })])).toEqual([1]);
    expect(ids([act(1), act(2), act(3, 'undo'), act(4, 'redo')])).toEqual([1, 2]);
    // any other action clears what could be redone
    expect(ids([act(1), act(2, 'undo'), act(3), act(4, 'redo')])).toEqual([3]);
  });

  it('messages are never undone', () => {
    expect(ids([act(1), act(2, 'message'), act(3, 'undo')])).toEqual([2]);
  });

  it("ignores the `skip` flag as 18xx.games' engine does: a flagged action counts until undone", () => {
    // 18Chesapeake 22383 ends a stock round turn with two flagged buys, then two flagged undos
    const buys = [act(1), act(2, 'buy_shares', { skip: true }), act(3, 'buy_shares', { skip: true })];
    expect(ids(buys)).toEqual([1, 2, 3]);
    expect(ids([...buys, act(4, 'undo', { skip: true })])).toEqual([1, 2]);
    expect(ids([...buys, act(4, 'undo', { skip: true }), act(5, 'undo', { skip: true })])).toEqual([1]);
  });
});
