// The story of a game in players' words: what the engine's events say happened, with names and $ amounts
// (after 18xx.games' own game log, line for line where it has one). Ids become what players see: seat
// names for players, "3-train" for train "3-1", "tile 57" for "57-0", "F8 (Washington DC)" for a hex, companies
// as the title calls them (18xx corporations by symbol, 1871's majors by name).
import type { GameEvent, Holder } from '../../engine/events.ts';
import type { Action } from '../../engine/types.ts';
import type { GameView } from '../../engine/view.ts';
import { hexName } from '../../engine/18xx/queries/operating.ts';
import type { GameState } from '../../engine/18xx/state.ts';
import type { SeatRecord } from './store.ts';
import { seatOfPlayer } from './players.ts';

/** How ids are shown to players. */
export interface NameBook {
  player(id: string): string | undefined;
  /** "F8 (Washington DC)", or "F8" where the map has no name there. */
  hex(hex: string): string;
  /** "Washington DC", or "F8" where the map has no name there (a stop on a route). */
  place(hex: string): string;
  /** A company as players call it: a corporation by symbol, a private or minor by name (the title's words). */
  entity(id: string): string;
  /** A private (an id that names a company, never a corporation of the same symbol). */
  company(id: string): string;
}

export function nameBook(game: GameView, seats: SeatRecord[] = []): NameBook {
  const state = game.state as Partial<GameState> | undefined;
  const nameOf = (hex: string): string | undefined => {
    try {
      // the shared 18xx map knows location names; other titles name hexes by coordinate only
      return state && state.map ? hexName(state as GameState, hex) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    player: (id) => seatOfPlayer(seats, id)?.name ?? game.players.find((p) => String(p.id) === id)?.name,
    hex: (hex) => {
      const name = nameOf(hex);
      return name ? `${hex} (${name})` : hex;
    },
    place: (hex) => nameOf(hex) ?? hex,
    entity: (id) => {
      try {
        return game.def.entityName?.(game.state, id) ?? id;
      } catch {
        return id;
      }
    },
    company: (id) => {
      try {
        return game.def.entityName?.(game.state, id, 'company') ?? id;
      } catch {
        return id;
      }
    },
  };
}

const money = (n: number) => (n < 0 ? `-$${-n}` : `$${n}`);
/** "3-1" → "3-train", "D-0" → "D-train". */
export const trainName = (id: string) => `${id.replace(/-\d+$/, '')}-train`;
/** "57-0" → "57", "X6-1" → "X6". */
const tileName = (id: string) => id.replace(/-\d+$/, '');

const ROUNDS: Record<string, string> = { stock: 'Stock round', operating: 'Operating round', auction: 'Private auction' };

const END_REASONS: Record<string, string> = {
  bank: 'the bank broke',
  bankrupt: 'a player went bankrupt',
  stock_market: 'a share price reached the top of the market',
  manually_ended: 'the players ended it',
};

/** Why a sealed winner pays what they pay (the title's result codes). */
const SEALED_WHY: Record<string, string> = {
  second_price: ', the second-highest bid',
  single_bid: ', the lowest price (the only bid)',
  highest_bid: ', their own bid',
  tie: ', the tied amount',
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
function dividendWords(e: Extract<GameEvent, { type: 'dividend' }>, ent: string, holder: (h: Holder) => string): string {
  const move = e.priceFrom !== undefined && e.priceTo !== undefined && e.priceFrom !== e.priceTo ? `; share price ${money(e.priceFrom)} → ${money(e.priceTo)}` : '';
  if (e.kind === 'withhold') return e.revenue ? `${ent} withholds ${money(e.revenue)}${move}` : `${ent} earns nothing${move}`;
  const each = (e.payouts ?? []).map((p) => `${money(p.amount)} to ${holder(p.to)}`);
  if (e.kept !== undefined) each.push(`${money(e.kept)} kept in its treasury`);
  if (!e.perShare) return `${ent} pays out ${money(e.revenue)}${each.length ? `: ${list(each)}` : ''}${move}`;
  const half = e.kind === 'half' ? 'half of ' : '';
  return `${ent} pays out ${half}${money(e.revenue)} = ${money(e.perShare)} per share${each.length ? ` (${each.join(', ')})` : ''}${move}`;
}

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** One event in words (null: nothing worth telling). */
export function eventWords(e: GameEvent, names: NameBook): string | null {
  const who = (id: string | null | undefined) => (id ? (names.player(id) ?? id) : 'nobody');
  const holder = (h: Holder) => {
    if (h === 'bank' || h === 'depot') return 'the bank';
    if (h === 'ipo' || h.startsWith('ipo:')) return 'the IPO';
    if (h === 'pool' || h === 'market') return 'the market';
    return names.player(h) ?? names.entity(h);
  };
  const co = (id: string) => names.entity(id);
  const pv = (id: string) => names.company(id);
  /** A holder starting a sentence: a player's name as it is, anything else capitalized ("The bank"). */
  const Holder = (h: Holder) => names.player(h) ?? cap(holder(h));
  switch (e.type) {
    case 'round_started': {
      const name = ROUNDS[e.round] ?? `${e.round.charAt(0).toUpperCase()}${e.round.slice(1).replace(/_/g, ' ')} round`;
      return `— ${name}${e.number && e.round !== 'auction' ? ` ${e.number}` : ''} —`;
    }
    case 'priority_deal':
      return `${who(e.player)} has the priority deal`;
    case 'bid':
      return `${who(e.player)} bids ${money(e.price)} for ${pv(e.company)}`;
    case 'auction_won':
      if (e.how === 'bought') return `${who(e.player)} buys ${pv(e.company)} for ${money(e.price)}`;
      if (e.bid !== undefined) return `${who(e.player)} wins ${pv(e.company)}: bid ${money(e.bid)}, pays ${money(e.price)}${SEALED_WHY[e.why ?? ''] ?? ''}`;
      return `${who(e.player)} wins the auction for ${pv(e.company)} with ${e.how === 'only_bid' ? 'the only bid' : 'a bid'} of ${money(e.price)}`;
    case 'auction_started':
      return `${cap(pv(e.company))} goes up for auction`;
    case 'auction_pass':
      return `${who(e.player)} passes on ${pv(e.company)}`;
    case 'shares_received':
      return `${who(e.player)} receives a ${e.percent}% share of ${co(e.corp)}`;
    case 'company_discounted':
      return `${cap(pv(e.company))}'s price drops to ${money(e.price)}`;
    case 'par':
      return `${who(e.player)} pars ${co(e.corp)} at ${money(e.price)}`;
    case 'shares_bought':
      return `${who(e.player)} buys a ${e.percent}% share of ${co(e.corp)} from ${holder(e.from)} for ${money(e.price)}`;
    case 'shares_sold':
      return `${who(e.player)} sells ${e.percent}% of ${co(e.corp)} for ${money(e.price)}${e.priceFrom !== e.priceTo ? `; ${co(e.corp)} drops from ${money(e.priceFrom)} to ${money(e.priceTo)}` : ''}`;
    case 'shares_to_market':
      return `${co(e.corp)}'s remaining ${e.percent}% goes from the IPO to the market`;
    case 'share_removed':
      return `${who(e.player)} removes a ${e.percent}% share of ${co(e.corp)} from the game`;
    case 'bank_broken':
      return '— The bank has broken —';
    case 'float':
      return `${co(e.corp)} floats and receives ${money(e.cash)}`;
    case 'presidency_changed':
      return e.from ? `${who(e.to)} becomes president of ${co(e.corp)} (from ${who(e.from)})` : `${who(e.to)} becomes president of ${co(e.corp)}`;
    case 'price_moved': {
      const why = { sold_out: ' (sold out)', dividend: '', withhold: ' (withheld)', sale: ' (shares sold)', other: '' }[e.why] ?? '';
      return `${co(e.corp)}'s share price moves ${e.to > e.from ? 'up' : 'down'} from ${money(e.from)} to ${money(e.to)}${why}`;
    }
    case 'operating':
      return e.president ? `${who(e.president)} operates ${co(e.entity)}` : `${cap(co(e.entity))} operates`;
    case 'private_revenue':
      return e.amount ? `${Holder(e.owner)} collects ${money(e.amount)} from ${pv(e.company)}` : null;
    case 'tile_laid':
      return `${e.by ? `${co(e.by)} (with ${pv(e.entity)})` : cap(co(e.entity))} lays tile ${tileName(e.tile)} with rotation ${e.rotation} on ${names.hex(e.hex)}${e.cost ? ` for ${money(e.cost)}` : ''}`;
    case 'token_placed':
      return `${cap(co(e.entity))} places a token on ${e.hex ? names.hex(e.hex) : 'the map'}${e.cost ? ` for ${money(e.cost)}` : ''}`;
    case 'run': {
      // as 18xx.games tells it: each train that earns, with its revenue and its stops
      const way = (stops: string[] | undefined) => (stops?.length ? stops.map((h) => names.place(h)).join('–') : '');
      const earning = e.trains.filter((t) => t.revenue > 0);
      const ent = cap(co(e.entity));
      if (!e.revenue) return `${ent} does not run`;
      if (!earning.length) return `${ent} runs for ${money(e.revenue)}`;
      if (earning.length === 1) {
        const t = earning[0]!;
        return `${ent} runs a ${trainName(t.train)} for ${money(t.revenue)}${way(t.stops) ? `: ${way(t.stops)}` : ''}`;
      }
      const trains = earning.map((t) => `a ${trainName(t.train)} for ${money(t.revenue)}${way(t.stops) ? ` (${way(t.stops)})` : ''}`);
      return `${ent} runs ${trains.slice(0, -1).join(', ')} and ${trains[trains.length - 1]!}: ${money(e.revenue)} in all`;
    }
    case 'dividend':
      return dividendWords(e, cap(co(e.entity)), holder);
    case 'train_bought': {
      const from = e.from === 'bank' || e.from === 'depot' ? 'from the bank' : e.from === 'pool' ? 'from the market' : `from ${holder(e.from)}`;
      const trade = e.exchange ? `, trading in its ${trainName(e.exchange)}` : '';
      const help = e.presidentAdded ? ` (its president adds ${money(e.presidentAdded)})` : '';
      return `${cap(co(e.entity))} buys a ${trainName(e.train)} ${from} for ${money(e.price)}${trade}${help}`;
    }
    case 'company_bought':
      return `${cap(co(e.entity))} buys ${pv(e.company)} from ${holder(e.from)} for ${money(e.price)}`;
    case 'phase_changed': {
      const rules = [
        e.operatingRounds ? `${e.operatingRounds} operating round${e.operatingRounds === 1 ? '' : 's'} per set` : '',
        e.trainLimit ? `train limit ${e.trainLimit}` : '',
        e.tiles?.length ? `${list(e.tiles)} tiles` : '',
      ].filter(Boolean);
      return `— Phase ${e.phase} begins${rules.length ? `: ${rules.join(', ')}` : ''} —`;
    }
    case 'trains_rusted': {
      const kinds = [...new Set(e.trains.map((t) => trainName(t.train)))];
      // per owner, in trains: "PRR loses two 2-trains, B&O one 2-train"
      const owners = new Map<string, string[]>();
      for (const t of e.trains) owners.set(t.owner, [...(owners.get(t.owner) ?? []), trainName(t.train)]);
      const losses = [...owners].map(([owner, trains], i) => `${holder(owner)} ${i === 0 ? 'loses ' : ''}${countTrains(trains)}`);
      return `${list(kinds)}s rust${losses.length ? `: ${list(losses)}` : ''}`;
    }
    case 'train_exported':
      return `A ${trainName(e.train)} is exported (it leaves the bank)`;
    case 'train_discarded':
      return `${cap(co(e.entity))} discards its ${trainName(e.train)}`;
    case 'discard_owed':
      return `${cap(co(e.entity))} has too many trains and must discard ${e.count === 1 ? 'one' : e.count}`;
    case 'company_closed':
      return `${cap(pv(e.company))} closes`;
    case 'company_exchanged':
      return `${who(e.player)} exchanges ${pv(e.company)} for a ${e.percent}% ${e.percent > 10 ? "president's certificate" : 'share'} of ${e.corp} from ${holder(e.from)}`;
    case 'token_removed':
      return `${cap(co(e.entity))} removes its token from ${names.hex(e.hex)}${e.blocker ? ' (a blocker takes its place)' : ''}`;
    case 'built':
      return `${cap(co(e.entity))} builds into ${names.hex(e.hex)} for ${money(e.cost)}${e.incomeGain ? ` (income +${money(e.incomeGain)})` : ''}`;
    case 'developed': {
      const to = e.entities.length ? ` for ${list(e.entities)}` : '';
      return e.what === 'house' ? `A house on ${names.hex(e.hex)}: +${money(e.gain)}${to}` : `${names.hex(e.hex)} develops: income +${money(e.gain)}${to}`;
    }
    case 'corporation_created': {
      // each player's exchange: "bob: 60% IC → 20% IC-NKP"
      const each = (e.holdings ?? []).map((h) => `${who(h.player)} ${h.before.map((b) => `${b.percent}% ${b.corp}`).join(' + ') || 'nothing'} → ${h.after ? `${h.after}% ${e.corp}` : `no ${e.corp} share`}`);
      return `${e.corp} is formed from ${list(e.from)}${each.length ? `; the exchange: ${each.join(', ')}` : ''}`;
    }
    case 'bankruptcy':
      return `${who(e.player)} goes bankrupt${e.entity ? ` (${co(e.entity)})` : ''}`;
    case 'transfer':
      return `${Holder(e.from)} pays ${holder(e.to)} ${money(e.amount)} (${e.what.replace(/_/g, ' ')})`;
    case 'sealed_submitted':
      return `${who(e.player)} hands in a bid sheet`;
    case 'sealed_revealed':
      // the sealed-bid round posts the reveal itself, item by item with its names (src/bot/sealed)
      return `The bid sheets are opened: ${e.results.filter((r) => r.winner).length} of ${e.results.length} sold`;
    case 'game_end': {
      const ranking = e.ranking.map((r, i) => `${i + 1}. ${who(r.player)} ${money(r.value)}`);
      return `🏁 Game over — ${END_REASONS[e.reason] ?? e.reason.replace(/_/g, ' ')}. ${ranking.join(', ')}`;
    }
    default: {
      const never: never = e;
      void never;
      return null;
    }
  }
}

/** Events that frame a move rather than tell it (shown, but never alone as a move's story). */
const FRAMING = new Set(['operating', 'priority_deal']);

/** The words for one move's events. */
export function storyOf(events: readonly GameEvent[], names: NameBook): string[] {
  // a new round's heading goes before who holds its priority deal
  const ordered = [...events];
  for (let i = 0; i + 1 < ordered.length; i++) {
    if (ordered[i]!.type === 'priority_deal' && ordered[i + 1]!.type === 'round_started') [ordered[i], ordered[i + 1]] = [ordered[i + 1]!, ordered[i]!];
  }
  return ordered.map((e) => eventWords(e, names)).filter((l): l is string => !!l);
}

/** Whether the events tell the move itself (not only framing such as whose turn it is now). */
export function tellsTheMove(events: readonly GameEvent[]): boolean {
  return events.some((e) => !FRAMING.has(e.type));
}

/** A move without events in words, from the action alone (a pass, or a title without events). */
export function actionWords(action: Action, actor: string): string {
  if (action.type === 'pass') return `${actor} passes`;
  if (action.type === 'undo') return `${actor} takes back their last action`;
  if (action.type === 'redo') return `${actor} redoes an action`;
  return `${actor} ${ACTION_WORDS[action.type] ?? 'makes a move'}`;
}

/** Moves told from the action alone (18xx.games' programmed moves among them), never by their engine names. */
const ACTION_WORDS: Record<string, string> = {
  program_share_pass: 'sets an automatic pass in stock rounds',
  program_buy_shares: 'sets automatic share buying',
  program_merger_pass: 'sets an automatic pass in mergers',
  program_disable: 'stops their automatic moves',
  program_auction_bid: 'sets an automatic bid',
  program_close_pass: 'sets an automatic pass',
};

/** Words for a move when nothing else tells it. */
export function moveWords(action: Action): string {
  return ACTION_WORDS[action.type] ?? (action.type === 'pass' ? 'passes' : 'makes a move');
}

/** Who made a move, as players see it: the seat name for a player, the symbol for a company. */
export function actorOf(action: Action, names: NameBook): string {
  const id = String(action.entity ?? '');
  return names.player(id) ?? cap(names.entity(id));
}

/**
 * The story of the last `count` moves of a game, oldest first: one block per move (the events' words, or
 * the move itself when it had none), from the game's history as its viewer sees it (one replay).
 */
export function recentStory(game: GameView, seats: SeatRecord[], count: number): string[] {
  const names = nameBook(game, seats);
  const moves: { action: Action; events: GameEvent[] }[] = [];
  for (const step of game.history()) {
    if (!step.action) continue;
    moves.push({ action: step.action, events: step.events });
    if (moves.length > count) moves.shift();
  }
  const out: string[] = [];
  for (const { action, events } of moves) {
    const words = storyOf(events, names);
    if (!tellsTheMove(events) || (action.type === 'pass' && !events.some((e) => e.type === 'auction_pass'))) words.unshift(actionWords(action, actorOf(action, names)));
    out.push(...words);
  }
  return out;
}

/**
 * What a move did, for its thread message: the engine's events in words; when they do not tell the move
 * itself (a pass, a title without events), the move's summary by `actorName` first, then the title's own
 * narration if it has one.
 */
export function moveStory(before: GameView | null, after: GameView, action: Action, summary: string, actorName: string, seats: SeatRecord[]): string[] {
  const head = [`**${actorName}**: ${summary}`];
  // A title that narrates itself (Chicago Express: its Chicago bonus, Wabash, share counts) keeps its own
  // words, which say more than its events do; the others are told from their events.
  if (after.def.narrate) return before ? [...head, ...after.def.narrate(before.state, after.state, action)] : head;
  const events = after.events;
  const names = nameBook(after, seats);
  const lines = storyOf(events, names);
  // a pass that ended something (a round, a turn) is told first, as 18xx.games does ("Player 3 passes")
  if (tellsTheMove(events)) return action.type === 'pass' && !events.some((e) => e.type === 'auction_pass') ? [actionWords(action, actorOf(action, names)), ...lines] : lines;
  return [...head, ...lines];
}
