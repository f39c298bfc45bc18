// Latency summaries for the load benches (interaction → acknowledgement, → final reply).
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summary(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '—');
  return `p50 ${f(percentile(s, 50))} ms, p99 ${f(percentile(s, 99))} ms, max ${f(s.at(-1) ?? NaN)} ms (n=${s.length})`;
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}
