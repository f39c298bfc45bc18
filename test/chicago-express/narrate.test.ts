// narrate(): thread lines from before/after states. Every payout it names must add up to the cash moves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { narrate } from '../../src/engine/titles/chicago-express/narrate.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';
import { auction, bid, def, lcg, newState, pass, playGame, run, started3 } from './helpers.ts';

const FIXTURES = ['three-players-chicago', 'two-players-detroit', 'five-players-houses'];

function fixture(name: string): GameLog {
  return JSON.parse(readFileSync(new URL(`../fixtures/chicago-express/${name}.json`, import.meta.url), 'utf8')) as GameLog;
}

/** Money each player gets (+) or pays (−) according to the narrated lines. */
function narratedCash(state: CxState, lines: string[]): number[] {
  const seatOf = (name: string) => state.players.findIndex((p) => p.name === name);
  const delta = state.players.map(() => 0);
  for (const line of lines) {
    const sold = /\*\*(\w+)\*\* buys an? \S+ share for \$(\d+)/.exec(line);
    if (sold) delta[seatOf(sold[1]!)]! -= Number(sold[2]);
    const paid = /Chicago!.* a share \(([^)]*)\)/.exec(line);
    if (paid) for (const m of paid[1]!.matchAll(/(\w+) \$(\d+)/g)) delta[seatOf(m[1]!)]! += Number(m[2]);
    if (line.startsWith('Payouts: ')) for (const m of line.matchAll(/(\w+) \+\$(\d+)/g)) delta[seatOf(m[1]!)]! += Number(m[2]);
  }
  return delta;
}

/** Steps through a log, checking every action's narration against the real cash moves. */
function walk(log: GameLog): string[][] {
  const state = def.setup({ seed: 1, players: log.players, options: log.settings });
  const all: string[][] = [];
  for (const action of log.actions) {
    const before = def.clone(state);
    def.process(state, action);
    const lines = narrate(before, state, action);
    all.push(lines);
    const real = state.cash.map((c, seat) => c - before.cash[seat]!);
    expect(narratedCash(state, lines), `action ${JSON.stringify(action)}\n${lines.join('\n')}`).toEqual(real);
  }
  return all;
}

describe('narrate', () => {
  it.each(FIXTURES)('accounts for every dollar in %s and announces the end', (name) => {
    const log = fixture(name);
    const lines = walk(log);
    const flat = lines.flat().join('\n');
    expect(flat).toMatch(/Dividends after round 1:\*\* PRR \$\d+ a share \(income \d+ ÷ \d+\)/);
    const last = lines[lines.length - 1]!.join('\n');
    expect(last).toMatch(/🏁 \*\*Game over\*\*/);
    expect(last).toMatch(/\*\*Final standings:\*\*\n1\. /);
    const best = Math.max(...Object.values(log.result!));
    for (const p of log.players) {
      if (log.result![String(p.id)] === best) expect(last).toContain(`${p.name} $${best} 🏆`);
    }
  });

  it('announces Chicago with its extra dividend and the opening of Wabash', () => {
    const flat = walk(fixture('three-players-chicago')).flat().join('\n');
    expect(flat).toMatch(/\*\*Chicago!\*\* \S+ reaches Chicago and pays an extra dividend\. \S+: income \d+ ÷ \d+ shares? = \$\d+ a share/);
    expect(flat).toMatch(/Wabash opens at Fort Wayne with income \d+; \w+ opens the auction of a WAB share/);
  });

  it('accounts for every dollar in random games', () => {
    for (const seed of [3, 11, 29, 101]) {
      const rnd = lcg(seed);
      const { log } = playGame(2 + (seed % 5), (choices) => choices[rnd(choices.length)]!);
      walk(log);
    }
  });

  it('shows the running auction: high bid, who is still in, who is next', () => {
    const s = newState(3);
    const before = def.clone(s);
    run(s, [bid(1, 'PRR', 7)]);
    expect(narrate(before, s, bid(1, 'PRR', 7))).toEqual([
      '📣 Opening auction of a PRR share — high bid $7 by Ann. Still in: Ann, Bob, Cid. Bob bids at least $8 or passes.',
    ]);
    const b2 = def.clone(s);
    run(s, [pass(2)]);
    expect(narrate(b2, s, pass(2))[0]).toBe('📣 Opening auction of a PRR share — high bid $7 by Ann. Still in: Ann, Cid; passed: Bob. Cid bids at least $8 or passes.');
    const b3 = def.clone(s);
    run(s, [pass(3)]);
    const lines = narrate(b3, s, pass(3));
    expect(lines[0]).toBe('🔨 **Ann** buys a PRR share for $7 (1/3 PRR shares now in players’ hands).');
    expect(lines[1]).toMatch(/^📣 Opening auction of a B&O share — no bid yet\. Still in: Ann, Bob, Cid\. Ann bids at least \$6/);
  });

  it('says when a share goes back to the charter', () => {
    const s = started3();
    const seq: Action[] = [auction(1, 'B&O'), pass(1), pass(2), pass(3)];
    run(s, seq.slice(0, 3));
    const before = def.clone(s);
    run(s, [seq[3]!]);
    expect(narrate(before, s, seq[3]!)[0]).toBe('🔨 Everyone passed: the B&O share stays on the charter.');
  });
});
