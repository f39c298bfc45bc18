// The command-line tools' commands (shared by every title): `replay FILE.json [--runs N]`, `render`, `vickrey`. The
// entry point is main.ts; tests call runCli in their own process.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadTitlePieces } from '../title-pieces.ts';
import { activePlayers, replay, ReplayError } from '../engine/game.ts';
import type { GameLog } from '../engine/types.ts';
import { renderCommand } from '../render/cli.ts';
import { refereeRound } from './vickrey-referee.ts';

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Replays `runs` times in this process: the first replay's time and the median of the warm ones. `ms` is the
 * first `replay(log)` alone, as a restarted bot loads a game: modules already imported, the log parsed; it
 * includes the title's setup, every action with full checks, lazily built tables (map, tiles, track graph) and
 * the code running before the JIT has optimised it. `startup_ms` is what came before it in this process
 * (Node's start, importing and compiling the modules, reading the file).
 */
function replayCommand(file: string, runs: number): number {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  const started = performance.now();
  try {
    const game = replay(log);
    const ms = performance.now() - started;
    const warm: number[] = [];
    for (let i = 1; i < runs; i++) {
      const t = performance.now();
      replay(log);
      warm.push(performance.now() - t);
    }
    warm.sort((a, b) => a - b);
    const def = game.def;
    process.stdout.write(
      JSON.stringify({
        title: log.title,
        finished: def.finished(game.state),
        game_end_reason: def.endReason(game.state),
        result: def.result(game.state),
        // where the game stands, as an 18xx.games export says it (turn, round, acting)
        ...def.progress?.(game.state),
        acting: activePlayers(game).map((p) => log.players.find((q) => String(q.id) === String(p))?.id ?? p),
        actions: log.actions.length,
        ms: round2(ms),
        startup_ms: round2(started),
        ...(warm.length ? { runs, warm_median_ms: round2(warm[Math.floor(warm.length / 2)]!), warm_min_ms: round2(warm[0]!) } : {}),
      }) + '\n',
    );
    return 0;
  } catch (err) {
    if (err instanceof ReplayError) {
      process.stdout.write(
        JSON.stringify({ title: log.title, error: err.message, index: err.index, action_id: err.action.id ?? null }) + '\n',
      );
      return 1;
    }
    process.stdout.write(JSON.stringify({ title: log.title, error: err instanceof Error ? err.message : String(err) }) + '\n');
    return 1;
  }
}

const commands: Record<string, (args: string[]) => number | Promise<number>> = {
  replay: (args) => {
    const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
    const at = args.indexOf('--runs');
    const runs = at >= 0 ? Number(args[at + 1]) : 1;
    if (!file || !Number.isInteger(runs) || runs < 1) throw new Error('usage: cli replay FILE.json [--runs N]');
    return replayCommand(file, runs);
  },
  render: (args) => renderCommand(args),
  // 1871 Steel Cities' sealed second-price round (format: src/engine/titles/1871/README.md)
  vickrey: ([file]) => {
    if (!file) throw new Error('usage: cli vickrey FILE.json');
    const out = refereeRound(readFileSync(file, 'utf8'));
    process.stdout.write(out.line + '\n');
    return out.code;
  },
};

/** Runs one command line (without node and the script): its exit code; its output on stdout, a usage on stderr. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`usage: cli <${Object.keys(commands).join('|')}> ...\n`);
    return 2;
  }
  try {
    await loadTitlePieces();
    return await command(rest);
  } catch (err) {
    // unreadable file, bad JSON, an illegal action while rendering, an unknown hex: one line, no stack trace
    process.stdout.write(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }) + '\n');
    return 1;
  }
}
