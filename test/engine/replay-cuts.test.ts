// replayCuts (engine/game.ts): the game after each cut of a log, in one pass, equal to replaying that cut alone,
// also where the log's undo and redo take back or bring back actions already processed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { replay, replayCuts } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

// a real 1828 game with undos of the latest action (57), undos back to an action (70, 328) and a redo (329)
const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-bankrupt.json`, 'utf8')) as GameLog;

describe('replayCuts', () => {
  it('gives at each cut the game replay gives for that cut alone, across undos and a redo', () => {
    const cuts = [332, 57, 58, 70, 71, 81, 328, 329, 330, 331, 0];
    const seen: number[] = [];
    for (const [at, game] of replayCuts(log, cuts)) {
      seen.push(at);
      const alone = replay({ ...log, actions: log.actions.slice(0, at) });
      expect(game.state, `cut ${at}`).toEqual(alone.state);
      expect(game.log, `cut ${at}`).toEqual(alone.log);
      expect(game.revealedBy, `cut ${at}`).toBe(alone.revealedBy);
    }
    expect(seen).toEqual([...cuts].sort((a, b) => a - b));
  });

  it('yields games of their own: one kept stays as it was while later cuts are replayed', () => {
    const kept = [...replayCuts(log, [40, 120, 200])];
    expect(kept.map(([at]) => at)).toEqual([40, 120, 200]);
    for (const [at, game] of kept) expect(game.state, `cut ${at}`).toEqual(replay({ ...log, actions: log.actions.slice(0, at) }).state);
  });

  it('without copies, gives the same games when each is read before the next cut (across undos and a redo)', () => {
    const cuts = [57, 58, 70, 71, 328, 329, 332];
    const seen: number[] = [];
    for (const [at, game] of replayCuts(log, cuts, { copies: false })) {
      seen.push(at);
      const alone = replay({ ...log, actions: log.actions.slice(0, at) });
      expect(game.state, `cut ${at}`).toEqual(alone.state);
      expect(game.log, `cut ${at}`).toEqual(alone.log);
    }
    expect(seen).toEqual(cuts);
  });
});
