// Before every logged action, the engine must name the acting player as active, and offer a legal
// choice of the same kind (same type; for shares, the same corporation).
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action } from '../../src/engine/types.ts';
import { loadFixture } from './helpers.ts';

function actor(state: GameState, a: Action): string {
  const e = String(a.entity);
  if (a.entity_type === 'player') return e;
  const company = state.companies.find((c) => c.sym === e);
  const corp = state.corps.find((c) => c.sym === (company ? company.owner : e));
  return corp?.president ?? '';
}

function sameKind(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'buy_shares' || a.type === 'sell_shares') return String((a.shares as string[])[0]).split('_')[0] === String((b.shares as string[])[0]).split('_')[0];
  if (a.type === 'buy_train') return a.train === b.train;
  if (a.type === 'par') return a.corporation === b.corporation;
  return true;
}

const FILES = ['18chesapeake-1905.json', '18chesapeake-14377.json', '18chesapeake-1277.json', '18chesapeake-otr-bank.json'];

describe('18Chesapeake active players and legal actions along real games', () => {
  for (const file of FILES) {
    it(file, () => {
      const log = loadFixture(file);
      const game = newGame(log.title, log.players, log.settings);
      const state = game.state as GameState;
      let offered = 0;
      let checked = 0;
      for (const a of effectiveActions(log.actions)) {
        if (a.type === 'message' || a.type.startsWith('program_')) continue;
        const who = actor(state, a);
        expect(game.def.activePlayers(state).map(String), `action ${a.id} ${a.type}`).toContain(who);
        if (['pass', 'buy_shares', 'par', 'dividend', 'buy_train'].includes(a.type) && a.entity_type !== 'company') {
          checked++;
          if (game.def.legalActions(state, who).some((c) => sameKind(c.action, a))) offered++;
        }
        game.def.process(state, a);
      }
      expect(offered).toBe(checked);
    });
  }
});
