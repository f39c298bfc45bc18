// Every refusal still answers when it quotes a huge option value (Discord allows 6000 characters
// per option but only 2000 per message): the reply is cut to fit, never dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
let thread = '';
beforeAll(async () => {
  w = await startWorld();
  const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
  await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
  await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
  thread = w.sim.threads(w.channelId)[0]!.id;
});
afterAll(async () => {
  await w?.stop();
});

const huge = 'x'.repeat(5990) + 'THE-END';

describe('refusals quoting 6000-character options', () => {
  it.each([
    ['/move action:', () => slash(w, 'alice', 'move', undefined, { action: huge }, thread), /not one of your moves/],
    ['/move game:', () => slash(w, 'alice', 'move', undefined, { action: 'Add 1', game: huge }), /There is no game/],
    ['/game new title:', () => slash(w, 'alice', 'game', 'new', { title: huge }), /There is no title/],
    ['/game new variant:', () => slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', variant: huge }), /has no variant/],
    ['/bid company:', () => slash(w, 'alice', 'bid', undefined, { company: huge, price: 1 }, thread), /nothing to bid on|can't bid on/],
    ['/game status game:', () => slash(w, 'alice', 'game', 'status', { game: huge }), /There is no game/],
  ])('%s', async (_name, run, expected) => {
    const r = await run();
    const text = [r.content, ...r.followUps.map((m) => m.content)].join('\n');
    expect(r.ephemeral || r.followUps.some((m) => m.ephemeral)).toBe(true);
    expect(text).toMatch(expected);
    expect(text).not.toContain('THE-END');
    for (const m of [r.content, ...r.followUps.map((f) => f.content)]) expect(m.length).toBeLessThanOrEqual(2000);
  });
});
