// Two-player certificates, OR-set exports (base only) and the OtR market/bank data.
import { describe, expect, it } from 'vitest';
import chesapeakeDef, { ctxOf, cvCorporation } from '../../src/engine/titles/18chesapeake/index.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import { totalCash } from '../../src/engine/18xx/scores.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

/** What the title does after a set of operating rounds. */
function afterOrSet(state: GameState): void {
  const ctx = ctxOf(state);
  ctx.rules.hooks.orSetFinished?.(state, ctx);
}

function setup(title: string, n: number, seed = 3): GameState {
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  return chesapeakeDef.setup({ seed, players, options: { seed, title } });
}

describe('setup', () => {
  it('gives starting cash from the bank and conserves the bank total', () => {
    const s = setup('18Chesapeake', 4);
    expect(s.cash['1']).toBe(600);
    expect(totalCash(s)).toBe(8000);
    expect(totalCash(setup('18Chesapeake: Off the Rails', 2))).toBe(12000);
  });

  it('two players: 30% president certificates and one share removed, except the CV corporation', () => {
    const s = setup('18Chesapeake', 2, 1905);
    const cv = cvCorporation(1905);
    for (const c of chesapeake.corporations) {
      const pres = s.shares.find((x) => x.id === `${c.sym}_0`)!;
      const last = s.shares.find((x) => x.id === `${c.sym}_8`)!;
      if (c.sym === cv) {
        expect(pres.percent).toBe(20);
        expect(last.owner).toBe(`ipo:${c.sym}`);
      } else {
        expect(pres.percent).toBe(30);
        expect(last.owner).toBe('removed');
      }
    }
  });

  it('offers the whole auction to the priority player first', () => {
    const s = setup('18Chesapeake', 3);
    expect(chesapeakeDef.activePlayers(s)).toEqual(['1']);
    const labels = chesapeakeDef.legalActions(s, '1').map((c) => c.label);
    expect(labels).toContain('Buy Delaware and Raritan Canal for $20');
    expect(labels).toContain('Pass');
  });
});

describe('train export after a set of operating rounds', () => {
  it('removes the next 2 train in the base game, not in Off the Rails', () => {
    const base = setup('18Chesapeake', 4);
    afterOrSet(base);
    expect(base.upcoming[0]).toBe('2-1');
    expect(base.trains.find((t) => t.id === '2-0')!.owner).toBe('gone');
    const otr = setup('18Chesapeake: Off the Rails', 2);
    afterOrSet(otr);
    expect(otr.upcoming[0]).toBe('2-0');
  });

  it('exporting the last 2 train starts phase 3', () => {
    const base = setup('18Chesapeake', 4);
    for (let i = 0; i < 8; i++) afterOrSet(base);
    expect(chesapeake.phases[base.phase]!.name).toBe('3');
    expect(base.upcoming[0]).toBe('3-1');
  });
});
