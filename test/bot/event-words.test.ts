// Events are open: a title's own events get their words from its bot pieces (Chicago Express's 'built' and
// 'developed' live in its folders), and a title cannot redefine a shared event's words or another title's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { replay } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { eventWords, nameBook, recentStory } from '../../src/bot/services/story.ts';
import { registerEventWords } from '../../src/bot/services/event-words.ts';
import { SHARED_TYPES } from '../../src/bot/services/shared-words.ts';

await loadTitlePieces();

describe('title events in words', () => {
  const log = JSON.parse(readFileSync(new URL('../fixtures/chicago-express/five-players-houses.json', import.meta.url), 'utf8')) as GameLog;
  const game = viewGame(replay(log), null);

  it("Chicago Express's own events are told with the words its bot pieces registered", () => {
    const names = nameBook(game);
    const steps = [...game.history()];
    const built = steps.flatMap((s) => s.events).filter((e) => e.type === 'built');
    const developed = steps.flatMap((s) => s.events).filter((e) => e.type === 'developed');
    expect(built.length).toBeGreaterThan(0);
    expect(developed.length).toBeGreaterThan(0);
    for (const e of built) expect(eventWords(e, names)).toMatch(/^\S.* builds into [A-Z]+\d+.* for \$\d+/);
    for (const e of developed) expect(eventWords(e, names)).toMatch(/develops: income \+\$\d+|A house on [A-Z]+\d+/);
    // and in /game log (whose lines come from the same words)
    expect(recentStory(game, [], 400).some((l) => / builds into /.test(l))).toBe(true);
  });

  it('a title may not give words for a shared event, nor other words for another title’s event', () => {
    expect(() => registerEventWords({ dividend: () => 'x' } as never, SHARED_TYPES)).toThrow(/shared event/);
    expect(() => registerEventWords({ built: () => 'x' } as never, SHARED_TYPES)).toThrow(/two titles/);
  });
});
