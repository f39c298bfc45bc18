// Undo never crosses a reveal: once the last sealed bid completed the round (everyone's bids
// shown), nobody can take a bid back and re-bid with that knowledge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { RuleError } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from '../e2e/world.ts';

describe('engine: undo and reveal points', () => {
  const players = [{ id: 1, name: 'A' }, { id: 2, name: 'B' }];
  it('refuses an undo of the action that revealed the sealed bids', () => {
    let g = newGame('Tiny Rails', players, { seed: 1, optional_rules: ['sealed_start'] });
    g = applyAction(g, { type: 'bid', entity: 1, company: 'first-move', price: 2, id: 1 });
    g = applyAction(g, { type: 'bid', entity: 2, company: 'first-move', price: 5, id: 2 });
    expect(() => applyAction(g, { type: 'undo', entity: 2, id: 3 })).toThrow(RuleError);
    expect(() => applyAction(g, { type: 'undo', entity: 2, action_id: 0, id: 3 })).toThrow(/reveal/);
    g = applyAction(g, { type: 'add', entity: 2, amount: 1, id: 3 });
    // After the reveal, later actions can still be undone.
    const undone = applyAction(g, { type: 'undo', entity: 2, id: 4 });
    expect(undone.state.counter).toBe(0);
    expect(() => applyAction(g, { type: 'undo', entity: 2, action_id: 1, id: 4 })).toThrow(/reveal/);
  });

  it('still lets a sealed bid be taken back before the round is complete', () => {
    let g = newGame('Tiny Rails', [...players, { id: 3, name: 'C' }], { seed: 1, optional_rules: ['sealed_start'] });
    g = applyAction(g, { type: 'bid', entity: 1, company: 'first-move', price: 2, id: 1 });
    g = applyAction(g, { type: 'undo', entity: 1, id: 2 });
    expect(g.state.sealed.sheets).toEqual({});
  });
});

describe('bot: the last sealed bidder cannot undo after the reveal', () => {
  let w: LocalWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  it('refuses /game undo and keeps the revealed bids', async () => {
    const lobby = await slash(w, 'carol', 'game', 'new', { title: 'tiny-rails', variant: 'sealed_start' });
    await w.sim.clickButton({ user: w.user('dave'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const thread = w.sim.threads(w.channelId)[0]!.id;
    // /bid sets the bid in the draft; the sheet's Submit hands it in
    for (const [user, price] of [['carol', 2], ['dave', 5]] as const) {
      const set = await slash(w, user, 'bid', undefined, { company: 'first-move', price }, thread);
      await w.sim.clickButton({ user: w.user(user), messageId: set.message!.id, customId: buttonId(set, 'Submit') });
    }
    const undo = await slash(w, 'dave', 'game', 'undo', {}, thread);
    const said = [undo.content, ...undo.followUps.map((m) => m.content)].join(' ');
    expect(said).toMatch(/reveal/);
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    expect((await w.store.loadActions(gameId)).map((a) => a.action.type)).toEqual(['sealed_bids', 'sealed_bids']);
  });
});
