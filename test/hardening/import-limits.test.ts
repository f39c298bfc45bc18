// Imports are checked before anything is stored and stored all at once: a bad file gets a clear
// refusal and leaves no lobby behind in /game list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { slash, startWorld } from '../e2e/world.ts';
import { testStores } from '../helpers/db.ts';

function tinyExport(): GameLog {
  let g = newGame('Tiny Rails', [{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }], { seed: 42 });
  g = applyAction(g, { type: 'add', entity: 1, amount: 1, id: 1 });
  g = applyAction(g, { type: 'add', entity: 2, amount: 1, id: 2 });
  g = applyAction(g, { type: 'add', entity: 1, amount: 1, id: 3 });
  return toEnvelope(g);
}

describe('import checks (through the bot)', () => {
  let w: LocalWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  const cases: [string, (log: GameLog) => GameLog, RegExp][] = [
    ['seed 3e9', (l) => ({ ...l, settings: { ...l.settings, seed: 3e9 } }), /settings\.seed 3000000000 is not a whole number/],
    ['a NUL in a player name', (l) => ({ ...l, players: [{ id: 1, name: 'A\u0000nn' }, l.players[1]!] }), /NUL/],
    ['a NUL in an action', (l) => ({ ...l, actions: [...l.actions.slice(0, 2), { ...l.actions[2]!, note: 'x\u0000' }] }), /actions\[2\]\.note contains a NUL/],
    ['a 3000-character player name', (l) => ({ ...l, players: [{ id: 1, name: 'N'.repeat(3000) }, l.players[1]!] }), /3000 characters long \(at most 64\)/],
    ['a 19 MB settings string', (l) => ({ ...l, settings: { ...l.settings, junk: 'j'.repeat(19 * 1024 * 1024) } }), /settings is \d+ KB/],
    ['two players with one id', (l) => ({ ...l, players: [l.players[0]!, { ...l.players[1]!, id: 1 }] }), /two players have the id 1/],
  ];

  it.each(cases)('refuses %s and stores nothing', async (_name, spoil, expected) => {
    const bytes = Buffer.from(JSON.stringify(spoil(tinyExport())));
    const r = await slash(w, 'alice', 'game', 'import', { file: { filename: 'bad.json', bytes } });
    const said = [r.content, ...r.followUps.map((m) => m.content)].join(' ');
    expect(said).toMatch(expected);
    expect(said).toMatch(/Nothing was imported/);
    expect(await w.store.listGames(w.guildId, w.user('alice'))).toEqual([]);
    const list = await slash(w, 'alice', 'game', 'list');
    expect(list.content).toMatch(/No games in this server yet/);
  });

  it('still imports a good file', async () => {
    const r = await slash(w, 'alice', 'game', 'import', { file: { filename: 'ok.json', bytes: Buffer.from(JSON.stringify(tinyExport())) } });
    expect(r.content).toMatch(/Imported game #\d+/);
    const id = /#(\d+)/.exec(r.content)![1]!;
    expect((await w.store.loadActions(id)).length).toBe(3);
  });
});

describe('Store.importGame is all or nothing', () => {
  for (const backend of testStores()) {
    it(`${backend.name}: a failing row in the last batch leaves no game and no actions`, async () => {
      const db = await backend.fresh();
      try {
        const store = await db.open();
        const actions = Array.from({ length: 7 }, (_, k) => ({ type: 'pass', id: k + 1 }) as Record<string, unknown>);
        actions[6] = { type: 'pass', bad: 'nul\u0000' }; // jsonb refuses \u0000
        await expect(
          store.importGame({ title: 't', seed: 1, guildId: 'g', channelId: 'c', creatorId: 'u', status: 'lobby' }, actions, { batch: 2 }),
        ).rejects.toThrow();
        expect(await store.listGames('g', 'u')).toEqual([]);
        const ok = await store.importGame({ title: 't', seed: 1, guildId: 'g', channelId: 'c', creatorId: 'u', status: 'lobby' }, actions.slice(0, 6), { batch: 4 });
        expect((await store.loadActions(ok.id)).map((a) => a.seq)).toEqual([0, 1, 2, 3, 4, 5]);
      } finally {
        await db.dispose();
      }
    });
  }
});
