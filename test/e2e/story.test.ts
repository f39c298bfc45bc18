// The story helpers through the stand-in: `game:` means your only running game even when a finished one
// shares the channel; the finished game's thread gets the net-worth chart; /game chart draws it any time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function startGame(): Promise<{ gameId: string; threadId: string }> {
  const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
  const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title!)![1]!;
  await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
  await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
  const threadId = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))!.id;
  return { gameId, threadId };
}

describe('story through the stand-in', () => {
  let first = { gameId: '', threadId: '' };
  let second = { gameId: '', threadId: '' };

  it('plays a game to its end, whose last message carries the chart', async () => {
    first = await startGame();
    for (let n = 0; n < 20; n++) {
      const last = w.sim.messages(first.threadId).at(-1)!;
      if (/Game over/.test(last.content)) break;
      const mover = /Your move, <@(\d+)>/.exec(last.content)![1]!;
      const user = mover === w.user('alice') ? 'alice' : 'bob';
      await slash(w, user, 'move', undefined, { action: 'Add 3' }, first.threadId);
    }
    const end = w.sim.messages(first.threadId).at(-1)!;
    expect(end.content).toMatch(/Game over/);
    const chart = end.attachments.find((a) => a.filename.endsWith('-chart.png'));
    expect(chart, end.attachments.map((a) => a.filename).join(', ')).toBeTruthy();
    expect(chart!.bytes.subarray(0, 4).equals(PNG)).toBe(true);
  }, 60_000);

  it('game: resolves to the only running game when a finished one shares the channel', async () => {
    second = await startGame();
    const r = await slash(w, 'alice', 'game', 'status', {});
    expect(r.content).not.toMatch(/several games/);
    expect(r.content).toContain(`game #${second.gameId} (active)`);
  }, 60_000);

  it('/game chart draws the chart of a running game on demand', async () => {
    const r = await slash(w, 'bob', 'game', 'chart', {}, second.threadId);
    expect(r.ephemeral).toBe(false);
    expect(r.attachments[0]!.filename).toBe(`game-${second.gameId}-0-chart.png`);
    expect(r.attachments[0]!.bytes.subarray(0, 4).equals(PNG)).toBe(true);
  }, 60_000);
});
