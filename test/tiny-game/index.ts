// "Tiny Rails": a test-only title. 2–4 players take turns adding 1–3 to a shared counter; whoever
// brings it to 10 (or more) wins. `pass` hands the turn on.
// Optional rules (variants), both a sealed auction before play (the test bed for sealed bid sheets):
// - `sealed_start`: everyone bids 0–9 secretly for the first move (highest bid starts, ties to the
//   earlier seat; no bid at all = the first seat starts).
// - `sealed_lots`: the same, plus five lots (prices 101–130, second-price: a single bidder pays 101,
//   otherwise the winner pays the second-highest bid; a tie goes to whoever is earliest on the tie
//   order, who pays the tie amount and moves to its end). Lots are trophies: they do not score.
//   Lots left unsold go to a second sealed round ("encore", the same rules) before play starts.
// - `milestones`: each time the counter passes a multiple of five, the move records the title's own event
//   `counter_milestone` (events.ts; its words: words.ts), the test bed for a title's own events.
// A sheet is one `sealed_bids` action ({ round, bids: { item: price } }, replaceable until the
// reveal); a `bid` action ({ company, price }) sets one item of the sheet. Registered only by tests.
import type { Action, GameEvent, LegalChoice, PlayerId, SealedItem, SealedResult, SealedReveal, TitleDefinition } from '../../src/engine/types.ts';
import { asView, RuleError } from '../../src/engine/types.ts';
// (declares counter_milestone among GameEvent)
import './events.ts';

