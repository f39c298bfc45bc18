// Durations typed by players: "12h", "90m", "1d 6h", "1d6h30m", "45" (minutes), "0".

const UNIT_MINUTES: Record<string, number> = { m: 1, min: 1, mins: 1, h: 60, hr: 60, hrs: 60, d: 1440, day: 1440, days: 1440, w: 10080 };

/** Minutes in a typed duration, or null if it cannot be read. A bare number means minutes. */
export function parseDurationMinutes(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  if (/^\d+$/.test(t)) return Number(t);
  const re = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
  let total = 0;
  let consumed = '';
  for (let m = re.exec(t); m; m = re.exec(t)) {
    const unit = UNIT_MINUTES[m[2]!];
    if (unit === undefined) return null;
    total += Number(m[1]) * unit;
    consumed += m[0];
  }
  if (consumed.replace(/\s+/g, '') !== t.replace(/\s+/g, '')) return null;
  return Math.round(total);
}

/** "12h", "1d 6h", "90m" → compact text of a minute count. */
export function formatMinutes(minutes: number): string {
  if (minutes <= 0) return '0m';
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : ''].filter(Boolean).join(' ');
}
