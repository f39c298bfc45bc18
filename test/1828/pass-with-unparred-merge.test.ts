// 18xx.games lists `choose` (a merger) when BuySellParShares#can_merge_any? holds, and that test does not ask the
// initiator to be parred: a player with C&A's PRR share (PRR not parred) and four shares of MC, which they preside
// over and which has floated, "can merge" PRR with MC, so 18xx.games waits for their pass instead of passing for
// them. A random live game (tools/18xx-diff, 1828 5 players seed 422) in its first stock round, up to
// that turn, with the pass 18xx.games then accepted (it and we name the same next player).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { legalActions, replay } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';

const log = JSON.parse(readFileSync(new URL('./fixtures/pass-with-unparred-merge-5p-422.json', import.meta.url), 'utf8')) as GameLog;

describe('a stock turn whose only "move" is 18xx.games’ merger with a corporation not yet parred', () => {
  const g = replay({ ...log, actions: log.actions.slice(0, -1) });
  const s = g.state as GameState;

  it('is the position described', () => {
    expect(s.corps.find((c) => c.sym === 'PRR')!.ipoed).toBe(false);
    expect(s.shares.find((x) => x.id === 'PRR_1')!.owner).toBe('103');
    expect(s.corps.find((c) => c.sym === 'MC')).toMatchObject({ president: '103', floated: true });
  });

  it('waits for the player, offering only the pass (no merger of an unparred corporation), then goes on', () => {
    expect(g.def.activePlayers(s)).toEqual(['103']);
    expect(legalActions(g, '103').map((c) => c.action)).toEqual([{ type: 'pass', entity: '103', entity_type: 'player' }]);
    const next = replay(log);
    expect(next.def.activePlayers(next.state)).toEqual(['104']);
  });
});
