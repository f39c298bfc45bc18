// Operators created during play (1828's systems): their data, certificates and token prices come from
// the created definition; the event names the members.
import { describe, expect, it } from 'vitest';
import { createCorporation, corpDef } from '../../src/engine/18xx/entities.ts';
import { percentOf, ipo } from '../../src/engine/18xx/shares.ts';
import { nextTokenPrice } from '../../src/engine/18xx/steps/token.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { EventLog } from '../../src/engine/events.ts';
import chesapeakeDef, { ctxOf } from '../../src/engine/titles/18chesapeake/index.ts';

const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));

describe('createCorporation', () => {
  it('adds a system with its own data, IPO certificates and token prices', () => {
    const state = chesapeakeDef.setup({ seed: 5, players, options: { seed: 5 } }) as GameState;
    const ctx = { ...ctxOf(state), events: new EventLog() };
    const sys = createCorporation(state, ctx, { sym: 'PRR-LV', name: 'PRR system', tokens: [0, 30, 50], home: 'F2', type: 'system' }, [20, 10, 10, 10, 10, 10, 10, 10, 10, 10], ['PRR', 'LV']);
    expect(sys.type).toBe('system');
    expect(corpDef(state, ctx, 'PRR-LV').tokens).toEqual([0, 30, 50]);
    expect(percentOf(state, ipo('PRR-LV'), 'PRR-LV')).toBe(110);
    sys.tokensUsed = 1;
    expect(nextTokenPrice(state, ctx, 'PRR-LV')).toBe(30);
    sys.tokensUsed = 3;
    expect(nextTokenPrice(state, ctx, 'PRR-LV')).toBeNull();
    expect(ctx.events.list).toEqual([{ type: 'corporation_created', corp: 'PRR-LV', from: ['PRR', 'LV'] }]);
    expect(() => createCorporation(state, ctx, corpDef(state, ctx, 'PRR'), [100])).toThrow(/exists/);
    // the state stays plain data
    expect(structuredClone(state).createdCorps).toEqual(state.createdCorps);
  });
});
