// Imported player ids that are also Object.prototype names can be claimed like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, toEnvelope } from '../../src/engine/game.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('player ids named like Object.prototype members', () => {
  it('lets __proto__, constructor and toString be claimed', async () => {
    const players = [
      { id: '__proto__', name: 'Proto' },
      { id: 'constructor', name: 'Ctor' },
      { id: 'toString', name: 'Str' },
    ];
    let g = newGame('Tiny Rails', players, { seed: 7 });
    g = applyAction(g, { type: 'add', entity: '__proto__', amount: 1, id: 1 });
    const bytes = Buffer.from(JSON.stringify(toEnvelope(g)));
    const reply = await slash(w, 'ann', 'game', 'import', { file: { filename: 'p.json', bytes } });
    expect(reply.content).toMatch(/Imported game #\d+/);
    const msg = w.sim.messages(w.channelId).at(-1)!;
    for (const [user, seat] of [['ann', 'Proto'], ['bob', 'Ctor'], ['cat', 'Str']] as const) {
      const current = w.sim.message(msg.id)!;
      const r = await w.sim.clickButton({ user: w.user(user), messageId: msg.id, customId: buttonId(current, `Claim seat: ${seat}`) });
      expect(r.followUps.map((m) => m.content).join(' ')).not.toMatch(/claimed that seat/);
    }
    const thread = w.sim.threads(w.channelId).find((t) => t.name?.startsWith('Tiny Rails'))!;
    expect(w.sim.messages(thread.id).map((m) => m.content).join('\n')).toMatch(/Every seat is claimed/);
    const move = await slash(w, 'bob', 'move', undefined, { action: 'Add 2' }, thread.id);
    expect(move.content).toMatch(/Add 2/);
  });
});
