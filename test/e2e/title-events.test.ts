// A title's own event, told in the thread with the title's own words: Tiny Rails' `milestones` variant records
// `counter_milestone`, declared in test/tiny-game/events.ts and given words in test/tiny-game/words.ts, which its
// bot pieces register (test/tiny-game/bot.ts). No shared file names the event.
import '../tiny-game/bot.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld, withThreadPost } from './world.ts';

let w: LocalWorld;

beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('a title registers its own event with its words', () => {
  let threadId = '';
  const thread = () => w.sim.messages(threadId).map((m) => m.content);

  it('tells the event in the thread with the words the title registered', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', variant: 'milestones', seat_order: 'joined' });
    threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId)[0]))!.id;
    await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });

    await withThreadPost(w, await slash(w, 'alice', 'move', undefined, { action: 'Add 3' }, threadId));
    // 3 → nothing to tell but the move itself
    expect(thread().join('\n')).not.toMatch(/🏅/);
    await withThreadPost(w, await slash(w, 'bob', 'move', undefined, { action: 'Add 3' }, threadId));
    // 6: past five, told in the title's words, by the players' names and without the event's name
    const post = thread().find((m) => m.includes('🏅'));
    expect(post).toContain('🏅 bob takes the counter past 5, to 6');
    expect(post).not.toMatch(/counter_milestone/);
    expect(thread().filter((m) => m.includes('🏅'))).toHaveLength(1);
  });

  it('tells it in /game log too', async () => {
    const log = await slash(w, 'alice', 'game', 'log', {}, threadId);
    expect(log.ephemeral).toBe(true);
    expect(log.content).toContain('🏅 bob takes the counter past 5, to 6');
  });

  it('the shared event list and the shared words do not name it', () => {
    for (const file of ['src/engine/events.ts', 'src/bot/services/story.ts', 'src/bot/services/shared-words.ts', 'src/bot/services/event-words.ts']) {
      expect(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file).not.toContain('counter_milestone');
    }
  });
});
