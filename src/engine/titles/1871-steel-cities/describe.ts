// 1871 status in words for Discord. Never shows a sealed bid: only who has submitted.
import { dataVersion } from './data/index.ts';
import type { SteelState } from './state.ts';
import { companyName } from './sheet.ts';
import { certCount, certLimit } from './players.ts';

export function describeSteel(state: SteelState): string {
  const data = dataVersion(state.dataVersion);
  const name = (key: string) => state.players.find((p) => p.key === key)?.name ?? key;
  const provisional = Object.entries(data)
    .filter(([, s]) => typeof s === 'object' && s !== null && (s as { status?: string }).status === 'provisional')
    .map(([k]) => k.replace(/_/g, ' '));
  const lines = [
    `1871 Steel Cities — data version ${data.version}. Provisional numbers (modelled on 1822, not the real game): ${provisional.join(', ')}.`,
    `Phase ${state.phase}. Bank ${state.bank}.`,
  ];
  const r = state.round;
  if (r.kind === 'stock') lines.push(`Stock round ${r.number}.`);
  else lines.push(`Operating round ${r.set}.${r.number}: operating rounds are not built yet — the game cannot continue past here.`);
  lines.push(`Bidding Order Track: ${state.track.map((k, i) => `${i + 1}. ${name(k)}`).join(', ')}.`);
  const limit = certLimit(data, state);
  for (const p of state.players) {
    const owned = Object.values(state.companies).filter((c) => c.owner === p.key).map((c) => c.id);
    lines.push(
      `${p.name}: ${p.cash} cash${p.loan ? `, loan ${p.loan}` : ''}, ${certCount(state, p.key)}/${limit} certificates${owned.length ? ` (${owned.join(', ')})` : ''}.`,
    );
  }
  if (state.open) {
    const o = state.open;
    lines.push(`Sealed auction ${o.round}: ${o.items.map((i) => `${i.id} ${companyName(data, i.id)} (class ${i.bidClass}: ${i.prices.join('/')})`).join('; ')}.`);
    const waiting = o.bidders.filter((p) => !(p in o.sheets));
    lines.push(`Sheets in: ${o.bidders.length - waiting.length}/${o.bidders.length}${waiting.length ? ` — waiting for ${waiting.map(name).join(', ')}` : ''}.`);
  }
  if (state.lastReveal) {
    const res = state.lastReveal.outcomes.map((o) => (o.winner ? `${o.item} → ${name(o.winner)} for ${o.price} (${o.how.replace('_', ' ')})` : `${o.item} unsold`));
    lines.push(`Last reveal (${state.lastReveal.round}): ${res.join('; ')}.`);
  }
  return lines.join('\n');
}
