// The shared events in words (after 18xx.games' own game log, line for line where it has one): one entry per
// SharedEvent type, so a shared event without words does not compile. Titles' own events bring their words with
// their bot pieces (event-words.ts).
import type { Holder, SharedEvent, SharedEventType } from '../../engine/events.ts';
import { cap, list, type WordsOf } from './event-words.ts';

/** "3-1" → "3-train", "D-0" → "D-train". */
export const trainName = (id: string) => `${id.replace(/-\d+$/, '')}-train`;
/** "a 3-train", "an L-train", "an 8-train": the article as the train's name is said. */
export const aTrain = (id: string) => `${/^(?:[AEFHILMNORSX]|8|11|18)(?![a-z])/.test(trainName(id)) ? 'an' : 'a'} ${trainName(id)}`;
/** "57-0" → "57", "X6-1" → "X6". */
const tileName = (id: string) => id.replace(/-\d+$/, '');

const ROUNDS: Record<string, string> = { stock: 'Stock round', operating: 'Operating round', auction: 'Private auction' };

/** Why a sealed winner pays what they pay (the title's result codes). */
const SEALED_WHY: Record<string, string> = {
  second_price: ', the second-highest bid',
  single_bid: ', the lowest price (the only bid)',
  highest_bid: ', their own bid',
  tie: ', the tied amount',
};

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
/** ["2-train", "2-train", "3-train"] → "two 2-trains and one 3-train". */
function countTrains(trains: string[]): string {
  const counts = new Map<string, number>();
  for (const t of trains) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => `${NUMBER_WORDS[n] ?? n} ${t}${n === 1 ? '' : 's'}`));
}

/**
 * A dividend in words, every number explained: per share for a company with shares (with what each holder got),
 * and for one without (a minor) what its owner got and what it kept.
 */
function dividendWords(e: Extract<SharedEvent, { type: 'dividend' }>, ent: string, holder: (h: Holder) => string, money: (n: number) => string): string {
  const move = e.priceFrom !== undefined && e.priceTo !== undefined && e.priceFrom !== e.priceTo ? `; share price ${money(e.priceFrom)} → ${money(e.priceTo)}` : '';
  if (e.kind === 'withhold') return e.revenue ? `${ent} withholds ${money(e.revenue)}${move}` : `${ent} earns nothing${move}`;
  const each = (e.payouts ?? []).map((p) => `${money(p.amount)} to ${holder(p.to)}`);
  if (e.kept !== undefined) each.push(`${money(e.kept)} kept in its treasury`);
  if (!e.perShare) return `${ent} pays out ${money(e.revenue)}${each.length ? `: ${list(each)}` : ''}${move}`;
  const half = e.kind === 'half' ? 'half of ' : '';
  return `${ent} pays out ${half}${money(e.revenue)} = ${money(e.perShare)} per share${each.length ? ` (${each.join(', ')})` : ''}${move}`;
}

