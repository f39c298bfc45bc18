// 18xx.games keeps each corporation's "may it place a token?" from its route graph until a tile is laid or a token
// is placed by a move; a home token placed in between does not clear it (graph.rb can_token?, tokener.rb). A random
// live game (tools/18xx-diff, 1828 5 players seed 68): MP-NW could token when it passed its token step in OR 20.1
// (action 1537); C&O's home token on K15 then filled the last city it reached (1561), with no tile or token laid
// since. In OR 20.2, 18xx.games still has MP-NW's token step to pass after its track step (action 1572: its next
// buy_train was refused, "Blocking step Place a Token"); we had skipped it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { applyAction, legalActions, replay } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';
import type { GameLog } from '../../src/engine/types.ts';

const log = JSON.parse(readFileSync(new URL('./fixtures/5p-68-kept-token-answer.json', import.meta.url), 'utf8')) as GameLog;
const through = (id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });

describe('the token step answers as 18xx.games’ kept route graph does', () => {
  it('MP-NW must pass a token step with no city left to token, as in 18xx.games', () => {
    const g = through(1572);
    const s = g.state as GameState;
    expect(s.round.kind === 'operating' && s.round.order[s.round.index]).toBe('MP-NW');
    expect(s.round.kind === 'operating' && s.round.step).toBe('token');
    // the map itself has no city for it now (K15 is full since C&O's home token)
    const ctx = xxContext(g.def, s)!;
    expect(ctx.map.canPlaceToken(s, 'MP-NW')).toBe(false);
    const listed = legalActions(g, s.corps.find((c) => c.sym === 'MP-NW')!.president!).map((c) => c.action);
    expect(listed.some((a) => a.type === 'place_token')).toBe(false);
    expect(listed.some((a) => a.type === 'buy_train')).toBe(false);
    expect(listed).toContainEqual({ type: 'pass', entity: 'MP-NW', entity_type: 'system' });
    // its pass ends the token step; the train step follows
    const passed = applyAction(g, { type: 'pass', entity: 'MP-NW', entity_type: 'system' });
    const after = passed.state as GameState;
    expect(after.round.kind === 'operating' && after.round.step).not.toBe('token');
  });

  it('a tile laid or a token placed by a move clears the kept answers; a home token does not', () => {
    // C&O's home token (action 1561) left MP-NW's answer from OR 20.1 in place
    const s = through(1561).state as GameState;
    expect(s.tokenGraph?.['MP-NW']).toBe(true);
    // the last lay before it cleared every answer kept before
    const lay = log.actions.filter((a) => Number(a.id) <= 1561 && (a.type === 'lay_tile' || a.type === 'place_token')).at(-1)!;
    const justAfter = through(Number(lay.id)).state as GameState;
    expect(Object.keys(justAfter.tokenGraph ?? {}).length).toBeLessThanOrEqual(1);
  });
});
