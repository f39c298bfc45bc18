// A 20,000-action import on PGlite while other games keep moving: how fast are their moves
// acknowledged (Discord's 3-second window) and answered? Target: acknowledgement p99 < 500 ms.
// Through the stand-in and the real bot; the import is a Tiny Rails log of passes.
import '../test/tiny-game/register.ts';
import { newGame, toEnvelope } from '../src/engine/game.ts';
import type { Action } from '../src/engine/types.ts';
import { createLogger } from '../src/logger.ts';
import { startLocalWorld, type LocalWorld } from '../src/local/world.ts';
import { median, summary } from './latency.ts';
import type { BenchResult } from './run.ts';

const IMPORT_ACTIONS = 20_000;
const OTHER_GAMES = 10;

function bigExport(): Buffer {
  const g = newGame('Tiny Rails', [{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }], { seed: 1, target: 1_000_000_000 });
  const actions: Action[] = Array.from({ length: IMPORT_ACTIONS }, (_, n) => ({ type: 'pass', entity: (n % 2) + 1, entity_type: 'player', id: n + 1 }));
  return Buffer.from(JSON.stringify({ ...toEnvelope(g), actions }));
}

type Game = { id: string; players: string[]; turn: number };

/** Every game passes in turn, one move at a time each, until `stop()`; latencies of each move. */
async function moveWhile(w: LocalWorld, games: Game[], stop: () => boolean) {
  const acks: number[] = [];
  const replies: number[] = [];
  let failed = 0;
  await Promise.all(
    games.map(async (g) => {
      while (!stop()) {
        const t = performance.now();
        const move = w.sim.sendSlash({ user: g.players[g.turn]!, channel: w.channelId, command: 'pass', options: { game: g.id } });
        try {
          const r = await w.sim.response(move.id, { timeoutMs: 300_000, settleMs: 0 });
          if (r.ackMs !== null) acks.push(r.ackMs);
          replies.push(performance.now() - t);
          if (/✅/.test([r.content, ...r.followUps.map((m) => m.content)].join(' '))) g.turn = 1 - g.turn;
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { acks, replies, failed };
}

export default async function bench(): Promise<BenchResult[]> {
  const w = await startLocalWorld({ log: createLogger('silent'), dataDir: 'memory://', managers: [], responseTimeoutMs: 120_000 });
  try {
    const games: Game[] = [];
    for (let n = 0; n < OTHER_GAMES; n++) {
      const players = [w.user(`a${n}`), w.user(`b${n}`)];
      const record = await w.store.createGame({ title: 'tiny-rails', envelopeTitle: 'Tiny Rails', options: { seatOrder: 'join', settings: { target: 1_000_000 } }, seed: n, guildId: w.guildId, channelId: w.channelId, creatorId: players[0]!, status: 'lobby' });
      for (const p of players) await w.store.addSeat(record.id, p, p);
      await w.store.setSeatOrder(record.id, players);
      await w.store.updateGame(record.id, { status: 'active' });
      games.push({ id: record.id, players, turn: 0 });
    }
    // The same moves without an import first: the machine's own baseline.
    const base = await moveWhile(w, games, (() => { const until = performance.now() + 3000; return () => performance.now() > until; })());
    const bytes = bigExport();
    const started = performance.now();
    const imp = w.sim.sendSlash({ user: w.user('importer'), channel: w.channelId, command: 'game', subcommand: 'import', options: { file: { filename: 'big.json', bytes } } });
    let importDone = false;
    const imported = w.sim.response(imp.id, { timeoutMs: 300_000, settleMs: 0 }).finally(() => (importDone = true));
    const during = await moveWhile(w, games, () => importDone);
    const res = await imported;
    const importMs = performance.now() - started;
    if (!/Imported game #\d+/.test(res.content)) throw new Error(`import failed: ${res.content}`);
    const row = (name: string, v: number[], note: string): BenchResult => ({ name, medianMs: Math.round(median(v)), runs: v.length, note: `${summary(v)}${note}` });
    return [
      row(`${OTHER_GAMES} games move, no import: ack`, base.acks, ''),
      row(`${OTHER_GAMES} games move, no import: reply`, base.replies, `; ${base.failed} refused or failed`),
      row(`import ${IMPORT_ACTIONS} actions (PGlite) while ${OTHER_GAMES} games move: ack`, during.acks, `; import ${(importMs / 1000).toFixed(1)} s`),
      row(`import ${IMPORT_ACTIONS} actions (PGlite) while ${OTHER_GAMES} games move: reply`, during.replies, `; ${during.failed} refused or failed`),
    ];
  } finally {
    await w.stop();
  }
}
