// "Your move, @carol, for …": the company named is the one the player acts for (an operating corporation, or
// a private acting alone); a private whose ability a player may use in their own stock turn (1830's
// Mohawk & Hudson exchange) is not who they act for.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

describe('who a player acts for', () => {
  it('1830 29133: nobody but themselves in a stock turn that may also use a private', () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1830-29133.json`, 'utf8')) as GameLog;
    let g = replay({ ...log, actions: [] });
    let seen = 0;
    let operating = 0;
    for (const a of log.actions.slice(0, 200)) {
      if (seen > 2 && operating > 2) break;
      const player = activePlayers(g)[0];
      if (player !== undefined && activePlayers(g).length === 1) {
        const legal = legalActions(g, player);
        const own = legal.some((c) => c.action.entity_type === 'player');
        const company = legal.some((c) => c.action.entity_type === 'company');
        const acting = viewGame(g, null).actingFor(player);
        if (own && company) {
          seen++;
          expect(acting, `action ${g.log.length}: ${legal.map((c) => c.label).join('; ')}`).toEqual([]);
        }
        // an operating corporation is still named
        if (legal.some((c) => c.action.entity_type === 'corporation')) {
          operating++;
          expect(acting.length).toBeGreaterThan(0);
        }
      }
      g = applyAction(g, a);
    }
    expect(seen).toBeGreaterThan(0);
    expect(operating).toBeGreaterThan(0);
  });
});
