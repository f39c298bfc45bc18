// Several optional rules for one game from /game new (18xx.games lets a game have any of its title's optional
// rules): 1830 with both of its own, named in the lobby by their titles, kept in the game's settings.
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWorld } from '../../src/local/world.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
}, 180_000);
afterAll(async () => {
  await w?.stop();
});

describe('1830 with both of its optional rules', () => {
  it('autocomplete offers the other rule once one is chosen', async () => {
    const choices = await w.sim.autocomplete({ user: w.user('alice'), channel: w.channelId, command: 'game', subcommand: 'new', options: { title: '1830' }, focused: 'variant', value: 'optional_6_train+' });
    expect(choices.map((c) => (c as { value: string }).value)).toEqual(['optional_6_train+multiple_brown_from_ipo']);
  });

  it('starts a game with both: the lobby names them, the game has them (a third 6 train)', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: '1830', variant: 'optional_6_train+multiple_brown_from_ipo', seat_order: 'joined' });
    const lobbyText = JSON.stringify(lobby.embeds);
    expect(lobbyText).toContain('Variant: Optional extra 6-Train + Buy Multiple Brown Shares From IPO');
    expect(lobbyText).not.toContain('optional_6_train');
    await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const gameId = /game #(\d+)/.exec(lobbyText)![1]!;
    const loaded = await w.bot.ctx.games.load(gameId, { fresh: true });
    expect(loaded.game!.settings.optional_rules).toEqual(['optional_6_train', 'multiple_brown_from_ipo']);
    const sixes = (loaded.game!.state as GameState).trains.filter((t) => t.name === '6');
    expect(sixes).toHaveLength(3);
  }, 120_000);
});
