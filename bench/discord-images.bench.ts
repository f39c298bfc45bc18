// Picture replies through Discord: time from the interaction to the completed reply (deferral, replay
// cache, render, upload) for /map, /map around:, /market and /status on a late 18Chesapeake game, via
// the local Discord stand-in and the real bot on a real discord.js client. Target: well under a second.
import { readFileSync } from 'node:fs';
import { loadTitlePieces } from '../src/title-pieces.ts';
import { replay, toEnvelope } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { createLogger } from '../src/logger.ts';
import { startLocalWorld } from '../src/local/world.ts';
import { measure, type BenchResult } from './run.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

await loadTitlePieces();

const FIXTURE = `${FIXTURES_18XX}/18chesapeake-14377.json`;

export default async function bench(): Promise<BenchResult[]> {
  let log: GameLog;
  try {
    log = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameLog;
  } catch {
    return [];
  }
  const w = await startLocalWorld({ log: createLogger('silent'), dataDir: 'memory://', managers: [] });
  try {
    const late = toEnvelope(replay({ ...log, actions: log.actions.slice(0, Math.floor(log.actions.length * 0.9)) }));
    const alice = w.user('alice');
    const bytes = Buffer.from(JSON.stringify({ id: 'bench-images', ...late }));
    const imported = await w.sim.slash({ user: alice, channel: w.channelId, command: 'game', subcommand: 'import', options: { file: { filename: 'g.json', bytes } } });
    const gameId = /game #(\d+)/.exec(imported.content)?.[1];
    const thread = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`));
    if (!gameId || !thread) throw new Error(`import failed: ${imported.content}`);

    const out: BenchResult[] = [];
    const cases: [string, string, Record<string, string>][] = [
      ['/map', 'map', {}],
      ['/map around:H6', 'map', { around: 'H6' }],
      ['/market', 'market', {}],
      ['/status', 'status', {}],
    ];
    for (const [name, command, options] of cases) {
      let size = 0;
      const r = await measure(
        `discord ${name} (late 18Chesapeake, interaction → reply)`,
        async () => {
          const res = await w.sim.slash({ user: alice, channel: thread.id, command, options, settleMs: 0 });
          const png = res.attachments[0];
          if (!png) throw new Error(`${name}: no picture (${res.content})`);
          size = png.bytes.length;
        },
        10,
        2,
      );
      out.push({ ...r, note: `min ${r.minMs} ms, ${Math.round(size / 1024)} KiB` });
    }
    return out;
  } finally {
    await w.stop();
  }
}
