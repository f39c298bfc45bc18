// IANA time zones through Intl only: validation, local wall-clock minutes, autocomplete.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for any zone Intl accepts (IANA names such as "Europe/Berlin", and "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Intl's canonical spelling of a zone ("europe/berlin" → "Europe/Berlin"), or null if unknown. */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!isValidTimeZone(timeZone)) return null;
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/** Minutes since local midnight (0..1439) of `at` in `timeZone`. */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  let hour = 0;
  let minute = 0;
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return (hour % 24) * 60 + minute;
}

let zoneList: string[] | undefined;

/** All IANA zones this runtime knows, plus "UTC". */
export function allTimeZones(): string[] {
  if (!zoneList) {
    const supported = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
    const zones = supported ? supported('timeZone') : [];
    zoneList = zones.includes('UTC') ? zones : ['UTC', ...zones];
  }
  return zoneList;
}

/**
 * Autocomplete choices for a typed fragment: zones whose name contains every word typed
 * (case-insensitive, "_" and "/" count as spaces), prefix matches first; at most `limit` (Discord allows 25).
 */
export function suggestTimeZones(typed: string, limit = 25): string[] {
  const words = typed.toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  const all = allTimeZones();
  if (words.length === 0) return all.slice(0, limit);
  const hits: { zone: string; rank: number }[] = [];
  for (const zone of all) {
    const plain = zone.toLowerCase().replace(/[_/]/g, ' ');
    if (!words.every((w) => plain.includes(w))) continue;
    const city = plain.slice(plain.lastIndexOf(' ', plain.length) + 1);
    const rank = plain.startsWith(words[0]!) ? 0 : plain.split(' ').some((p) => p.startsWith(words[0]!)) ? 1 : city.includes(words[0]!) ? 2 : 3;
    hits.push({ zone, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.zone.localeCompare(b.zone));
  return hits.slice(0, limit).map((h) => h.zone);
}
