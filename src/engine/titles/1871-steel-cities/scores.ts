// A player's worth (provisional, 1822 model): cash, less loan debt, plus shares at market price,
// privates at face value, and minors at what they cost at auction.
import { dataVersion } from './data/index.ts';
import { sharePrice } from './majors.ts';
import type { SteelState } from './state.ts';
import { newRecord, ownValue } from '../../records.ts';

export function scores(state: SteelState): Record<string, number> {
  const data = dataVersion(state.dataVersion);
  const out = newRecord<number>();
  for (const p of state.players) {
    let value = p.cash - p.loan;
    for (const c of Object.values(state.companies)) {
      if (c.owner !== p.key || c.status !== 'owned') continue;
      value += c.type === 'private' ? data.companies.privates.find((x) => x.id === c.id)!.value : (c.paid ?? 0);
    }
    for (const m of Object.values(state.majors)) value += (ownValue(m.shares, p.key) ?? 0) * sharePrice(data, m);
    out[p.key] = value;
  }
  return out;
}
