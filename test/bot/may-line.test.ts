// "Your move … — you may …": every kind of move in words, a title's own kinds in the title's words.
import '../tiny-game/register.ts';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import { mayLine } from '../../src/bot/services/status.ts';

describe('mayLine', () => {
  it("names a title's own kind of move in the title's words (Tiny Rails' add)", () => {
    const game = newGame('Tiny Rails', [{ id: 'a', name: 'alice' }, { id: 'b', name: 'bob' }], { seed: 1 });
    const first = game.def.activePlayers(game.state)[0]!;
    expect(mayLine(viewGame(game, null), first)).toBe('may add to the counter or pass');
  });
});