/** Words for each shared event. */
export const SHARED_WORDS: { [K in SharedEventType]: WordsOf<Extract<SharedEvent, { type: K }>> } = {
  round_started: (e) => {
    const name = ROUNDS[e.round] ?? `${e.round.charAt(0).toUpperCase()}${e.round.slice(1).replace(/_/g, ' ')} round`;
    return `— ${name}${e.number && e.round !== 'auction' ? ` ${e.number}` : ''} —`;
  },
  priority_deal: (e, { who }) => `${who(e.player)} has the priority deal`,
  bid: (e, { who, pv, money }) => `${who(e.player)} bids ${money(e.price)} for ${pv(e.company)}`,
  auction_won: (e, { who, pv, money }) => {
    if (e.how === 'bought') return `${who(e.player)} buys ${pv(e.company)} for ${money(e.price)}`;
    if (e.bid !== undefined) return `${who(e.player)} wins ${pv(e.company)}: bid ${money(e.bid)}, pays ${money(e.price)}${SEALED_WHY[e.why ?? ''] ?? ''}`;
    return `${who(e.player)} wins the auction for ${pv(e.company)} with ${e.how === 'only_bid' ? 'the only bid' : 'a bid'} of ${money(e.price)}`;
  },
  auction_started: (e, { pv }) => `${cap(pv(e.company))} goes up for auction`,
  auction_pass: (e, { who, pv }) => `${who(e.player)} passes on ${pv(e.company)}`,
  shares_received: (e, { who, co }) => `${who(e.player)} receives a ${e.percent}% share of ${co(e.corp)}`,
  company_discounted: (e, { pv, money }) => `${cap(pv(e.company))}'s price drops to ${money(e.price)}`,
  par: (e, { who, co, money }) => `${who(e.player)} pars ${co(e.corp)} at ${money(e.price)}`,
  shares_bought: (e, { who, holder, co, money }) => `${who(e.player)} buys a ${e.percent}% share of ${co(e.corp)} from ${holder(e.from)} for ${money(e.price)}`,
  shares_sold: (e, { who, co, money }) => `${who(e.player)} sells ${e.percent}% of ${co(e.corp)} for ${money(e.price)}${e.priceFrom !== e.priceTo ? `; ${co(e.corp)} drops from ${money(e.priceFrom)} to ${money(e.priceTo)}` : ''}`,
  shares_to_market: (e, { co }) => `${co(e.corp)}'s remaining ${e.percent}% goes from the IPO to the market`,
  share_removed: (e, { who, co }) => `${who(e.player)} removes a ${e.percent}% share of ${co(e.corp)} from the game`,
  bank_broken: () => '— The bank has broken —',
  // (a company paid as its shares are bought, e.g. 1871's majors, receives nothing more when it floats)
  float: (e, { co, money }) => (e.cash ? `${co(e.corp)} floats and receives ${money(e.cash)}` : `${co(e.corp)} floats`),
  // (a minor has an owner, not a president)
  presidency_changed: (e, { who, co }) => `${who(e.to)} ${e.owner ? 'now owns' : 'becomes president of'} ${co(e.corp)}${e.from ? ` (from ${who(e.from)})` : ''}`,
  price_moved: (e, { co, money }) => {
    const why = { sold_out: ' (sold out)', dividend: '', withhold: ' (withheld)', sale: ' (shares sold)', other: '' }[e.why] ?? '';
    return `${co(e.corp)}'s share price moves ${e.to > e.from ? 'up' : 'down'} from ${money(e.from)} to ${money(e.to)}${why}`;
  },
  operating: (e, { who, co }) => (e.president ? `${who(e.president)} operates ${co(e.entity)}` : `${cap(co(e.entity))} operates`),
  private_revenue: (e, { Holder, pv, money }) => (e.amount ? `${Holder(e.owner)} collects ${money(e.amount)} from ${pv(e.company)}` : null),
  tile_laid: (e, { co, pv, names, money }) => `${e.by ? `${co(e.by)} (with ${pv(e.entity)})` : cap(co(e.entity))} lays tile ${tileName(e.tile)} on ${names.hex(e.hex)}${e.cost ? ` for ${money(e.cost)}` : ''}`,
  token_placed: (e, { co, names, money }) => `${cap(co(e.entity))} places a token on ${e.hex ? names.hex(e.hex) : 'the map'}${e.cost ? ` for ${money(e.cost)}` : ''}`,
  run: (e, { co, names, money }) => {
    // as 18xx.games tells it: each train that earns, with its revenue and its stops
    const way = (stops: string[] | undefined) => (stops?.length ? stops.map((h) => names.place(h)).join('–') : '');
    const earning = e.trains.filter((t) => t.revenue > 0);
    const ent = cap(co(e.entity));
    if (!e.revenue) return `${ent} does not run`;
    if (!earning.length) return `${ent} runs for ${money(e.revenue)}`;
    if (earning.length === 1) {
      const t = earning[0]!;
      return `${ent} runs ${aTrain(t.train)} for ${money(t.revenue)}${way(t.stops) ? `: ${way(t.stops)}` : ''}`;
    }
    const trains = earning.map((t) => `${aTrain(t.train)} for ${money(t.revenue)}${way(t.stops) ? ` (${way(t.stops)})` : ''}`);
    return `${ent} runs ${trains.slice(0, -1).join(', ')} and ${trains[trains.length - 1]!}: ${money(e.revenue)} in all`;
  },
  dividend: (e, { co, holder, money }) => dividendWords(e, cap(co(e.entity)), holder, money),
  train_bought: (e, { holder, co, money }) => {
    const from = e.from === 'bank' || e.from === 'depot' ? 'from the bank' : e.from === 'pool' ? 'from the market' : `from ${holder(e.from)}`;
    const trade = e.exchange ? `, trading in its ${trainName(e.exchange)}` : '';
    const help = e.presidentAdded ? ` (its president adds ${money(e.presidentAdded)})` : '';
    // (a train a private brings comes free: 1822's P3, P4)
    return `${cap(co(e.entity))} ${e.price ? 'buys' : 'gets'} ${aTrain(e.train)} ${from}${e.price ? ` for ${money(e.price)}` : ''}${trade}${help}`;
  },
  // (for nothing: 1822's operators acquire privates free)
  company_bought: (e, { holder, co, pv, money }) => `${cap(co(e.entity))} ${e.price ? 'buys' : 'acquires'} ${pv(e.company)} from ${holder(e.from)} ${e.price ? `for ${money(e.price)}` : 'for nothing'}`,
  phase_changed: (e) => {
    const rules = [
      e.operatingRounds ? `${e.operatingRounds} operating round${e.operatingRounds === 1 ? '' : 's'} per set` : '',
      e.trainLimit ? `train limit ${e.trainLimit}` : '',
      e.tiles?.length ? `${list(e.tiles)} tiles` : '',
    ].filter(Boolean);
    return `— Phase ${e.phase} begins${rules.length ? `: ${rules.join(', ')}` : ''} —`;
  },
  trains_rusted: (e, { holder }) => {
    const kinds = [...new Set(e.trains.map((t) => trainName(t.train)))];
    // per owner, in trains: "PRR loses two 2-trains, B&O one 2-train"
    const owners = new Map<string, string[]>();
    for (const t of e.trains) owners.set(t.owner, [...(owners.get(t.owner) ?? []), trainName(t.train)]);
    const losses = [...owners].map(([owner, trains], i) => `${holder(owner)} ${i === 0 ? 'loses ' : ''}${countTrains(trains)}`);
    return `${list(kinds)}s rust${losses.length ? `: ${list(losses)}` : ''}`;
  },
  train_exported: (e) => `${cap(aTrain(e.train))} is exported (it leaves the bank)`,
  train_discarded: (e, { co }) => `${cap(co(e.entity))} discards its ${trainName(e.train)}`,
  discard_owed: (e, { co }) => `${cap(co(e.entity))} has too many trains and must discard ${e.count === 1 ? 'one' : e.count}`,
  // (a private said to be one, "The Mohawk & Hudson private closes", unless its name says what it is: 1828's "the
  // Grand Trunk private", 1822's "Private P15 (…)", a concession, 1871's paper companies)
  company_closed: (e, { pv }) => {
    const name = pv(e.company);
    return /\b(private|concession|paper|minor)\b/i.test(name) ? `${cap(name)} closes` : `The ${name} private closes`;
  },
  company_exchanged: (e, { who, holder, pv }) => `${who(e.player)} exchanges ${pv(e.company)} for a ${e.percent}% ${e.percent > 10 ? "president's certificate" : 'share'} of ${e.corp} from ${holder(e.from)}`,
  token_removed: (e, { co, names }) => `${cap(co(e.entity))} removes its token from ${names.hex(e.hex)}${e.blocker ? ' (a blocker takes its place)' : ''}`,
  corporation_created: (e, { who }) => {
    // each player's exchange: "bob: 60% IC → 20% IC-NKP"
    const each = (e.holdings ?? []).map((h) => `${who(h.player)} ${h.before.map((b) => `${b.percent}% ${b.corp}`).join(' + ') || 'nothing'} → ${h.after ? `${h.after}% ${e.corp}` : `no ${e.corp} share`}`);
    return `${e.corp} is formed from ${list(e.from)}${each.length ? `; the exchange: ${each.join(', ')}` : ''}`;
  },
  bankruptcy: (e, { who, co }) => `${who(e.player)} goes bankrupt${e.entity ? ` (${co(e.entity)})` : ''}`,
  transfer: (e, { holder, Holder, money }) => `${Holder(e.from)} pays ${holder(e.to)} ${money(e.amount)} (${e.what.replace(/_/g, ' ')})`,
  sealed_submitted: (e, { who }) => `${who(e.player)} hands in a bid sheet`,
  // the sealed-bid round posts the reveal itself, item by item with its names (src/bot/sealed)
  sealed_revealed: (e) => `The bid sheets are opened: ${e.results.filter((r) => r.winner).length} of ${e.results.length} sold`,
  game_end: (e, { who, money, names }) => {
    const ranking = e.ranking.map((r, i) => `${i + 1}. ${who(r.player)} ${money(r.value)}`);
    return `🏁 Game over — ${names.end(e.reason)}. ${ranking.join(', ')}`;
  },
};

/** The shared events' types (a title may not give its own words for one). */
export const SHARED_TYPES: ReadonlySet<string> = new Set(Object.keys(SHARED_WORDS));
