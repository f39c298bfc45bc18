// 1871 status in words for Discord. Never shows a sealed bid: only who has submitted.
import { dataVersion } from './data/index.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelPublic, SteelView } from './view.ts';
import { companyName } from './sheet.ts';
import { certCount, certLimit } from './players.ts';
import { sharePrice } from './majors.ts';
import { depotOffer } from './trains.ts';

const trainList = (state: SteelPublic, owner: string) => state.trains.filter((t) => t.owner === owner).map((t) => `${t.name}-train`).join(', ') || 'none';

const END_WORDS: Record<string, string> = { bank_broken: 'the bank broke', market_end: 'a share price reached the end of the market' };
const STEP_WORDS: Record<string, string> = { track: 'laying track', token: 'placing a token', run: 'running trains', train: 'buying trains' };
const HOW_WORDS: Record<string, string> = { single_bid: 'the only bid', second_price: 'pays the second-highest bid', highest_bid: 'highest bid', tie: 'tie', no_bids: 'no bids' };

/** What each section of the data file holds, as players would say it (README "Data file"). */
const SECTION_WORDS: Record<string, string> = {
  players: 'player counts',
  auction: 'the sealed auctions',
  bid_classes: 'bid prices',
  auction_house: 'which companies are on offer',
  money: 'bank, starting cash and certificate limits',
  loans: 'loans',
  companies: 'companies',
  market: 'stock market',
  phases: 'phases',
  tile_lays: 'tile lays (3 plain, 2 non-tokenable or 1 tokenable upgrade from phase III)',
  tile_lays_early: 'tile lays of minors, and of majors before phase III',
  trains: 'trains',
  map: 'map',
  tiles: 'tiles',
  end: 'when the game ends',
};

/** The data file's sections of one status (published or provisional), in players' words. */
export function sectionWords(data: SteelData, status: 'published' | 'provisional'): string[] {
  return Object.entries(data)
    .filter(([, s]) => typeof s === 'object' && s !== null && (s as { status?: string }).status === status)
    .map(([k]) => SECTION_WORDS[k] ?? k.replace(/_/g, ' '));
}

/** "sr2-b" → "stock round 2, auction 2": a sealed round as players count it. */
export function roundWords(round: string): string {
  const m = /^sr(\d+)-([a-z])$/.exec(round);
  return m ? `stock round ${m[1]}, auction ${m[2]!.charCodeAt(0) - 96}` : 'this stock round';
}

export function describeSteel(state: SteelView): string {
  const data = dataVersion(state.dataVersion);
  const name = (key: string) => state.players.find((p) => p.key === key)?.name ?? key;
  const sections = (status: 'published' | 'provisional') => sectionWords(data, status);
  const published = sections('published');
  const lines = [
    `1871 Steel Cities — data version ${data.version}.${published.length ? ` From the published rules: ${published.join(', ')}.` : ''} Provisional (modelled on 1822, not the real game): ${sections('provisional').join(', ')}.`,
    `Phase ${state.phase}. Bank $${state.bank}.`,
  ];
  const r = state.round;
  if (state.finished) lines.push(`Game over (${END_WORDS[state.endReason ?? ''] ?? 'the game has ended'}).`);
  else if (r.kind === 'stock') {
    lines.push(`Stock round ${r.number}${r.step === 'turns' ? `: ${name(state.track[r.turn % state.track.length]!)}'s stock turn` : ''}.`);
  } else {
    const op = r.turn.order[r.turn.index];
    lines.push(`Operating round ${r.set}.${r.number} (of ${state.setLength})${op ? `: ${companyName(data, op)} operates (${STEP_WORDS[r.turn.step] ?? r.turn.step})` : ''}.`);
  }
  if (state.endTrigger) lines.push(state.endTrigger === 'bank' ? 'The bank has broken: the game ends after this set of operating rounds.' : 'A share price reached the end of the market: the game ends after this operating round.');
  lines.push(`Bidding Order Track: ${state.track.map((k, i) => `${i + 1}. ${name(k)}`).join(', ')}.`);
  const limit = certLimit(data, state);
  for (const p of state.players) {
    const owned = Object.values(state.companies).filter((c) => c.owner === p.key).map((c) => companyName(data, c.id));
    lines.push(
      `${p.name}: $${p.cash} cash${p.loan ? `, loan $${p.loan}` : ''}, ${certCount(state, p.key)}/${limit} certificates${owned.length ? ` (${owned.join(', ')})` : ''}.`,
    );
  }
  for (const c of Object.values(state.companies).filter((x) => x.type === 'minor' && x.status === 'owned')) {
    lines.push(`${companyName(data, c.id)} (minor, ${name(c.owner!)}): treasury $${c.treasury}, trains ${trainList(state, c.id)}.`);
  }
  for (const m of Object.values(state.majors).filter((x) => x.started)) {
    const holders = Object.entries(m.shares).filter(([, u]) => u > 0).map(([h, u]) => `${h === 'ipo' ? 'IPO' : h === 'pool' ? 'pool' : name(h)} ${u * 10}%`);
    lines.push(
      `${companyName(data, m.id)} (major, president ${name(m.president!)}${m.floated ? '' : ', not floated'}): price $${sharePrice(data, m)}, treasury $${m.treasury}, trains ${trainList(state, m.id)}; ${holders.join(', ')}.`,
    );
  }
  const offer = depotOffer(data, state).map((t) => `${t.name}-train $${t.price}`);
  if (offer.length) lines.push(`Depot: ${offer.join(', ')}.`);
  if (state.open) {
    const o = state.open;
    lines.push(`Sealed auction (${roundWords(o.round)}): ${o.items.map((i) => `${companyName(data, i.id)} (class ${i.bidClass}: $${i.prices.join('/')})`).join('; ')}.`);
    const waiting = o.bidders.filter((p) => !o.submitted.includes(p));
    lines.push(`Sheets in: ${o.bidders.length - waiting.length}/${o.bidders.length}${waiting.length ? ` — waiting for ${waiting.map(name).join(', ')}` : ''}.`);
  }
  if (state.lastReveal) {
    const res = state.lastReveal.outcomes.map((o) =>
      o.winner ? `${companyName(data, o.item)} → ${name(o.winner)} for $${o.price} (${HOW_WORDS[o.how] ?? o.how.replace(/_/g, ' ')})` : `${companyName(data, o.item)} unsold`,
    );
    lines.push(`Last reveal (${roundWords(state.lastReveal.round)}): ${res.join('; ')}.`);
  }
  return lines.join('\n');
}
