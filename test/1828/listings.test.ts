// The 1828 commands' listings against a real game: at each point where 1828-23366 made one of 1828's own moves,
// the listing the command autocompletes from offers exactly the action the log made next (and nothing for
// players whose move it is not); the merger's partners, exchange choices and consent.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, replay, type LoadedGame } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { consentNeeded1828 } from '../../src/engine/titles/1828/queries/consent.ts';
import { mergeAction, mergePartners, mergerChooser, mergerStage } from '../../src/engine/titles/1828/queries/merger.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { lists1828 } from '../../src/bot/titles/1828/commands/listed.ts';
import { moves1828 } from '../../src/bot/titles/1828/moves.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const full = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
const at = (cut: number) => replay({ ...full, actions: full.actions.slice(0, cut) });
const next = (cut: number) => full.actions[cut]!;
/** The log action without its bookkeeping (id, time), players' ids as strings (the listings' form). */
const core = (a: Action) => {
  const { id: _i, created_at: _c, original_id: _o, ...rest } = a as Action & { original_id?: unknown };
  return { ...rest, entity: String(rest.entity) };
};
const offered = (list: { action: Action }[]) => list.map((c) => core(c.action));
const players = (g: LoadedGame) => g.players.map((p) => String(p.id));

describe('1828 command listings at the real game’s own moves', () => {
  it.each([
    ['coal', 159],
    ['swap', 463],
    ['lay', 270],
    ['cp', 280],
    ['exchange', 387],
  ] as const)('/%s offers the log’s next action (cut %i), and nothing to the other players', (command, cut) => {
    const game = at(cut);
    const actor = String((game.def.activePlayers(game.state) as string[])[0]);
    expect(offered(lists1828[command](moves1828(game, actor)))).toContainEqual(core(next(cut)));
    for (const p of players(game).filter((x) => x !== actor)) expect(lists1828[command](moves1828(game, p))).toEqual([]);
  });

  it('/exchange offers one share per corporation and place (IPO, market); a president’s certificate only of an unparred corporation', () => {
    const game = at(387);
    const list = lists1828.exchange(moves1828(game, '5518'));
    const shares = list.map((c) => (c.action.shares as string[])[0]!);
    expect(new Set(shares).size).toBe(shares.length);
    const state = game.state as GameState;
    for (const id of shares) {
      const share = state.shares.find((s) => s.id === id)!;
      if (share.president) expect(state.corps.find((c) => c.sym === share.corp)!.ipoed).toBe(false);
    }
  });

  it('offers the partners the log merged with; asks consent only for another director’s corporation', () => {
    const game = at(391);
    const state = game.state as GameState;
    const log = next(391 + 1);
    expect(mergePartners(state, '2051', 'PRR')).toContain(log.corporation);
    expect(mergePartners(state, '2051', 'PRR')).not.toContain('PRR');
    // nobody else may start one on 2051's turn
    expect(mergePartners(state, '2506', 'NYC')).toEqual([]);
    const started = applyAction(game, next(391));
    expect(mergerStage(started.state as GameState)).toEqual({ stage: 'partner', acting: '2051', initiator: 'PRR' });
    expect(mergePartners(started.state as GameState, '2051', 'PRR')).toContain('MP');
    expect(consentNeeded1828(started.state as GameState, mergeAction('PRR', 'MP'))).toBeNull();
    const president = state.corps.find((c) => c.sym === 'NYC')!.president;
    expect(president).not.toBe('2051');
    expect(consentNeeded1828(started.state as GameState, mergeAction('PRR', 'NYC'))).toBe(president);
  });

  it('offers each asked player the exchange choice the log made, and nothing to the others', () => {
    let game = applyAction(applyAction(at(391), next(391)), next(392));
    for (let cut = 393; cut <= 396; cut++) {
      const state = game.state as GameState;
      const chooser = mergerChooser(state)!;
      expect(chooser).toBe(String(next(cut).entity));
      // 18xx.games logs the start of an offered text ("PRR" for "PRR ($94)") and matches by inclusion
      const list = lists1828.merger(moves1828(game, chooser));
      expect(list.filter((c) => String(c.action.choice).includes(String(next(cut).choice))).length).toBe(1);
      for (const c of list) expect(core(c.action)).toEqual({ ...core(next(cut)), choice: c.action.choice });
      for (const p of players(game).filter((x) => x !== chooser)) expect(lists1828.merger(moves1828(game, p))).toEqual([]);
      game = applyAction(game, next(cut));
    }
    expect(mergerChooser(game.state as GameState)).toBeNull();
  });
});
