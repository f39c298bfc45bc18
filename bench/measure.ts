// Timing helper for bench/*.bench.ts files.
export interface BenchResult {
  name: string;
  medianMs: number;
  runs: number;
  minMs?: number;
  note?: string;
}

/** Median (and fastest) wall time of `fn` over `runs` runs after `warmup` unmeasured ones. */
export async function measure(name: string, fn: () => unknown, runs = 20, warmup = 3): Promise<BenchResult> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { name, medianMs: round(times[Math.floor(times.length / 2)]!), minMs: round(times[0]!), runs };
}