export interface TinyState {
  players: { id: PlayerId; name: string }[];
  counter: number;
  target: number;
  turn: number;
  /** The open sealed round: its items and each player's submitted sheet. */
  sealed: { round: string; items: SealedItem[]; sheets: Record<string, Record<string, number>> } | null;
  /** Tie order of the lots (player ids, first wins a tie). */
  tieOrder: PlayerId[];
  reveal: SealedReveal | null;
  /** Lot id → winner. */
  lots: Record<string, PlayerId>;
  /** The `milestones` variant: moves past a multiple of five record a counter_milestone event. */
  milestones?: boolean;
  winner: PlayerId | null;
  last: string | null;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

function nameOf(s: Pick<TinyState, 'players'>, id: PlayerId | undefined): string {
  return s.players.find((p) => same(p.id, id))?.name ?? String(id);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const FIRST_MOVE: SealedItem = { id: 'first-move', name: 'First move', group: 'Move', prices: range(0, 9) };
const LOTS: SealedItem[] = range(1, 5).map((k) => ({ id: `lot-${k}`, name: `Lot ${k}`, group: 'Lot', prices: range(101, 130) }));

function checkSheet(s: TinyState, bids: unknown): Record<string, number> {
  if (typeof bids !== 'object' || bids === null || Array.isArray(bids)) throw new RuleError('A bid sheet maps items to prices.');
  const out: Record<string, number> = {};
  for (const [item, price] of Object.entries(bids)) {
    const it = s.sealed!.items.find((i) => i.id === item);
    if (!it) throw new RuleError(`"${item}" is not up for bidding.`);
    if (!it.prices.includes(price as number)) throw new RuleError(`${it.name}: bid one of ${it.prices[0]}–${it.prices.at(-1)}.`);
    out[item] = price as number;
  }
  return out;
}

/** Settles the round once every sheet is in: items in order, first move first-price, lots second-price. */
function settle(s: TinyState): void {
  const round = s.sealed!;
  const results: SealedResult[] = [];
  const bidsOn = (item: string) =>
    s.players.flatMap((p) => {
      const price = round.sheets[String(p.id)]?.[item];
      return price === undefined ? [] : [{ player: p.id, price }];
    });
  let starter = round.round === 'start' ? 0 : s.turn;
  for (const item of round.items) {
    const bids = bidsOn(item.id);
    if (!bids.length) {
      results.push({ item: item.id, winner: null, price: null, reason: 'no_bids' });
      continue;
    }
    const top = Math.max(...bids.map((b) => b.price));
    const tied = bids.filter((b) => b.price === top).map((b) => b.player);
    if (item.id === FIRST_MOVE.id) {
      const winner = tied[0]!; // bids are in seat order: ties go to the earlier seat
      starter = s.players.findIndex((p) => same(p.id, winner));
      results.push({ item: item.id, winner, price: top, reason: tied.length > 1 ? 'tie' : 'highest_bid', ...(tied.length > 1 ? { tied } : {}) });
      continue;
    }
    if (bids.length === 1) {
      results.push({ item: item.id, winner: bids[0]!.player, price: item.prices[0]!, reason: 'single_bid' });
    } else if (tied.length === 1) {
      const second = Math.max(...bids.filter((b) => b.price !== top).map((b) => b.price));
      results.push({ item: item.id, winner: tied[0]!, price: second, reason: 'second_price' });
    } else {
      const winner = s.tieOrder.find((p) => tied.some((t) => same(t, p)))!;
      s.tieOrder = [...s.tieOrder.filter((p) => !same(p, winner)), winner];
      results.push({ item: item.id, winner, price: top, reason: 'tie', tied, order: [...s.tieOrder] });
    }
    s.lots[item.id] = results.at(-1)!.winner!;
  }
  s.reveal = {
    round: round.round,
    items: round.items,
    sheets: s.players.map((p) => ({ player: p.id, bids: { ...round.sheets[String(p.id)] } })),
    results,
  };
  const unsold = round.round === 'start' ? round.items.filter((i) => i.id !== FIRST_MOVE.id && !(i.id in s.lots)) : [];
  s.sealed = unsold.length ? { round: 'encore', items: unsold, sheets: {} } : null;
  s.turn = starter;
  s.last = `${s.players[starter]!.name} moves first`;
}

/** Tiny Rails as one viewer sees it: others' sheets of the open round are only 'sealed'. */
export interface TinyView extends Omit<TinyState, 'sealed'> {
  sealed: { round: string; items: SealedItem[]; sheets: Record<string, Record<string, number> | 'sealed'> } | null;
}

export const tinyRails: TitleDefinition<TinyState, TinyView> = {
  id: 'tiny-rails',
  titles: ['Tiny Rails'],
  displayName: 'Tiny Rails',
  moveWords: { add: 'add to the counter' },
  minPlayers: 2,
  maxPlayers: 4,
  variants: [
    { id: 'sealed_start', title: 'Tiny Rails', description: 'Sealed bids decide who starts' },
    { id: 'sealed_lots', title: 'Tiny Rails', description: 'Sealed bids for the first move and five lots' },
    { id: 'milestones', title: 'Tiny Rails', description: 'Passing a multiple of five is told as a milestone' },
  ],

  setup({ players, options }) {
    const rules = options.optional_rules ?? [];
    const lots = rules.includes('sealed_lots');
    const sealed = lots || rules.includes('sealed_start');
    return {
      players: players.map((p) => ({ id: p.id, name: p.name })),
      counter: 0,
      target: typeof options.target === 'number' ? options.target : 10,
      turn: 0,
      sealed: sealed ? { round: 'start', items: lots ? [FIRST_MOVE, ...LOTS] : [FIRST_MOVE], sheets: {} } : null,
      tieOrder: players.map((p) => p.id),
      reveal: null,
      lots: {},
      winner: null,
      last: null,
      ...(rules.includes('milestones') ? { milestones: true } : {}),
    };
  },

  process(s, action) {
    if (s.winner !== null) throw new RuleError('The game is over.');
    const who = action.entity;
    if (s.sealed) {
      if (action.type !== 'bid' && action.type !== 'sealed_bids') throw new RuleError('Everyone must place their sealed bids first.');
      if (!s.players.some((p) => same(p.id, who))) throw new RuleError('Only seated players bid.');
      if (action.round !== undefined && action.round !== s.sealed.round) throw new RuleError('That auction is closed.');
      const mine = String(who);
      s.sealed.sheets[mine] =
        action.type === 'bid'
          ? { ...s.sealed.sheets[mine], ...checkSheet(s, { [String(action.company)]: action.price }) }
          : checkSheet(s, action.bids);
      const events: GameEvent[] = [{ type: 'sealed_submitted', player: mine }];
      if (s.players.every((p) => String(p.id) in s.sealed!.sheets)) {
        settle(s);
        const results = s.reveal!.results.map((r) => ({ item: r.item, winner: r.winner === null ? null : String(r.winner), price: r.price ?? 0, why: r.reason }));
        events.push({ type: 'sealed_revealed', results });
      }
      return events;
    }
    const current = s.players[s.turn]!;
    if (!same(current.id, who)) throw new RuleError(`It is ${current.name}'s turn, not ${nameOf(s, who)}'s.`);
    if (action.type === 'pass') {
      s.last = `${current.name} passed`;
    } else if (action.type === 'add') {
      const amount = Number(action.amount);
      if (![1, 2, 3].includes(amount)) throw new RuleError('You may add 1, 2 or 3 — nothing else.');
      const was = s.counter;
      s.counter += amount;
      s.last = `${current.name} added ${amount}`;
      const five = Math.floor(s.counter / 5) * 5;
      const events: GameEvent[] = s.milestones && five > was ? [{ type: 'counter_milestone', player: String(current.id), counter: s.counter, five }] : [];
      if (s.counter >= s.target) {
        s.winner = current.id;
        return events;
      }
      s.turn = (s.turn + 1) % s.players.length;
      return events;
    } else {
      throw new RuleError(`Tiny Rails has no "${action.type}" action.`);
    }
    s.turn = (s.turn + 1) % s.players.length;
  },

  clone: (s) => structuredClone(s),

  activePlayers(s) {
    if (s.winner !== null) return [];
    if (s.sealed) return s.players.filter((p) => !(String(p.id) in s.sealed!.sheets)).map((p) => p.id);
    return [s.players[s.turn]!.id];
  },

  legalActions(s, player) {
    if (!this.activePlayers(s).some((p) => same(p, player))) return [];
    const entity = s.players.find((p) => same(p.id, player))!.id;
    if (s.sealed) {
      // A sample (a sheet has 11 × 31^5 combinations): every first-move price, the lowest price of each lot, no bids.
      const { round, items } = s.sealed;
      const out: LegalChoice[] = FIRST_MOVE.prices.map((price) => ({
        label: `Bid ${price} for the first move`,
        action: { type: 'bid', entity, entity_type: 'player', company: FIRST_MOVE.id, price, round },
      }));
      for (const item of items.filter((i) => i.id !== FIRST_MOVE.id)) {
        out.push({ label: `Sealed bid: ${item.name} for ${item.prices[0]}, nothing else`, action: { type: 'sealed_bids', entity, entity_type: 'player', round, bids: { [item.id]: item.prices[0] } } });
      }
      out.push({ label: 'Sealed bids: none', action: { type: 'sealed_bids', entity, entity_type: 'player', round, bids: {} } });
      return out;
    }
    const out: LegalChoice[] = [1, 2, 3].map((amount) => ({
      label: `Add ${amount}`,
      action: { type: 'add', entity, entity_type: 'player', amount },
    }));
    out.push({ label: 'Pass', action: { type: 'pass', entity, entity_type: 'player' } });
    return out;
  },

  view(s, viewer) {
    const sealed = s.sealed && {
      ...s.sealed,
      sheets: Object.fromEntries(Object.entries(s.sealed.sheets).map(([k, v]) => [k, viewer !== null && same(k, viewer) ? v : ('sealed' as const)])),
    };
    return asView<TinyView>({ ...s, sealed });
  },

  describe(s) {
    const lines = [`Counter: ${s.counter}/${s.target}`];
    if (s.last) lines.push(`Last: ${s.last}`);
    if (s.sealed) lines.push(`Sealed bids in: ${Object.keys(s.sealed.sheets).length}/${s.players.length}`);
    const lots = Object.entries(s.lots);
    if (lots.length) lines.push(`Lots: ${lots.map(([lot, p]) => `${lot} ${nameOf(s, p)}`).join(', ')}`);
    if (s.winner !== null) lines.push(`Winner: ${nameOf(s, s.winner)}`);
    return lines.join('\n');
  },

  finished: (s) => s.winner !== null,

  result(s) {
    return Object.fromEntries(s.players.map((p) => [String(p.id), same(p.id, s.winner) ? 1 : 0]));
  },

  endReason: (s) => (s.winner !== null ? 'target_reached' : null),

  isSecret: (action: Action) => action.type === 'bid' || action.type === 'sealed_bids',

  sealed: {
    sheet(s, viewer) {
      if (!s.sealed || s.winner !== null) return null;
      const mine = viewer === null ? undefined : s.sealed.sheets[String(viewer)];
      return {
        round: s.sealed.round,
        items: s.sealed.items,
        bids: mine ? { ...mine } : {},
        submitted: s.players.filter((p) => String(p.id) in s.sealed!.sheets).map((p) => p.id),
        bidders: s.players.map((p) => p.id),
      };
    },
    submit(s, player, bids) {
      return { type: 'sealed_bids', entity: player, entity_type: 'player', round: s.sealed?.round ?? '', bids };
    },
    lastReveal: (s) => s.reveal,
  },

  // The sheet that completes the sealed round shows everyone's bids.
  isRevealPoint: (after, action) => (action.type === 'bid' || action.type === 'sealed_bids') && after.reveal?.round === (action.round ?? 'start'),
};

export default tinyRails;
