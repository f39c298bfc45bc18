// 1822 forces a sale only above the certificate limit (18xx.games G1822 BuySellParShares#must_sell?), not above a
// major's 60% holding limit, which a player may pass by an acquisition paid in treasury shares.
// 1822-discard_trains_after_sr_export: after action id 413 player 488 holds 80% of the MR (16 certificates of 26)
// and buys a GWR share at 414, as 18xx.games accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const log = JSON.parse(readFileSync(new URL('1822-discard_trains_after_sr_export.json', DIR), 'utf8')) as GameLog;

describe('1822 holding above 60%', () => {
  it('does not force a sale: the holder of 80% of the MR buys another major\'s share', () => {
    const g = replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= 413) });
    const s = g.state as GameState;
    expect(s.shares.filter((x) => x.owner === '488' && x.corp === 'MR').reduce((n, x) => n + x.percent, 0)).toBe(80);
    expect(legalActions(g, '488').some((c) => c.action.type === 'buy_shares' && (c.action.shares as string[])[0] === 'GWR_3')).toBe(true);
    const after = applyAction(g, log.actions.find((a) => a.id === 414)!);
    expect((after.state as GameState).shares.find((x) => x.id === 'GWR_3')!.owner).toBe('488');
  });

  it('P16, the tax haven, is no certificate: its holder at 13 shares of a limit of 14 buys another (1822mrs-33867 id 801)', () => {
    const other = JSON.parse(readFileSync(new URL('1822mrs-33867.json', DIR), 'utf8')) as GameLog;
    const g = replay({ ...other, actions: other.actions.filter((a) => Number(a.id) <= 800) });
    const s = g.state as GameState;
    expect(s.companies.filter((c) => c.owner === '4013' && !c.closed).map((c) => c.sym)).toEqual(['P16']);
    const after = applyAction(g, other.actions.find((a) => a.id === 801)!);
    expect((after.state as GameState).shares.find((x) => x.id === 'LBSCR_6')!.owner).toBe('4013');
  });
});
