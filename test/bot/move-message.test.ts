// The thread message after each move (src/bot/services/status.ts) over a whole real 18Chesapeake log:
// only the status lines a move changed, at most MOVE_LINES lines unless a phase ended, whose turn and
// what they may do, and no internals.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LiveGame } from '../../src/bot/services/games.ts';
import type { GameRecord } from '../../src/bot/services/store.ts';
import { changedLines, MOVE_LINES, moveMessage } from '../../src/bot/services/status.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-1905.json`, 'utf8')) as GameLog;

function liveOf(game: LoadedGame): LiveGame {
  const record = { id: '1', title: '18chesapeake', status: game.def.finished(game.state) ? 'finished' : 'active' } as GameRecord;
  return { record, seats: [], game, actors: [] };
}

interface Step {
  before: LoadedGame;
  after: LoadedGame;
  text: string;
  phaseEnded: boolean;
}

const steps: Step[] = [];
let game = newGame(log.title, log.players, log.settings);
for (const action of log.actions) {
  const after = applyAction(game, action);
  const phaseEnded = (game.state as { phase: number }).phase !== (after.state as { phase: number }).phase;
  steps.push({ before: game, after, text: moveMessage(liveOf(after), viewGame(game, null), [`**someone**: ${action.type}`], phaseEnded), phaseEnded });
  game = after;
}

describe('move messages over a whole 18Chesapeake game', () => {
  it('fit one phone screen unless a phase ended', () => {
    for (const s of steps.filter((x) => !x.phaseEnded)) expect(s.text.split('\n').length).toBeLessThanOrEqual(MOVE_LINES);
    // a long story leaves room for fewer status lines: the rest is cut with a pointer to /game status
    const roundEnd = steps.find((s) => changedLines(viewGame(s.before, null), viewGame(s.after, null)).length >= 6)!;
    const story = Array.from({ length: 8 }, (_, n) => `line ${n}`);
    const text = moveMessage(liveOf(roundEnd.after), viewGame(roundEnd.before, null), story, false);
    expect(text.split('\n')).toHaveLength(MOVE_LINES);
    expect(text).toContain('more changes (/game status shows everything)');
  });

  it('show the changed lines only: a share purchase shows the buyer with the share, not the other players', () => {
    const round = (g: LoadedGame) => JSON.stringify((g.state as { round: { kind: string } }).round.kind);
    const buys = steps.filter((s) => s.after.log.at(-1)!.type === 'buy_shares' && round(s.before) === round(s.after));
    expect(buys.length).toBeGreaterThan(10);
    for (const s of buys) {
      const buyer = log.players.find((p) => String(p.id) === String(s.after.log.at(-1)!.entity))!.name;
      const lines = changedLines(viewGame(s.before, null), viewGame(s.after, null));
      expect(lines.some((l) => l.startsWith(`${buyer} $`))).toBe(true);
      const untouched = log.players.filter((p) => p.name !== buyer).map((p) => p.name);
      // the next player's line may change (priority deal marker); the others' never do
      expect(lines.filter((l) => untouched.some((n) => l.startsWith(`${n} $`))).length).toBeLessThanOrEqual(1);
    }
  });

  it('say whose turn it is and what they may do, and show no internals', () => {
    for (const s of steps) {
      const last = s.text.split('\n').at(-1)!;
      if (!s.after.def.finished(s.after.state)) expect(last).toMatch(/^(Your move, .+ — you may .+\.|Waiting on .+)$/);
      for (const bad of ['{', '[', 'undefined', 'null', 'NaN']) expect(s.text, s.text).not.toContain(bad);
    }
  });

  it('name shares, privates, certificates and the running auction in the status', () => {
    const auction = steps.find((s) => s.after.def.describe(s.after.state).includes('high bid'));
    expect(auction).toBeTruthy();
    const mid = steps[200]!.after.def.describe(steps[200]!.after.state);
    expect(mid).toMatch(/% \(pres\)/);
    expect(mid).toMatch(/certs \d+\/\d+/);
    const end = steps.at(-1)!.after.def.describe(steps.at(-1)!.after.state);
    expect(end).toMatch(/^Game over \(the bank broke\) · net worth: 1\. \S+/);
    expect(end).not.toContain('$-');
  });
});
