// 50 games moving at once through one bot process, with Discord's global rate limit (50 requests/s,
// interaction responses exempt) enforced by the stand-in. Counts accepted moves per second and the
// time from the interaction to the final reply (the thread's message). Target: ≥ 100 moves/s with
// final-reply p99 < 1 s, on PGlite and on PostgreSQL (TEST_DATABASE_URL: a throw-away server where
// a database may be created and dropped; otherwise that half is skipped).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import '../test/tiny-game/register.ts';
import { createLogger } from '../src/logger.ts';
import { startLocalWorld, type LocalWorld } from '../src/local/world.ts';
import { admin } from '../test/helpers/db.ts';
import { median, summary } from './latency.ts';
import type { BenchResult } from './run.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const SECONDS = 6;

/** Resolves when the interaction has its first follow-up (the thread's message), from the stand-in's events. */
function followUp(w: LocalWorld, id: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (): boolean => (w.sim.interaction(id)?.followUps.length ?? 0) > 0;
    if (check()) return resolve();
    const on = (record: { id: string }) => {
      if (record.id === id && check()) {
        w.sim.off('interaction', on);
        resolve();
      }
    };
    w.sim.on('interaction', on);
  });
}

async function run(name: string, databaseUrl?: string): Promise<BenchResult[]> {
  const w: LocalWorld = await startLocalWorld({ log: createLogger(process.env.BENCH_LOG ?? 'silent'), dataDir: 'memory://', databaseUrl, managers: [], globalRateLimit: 50, responseTimeoutMs: 60_000 });
  try {
    const games: { id: string; thread: string; players: string[]; turn: number }[] = [];
    for (let n = 0; n < GAMES; n++) {
      const players = [w.user(`a${n}`), w.user(`b${n}`)];
      const record = await w.store.createGame({ title: 'tiny-rails', envelopeTitle: 'Tiny Rails', options: { seatOrder: 'join', settings: { target: 1_000_000 } }, seed: n, guildId: w.guildId, channelId: w.channelId, creatorId: players[0]!, status: 'lobby' });
      for (const p of players) await w.store.addSeat(record.id, p, p);
      await w.store.setSeatOrder(record.id, players);
      const thread = w.sim.createThread(w.channelId, `Tiny Rails #${record.id}`);
      await w.store.updateGame(record.id, { status: 'active', threadId: thread.id });
      games.push({ id: record.id, thread: thread.id, players, turn: 0 });
    }
    const finals: number[] = [];
    const acks: number[] = [];
    let accepted = 0;
    let refused = 0;
    let missed = 0;
    const play = async (until: number, record: boolean) => {
      await Promise.all(
        games.map(async (g) => {
          while (performance.now() < until) {
            const t = performance.now();
            const move = w.sim.sendSlash({ user: g.players[g.turn]!, channel: g.thread, command: 'pass', options: {} });
            let r;
            try {
              r = await w.sim.response(move.id, { settleMs: 0, timeoutMs: 20_000 });
            } catch {
              if (record) missed++; // not acknowledged within Discord's 3 s (10062)
              continue;
            }
            if (!/^✅/.test(r.content)) {
              if (record) refused++;
              continue;
            }
            await followUp(w, move.id);
            g.turn = 1 - g.turn;
            if (!record) continue;
            accepted++;
            finals.push(performance.now() - t);
            if (r.ackMs !== null) acks.push(r.ackMs);
          }
        }),
      );
    };
    await play(performance.now() + 1500, false); // warm-up: caches, JIT
    const limitedBefore = w.sim.rateLimitedRequests;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await play(started + SECONDS * 1000, true);
    const seconds = (performance.now() - started) / 1000;
    // CPU of this whole process (bot, stand-in and PGlite's thread) per accepted move: on a shared
    // machine the rate depends on what else runs; this does much less.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerMove = (cpu.user + cpu.system) / 1000 / Math.max(1, accepted);
    const rate = accepted / seconds;
    return [
      { name: `${GAMES} games moving at once (${name}): accepted moves/s`, medianMs: Math.round(median(finals)), runs: accepted, note: `${rate.toFixed(1)} moves/s; final reply ${summary(finals)}; ack ${summary(acks)}; ${refused} refused; ${missed} never acknowledged; ${w.sim.rateLimitedRequests - limitedBefore} requests hit the global limit; process CPU ${cpuPerMove.toFixed(1)} ms per move; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores` },
    ];
  } finally {
    await w.stop();
  }
}

export default async function bench(): Promise<BenchResult[]> {
  // BENCH_BACKENDS=pglite or =postgres measures one backend only (default both).
  const only = process.env.BENCH_BACKENDS;
  const out = only && !/pglite/i.test(only) ? [] : await run('PGlite');
  if (only && !/postgres/i.test(only)) return out;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    out.push({ name: `${GAMES} games moving at once (PostgreSQL)`, medianMs: NaN, runs: 0, note: 'skipped: TEST_DATABASE_URL is not set' });
    return out;
  }
  const db = `sm_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database "${db}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${db}`;
    out.push(...(await run('PostgreSQL', url.toString())));
  } finally {
    await admin(adminUrl, `drop database if exists "${db}" with (force)`);
  }
  return out;
}
