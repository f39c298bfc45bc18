// Why a game ended is told in its title's words (TitleDefinition.endWords), wherever the bot says it: the result
// line of /game status and the game-end line. Chicago Express's reasons ("detroit", "trains", …) were shown as codes.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { resultLine } from '../../src/bot/services/status.ts';
import type { GameRecord } from '../../src/bot/services/store.ts';
import { eventWords } from '../../src/bot/services/story.ts';
import { nameBook } from '../../src/bot/services/name-book.ts';

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8')) as GameLog;

describe('end reasons in words', () => {
  const game = replay(fixture('chicago-express/two-players-detroit.json'));
  const reason = game.def.endReason(game.state)!;
  const words = game.def.endWords?.[reason];

  it('Chicago Express has words for its end', () => {
    expect(reason).toBe('detroit');
    expect(words).toMatch(/Detroit/);
    expect(words).not.toBe(reason);
  });

  it('in the result line', () => {
    const line = resultLine({ record: { id: '1', status: 'finished' } as GameRecord, seats: [], game, actors: [] });
    expect(line).toContain(`(${words})`);
  });

  it('in the game-end line of the shared events', () => {
    const names = nameBook(viewGame(game, null));
    expect(names.end(reason)).toBe(words);
    const line = eventWords({ type: 'game_end', reason, ranking: [] }, names);
    expect(line).toContain(`Game over — ${words}.`);
  });
});
