// Processing records structured events (ids and numbers) for every title, and they agree with the state.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { newGame } from '../../src/engine/game.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { loadFixture } from '../18chesapeake/helpers.ts';

function eventsOf(log: GameLog): { events: GameEvent[][]; state: unknown; result: Record<string, number> } {
  const game = newGame(log.title, log.players, log.settings);
  const events: GameEvent[][] = [];
  for (const action of effectiveActions(log.actions)) {
    if (action.type === 'message') continue;
    const out = game.def.process(game.state, action) ?? [];
    for (const auto of action.auto_actions ?? []) out.push(...(game.def.process(game.state, auto) ?? []));
    events.push(out);
  }
  return { events, state: game.state, result: game.def.result(game.state) };
}

/** No sentences: every string in an event is an id or a keyword. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('18Chesapeake events', () => {
  for (const file of ['18chesapeake-1905.json', '18chesapeake-1277.json']) {
    it(`${file}: events agree with the game`, () => {
      const { events, state, result } = eventsOf(loadFixture(file));
      const s = state as GameState;
      const all = events.flat();
      for (const e of all) for (const text of strings(e)) expect(text, JSON.stringify(e)).not.toMatch(/\s/);
      // every private was won at auction (or bought for nothing after discounts)
      expect(new Set(all.filter((e) => e.type === 'auction_won').map((e) => (e as { company: string }).company)).size).toBe(s.companies.length);
      // phases in order, ending at the game's phase
      const phases = all.filter((e) => e.type === 'phase_changed').map((e) => (e as { phase: string }).phase);
      expect(phases.at(-1)).toBe(['2', '3', '4', '5', '6', 'D'][s.phase]);
      // a dividend follows each run of the same operator with the run's revenue
      all.forEach((e, i) => {
        if (e.type !== 'run' || e.revenue === 0) return;
        const next = all.slice(i + 1).find((x) => x.type === 'dividend');
        expect(next, `dividend after run of ${e.entity}`).toMatchObject({ entity: e.entity, revenue: e.revenue });
      });
      // the 2 trains rusted; the end says the ranking of the result
      expect(all.some((e) => e.type === 'trains_rusted')).toBe(true);
      const end = all.filter((e) => e.type === 'game_end');
      expect(end).toHaveLength(1);
      expect(end[0]).toMatchObject({ reason: s.endReason });
      expect(Object.fromEntries((end[0] as { ranking: { player: string; value: number }[] }).ranking.map((r) => [r.player, r.value]))).toEqual(result);
      // presidencies: the last change of each corporation names its president
      for (const c of s.corps.filter((x) => x.president)) {
        const last = all.filter((e) => e.type === 'presidency_changed' && e.corp === c.sym).at(-1);
        expect(last, c.sym).toMatchObject({ to: c.president });
      }
    });
  }

  it('a bankruptcy is an event', () => {
    const { events } = eventsOf(loadFixture('18chesapeake-1277.json'));
    expect(events.flat().filter((e) => e.type === 'bankruptcy')).toHaveLength(1);
  });
});

describe('Chicago Express events', () => {
  const dir = new URL('../fixtures/chicago-express/', import.meta.url);
  const file = 'five-players-houses.json';
  it(`${file}: shares won, dividends paid, the end ranked`, () => {
    const log = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as GameLog;
    const { events, result } = eventsOf(log);
    const all = events.flat();
    expect(all.filter((e) => e.type === 'auction_won').length).toBeGreaterThan(0);
    expect(all.filter((e) => e.type === 'built').length).toBeGreaterThan(0);
    for (const e of all.filter((x) => x.type === 'dividend')) expect(e).toMatchObject({ kind: 'payout' });
    const end = all.filter((e) => e.type === 'game_end');
    expect(end).toHaveLength(1);
    expect(Object.fromEntries((end[0] as { ranking: { player: string; value: number }[] }).ranking.map((r) => [r.player, r.value]))).toEqual(result);
  });
});
