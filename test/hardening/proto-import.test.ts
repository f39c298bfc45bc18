// A real 18Chesapeake game imported with player ids named like Object.prototype members is played on in Discord:
// seats claimed, status asked, the next move made, and the finished Chicago Express result names everyone.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePlayers, legalActions, replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { importAndSeat, slash, startWorld, withThreadPost } from '../e2e/world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { renamePlayers } from './rename-players.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const load = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as GameLog;

describe('imported games with player ids named like Object.prototype members', () => {
  it('18Chesapeake: claimed, shown and played on', async () => {
    const whole = load(`${FIXTURES_18XX}/18chesapeake-1905.json`);
    const ids = ['__proto__', 'constructor', 'toString', 'valueOf'];
    // the first 200 moves: a game still running
    const { log } = renamePlayers({ ...whole, actions: effectiveActions(whole.actions).slice(0, 200) }, ids);
    const users: Record<string, string> = Object.fromEntries(log.players.map((p, i) => [p.name, ['ann', 'bob', 'cat', 'dan'][i]!]));
    const { threadId } = await importAndSeat(w, log, 'proto-1905', users);
    expect(w.sim.messages(threadId).map((m) => m.content).join('\n')).toMatch(/Every seat is claimed/);

    const status = await slash(w, 'ann', 'game', 'status', undefined, threadId);
    expect(status.content).not.toMatch(/went wrong/);
    const g = replay(log);
    const next = String(activePlayers(g)[0]);
    const seat = log.players.findIndex((p) => String(p.id) === next);
    const choice = legalActions(g, next)[0]!;
    const move = await withThreadPost(w, await slash(w, ['ann', 'bob', 'cat', 'dan'][seat]!, 'move', undefined, { action: choice.label }, threadId));
    expect(move.content).toMatch(/^✅/);
  });

  it('Chicago Express: the finished result names every player', async () => {
    const { log } = renamePlayers(load(fileURLToPath(new URL('../fixtures/chicago-express/two-players-detroit.json', import.meta.url))), ['__proto__', 'constructor']);
    const bytes = Buffer.from(JSON.stringify({ ...log, id: 'proto-detroit' }));
    const reply = await slash(w, 'eve', 'game', 'import', { file: { filename: 'proto-detroit.json', bytes } });
    expect(reply.content).toMatch(/already over/);
    const [ann, bob] = [log.players[0]!.name, log.players[1]!.name];
    // (the envelope's own result is under the original ids 1 and 2)
    expect(reply.content).toContain(`${bob}: ${log.result!['2']}`);
    expect(reply.content).toContain(`${ann}: ${log.result!['1']}`);
  });
});
