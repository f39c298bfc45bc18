// A merger during a stock round on the engine's state (g_1828 step/merger.rb, game.rb#create_system): `choose`
// names the initiating corporation, `merge` the target; the system is created, the exchange (exchange.ts) runs
// and stops for players' choices (`choose`). The state keeps the exchange's starting point and the choices so far,
// so it stays plain data; the running exchange is only a cache beside it (`running`).
import type { Ctx } from '../../18xx/context.ts';
import { liftMarker, placeInCell } from '../../18xx/market.ts';
import { afterStockAction, stockRound } from '../../18xx/rounds/stock.ts';
import { ipo, ownersChanged } from '../../18xx/shares.ts';
import { shareIndex } from '../../18xx/lookup.ts';
import { packedMap } from '../../packed.ts';
import type { GameState, Share } from '../../18xx/state.ts';
import { cashOf, corpOf, pay, setPresident } from '../../18xx/state.ts';
import { cityIdOf, hexIdsOf, resolveCity, type MapState } from '../../18xx/map/index.ts';
import { mapChanged } from '../../18xx/map/track.ts';
import { RuleError, type LegalChoice } from '../../types.ts';
import { closeCompany } from '../../18xx/companies.ts';
import { Book } from './book.ts';
import { systemCoal } from './coal.ts';
import { CORPORATIONS } from './data.ts';
import { MergerExchange, type PendingChoice } from './exchange.ts';
import { priceAt, systemMarketCell } from './market.ts';
import { closedByTrainPurchase } from './privates.ts';
import { systemFloated, systemSym, systemTreasury } from './merger.ts';
import { BLOCKER, coalOf, syncCoalfields } from './specials.ts';
import { copyLists, own1828 } from './state.ts';
import { cityWords } from '../../18xx/words.ts';
import { percentOf } from '../../18xx/shares.ts';
import { ownOrSet, ownValue, setKey } from '../../records.ts';

export interface MergerState {
  acting: string;
  initiator: string;
  target: string | null;
  /** Shares and cash as they were when the exchange began (it is re-run with the choices). */
  start?: { shares: Share[]; cash: Record<string, number>; sold: Record<string, string[]>; seq: number };
  choices: { player: string; choice: string }[];
  pending: PendingChoice | null;
  /** The log id of the `choose` that started it (a failed merger is taken back to just before it). */
  startedAt?: number;
  /** The exchange ended without a president able to donate a share: the merger must be taken back. */
  failed?: boolean;
  /** Hexes where the new system has tokens in two cities: it removes one in each before the exchange runs. */
  removeTokens?: string[];
  /** While the exchange waits: each player's certificates of the merger, target and system so far (for their value). */
  held?: Record<string, { corp: string; percent: number }[]>;
}

export function mergerOf(state: GameState): MergerState | null {
  return (own1828(state).merger as MergerState | null | undefined) ?? null;
}

/** `choose` on the player's turn: the corporation that starts a merger (it counts as the turn's purchase). */
export function startMerger(state: GameState, player: string, corp: string, actionId?: number): void {
  own1828(state).merger = { acting: player, initiator: corp, target: null, choices: [], pending: null, ...(actionId !== undefined ? { startedAt: actionId } : {}) } satisfies MergerState;
  stockRound(state).current.push('merge');
  stockRound(state).passed = stockRound(state).passed.filter((p) => p !== player);
}

function holderKey(owner: string, corp: string): string {
  return owner === ipo(corp) ? corp : owner;
}

/** A certificate copied field by field (a share is flat; structuredClone took ~20 µs for a merger's shares). */
function copyShare(s: Share): Share {
  return { id: s.id, corp: s.corp, percent: s.percent, president: s.president, owner: s.owner, seq: s.seq };
}

function soldLists(state: GameState): Record<string, string[]> {
  const r = stockRound(state);
  const out: Record<string, string[]> = {};
  for (const p of state.order) setKey(out, p, Object.keys(ownValue(r.sold, p) ?? {}));
  return out;
}

/** `merge`: the target; the system takes the members' assets, then the exchange runs. */
export function mergeWith(state: GameState, ctx: Ctx, target: string): void {
  const m = mergerOf(state)!;
  const M = m.initiator;
  const S = systemSym(M, target);
  m.target = target;
  const own = own1828(state);
  const cm = corpOf(state, M);
  const ct = corpOf(state, target);
  // the system: market cell, certificates, cash, trains in two shells, tokens, privates, coal
  if (!cm.cell || !ct.cell) throw new Error(`merger ${M}+${target}: no market cell ${JSON.stringify([cm, ct])}`);
  const cell = systemMarketCell(cm.cell, ct.cell);
  state.corps.push({ sym: S, ipoed: true, floated: false, parPrice: null, cell: null, tokensUsed: 0, trains: [], president: null, everOperated: cm.everOperated, closed: false });
  for (let i = 0; i < 9; i++) state.shares.push({ id: `${S}_${i}`, corp: S, percent: i === 0 ? 20 : 10, president: i === 0, owner: ipo(S), seq: ++state.seq });
  placeInCell(state, S, [cell[0], cell[1]]);
  for (const c of [cm, ct]) {
    liftMarker(state, c.sym);
    pay(state, c.sym, S, cashOf(state, c.sym));
  }
  own.systems.push(S);
  (own.members ??= {})[S] = [M, target];
  (own.shells ??= {})[S] = [
    { name: M, trains: [...cm.trains] },
    { name: target, trains: [...ct.trains] },
  ];
  const sys = corpOf(state, S);
  sys.trains = [...cm.trains, ...ct.trains];
  for (const t of state.trains) if (t.owner === M || t.owner === target) t.owner = S;
  for (const c of state.companies) if (c.owner === M || c.owner === target) c.owner = S;
  // the members' trains come to the system through buy_train (game.rb#transfer_assets_to_system), so both
  // members' $250 privates close as on a train purchase
  if (sys.trains.length) {
    const open = state.companies.filter((c) => !c.closed).map((c) => c.sym);
    for (const sym of closedByTrainPurchase(open, S, [M, target])) closeCompany(state, ctx, sym);
  }
  systemCoal(coalOf(state), [M, target], S);
  syncCoalfields(state);
  sys.tokensUsed = mergeTokens(state.map as MapState, M, target, S);
  const first = CORPORATIONS.find((c) => c.sym === M)!;
  // a system wears its first member's colours
  own.systemDefs = [...(own.systemDefs ?? []), { sym: S, name: M, home: first.home, tokens: systemTokens(cm.tokensUsed, ct.tokensUsed, M, target, sys.tokensUsed), color: { ...first.color } }];
  m.start = { shares: packedMap(state.shares.filter((s) => s.corp === M || s.corp === target || s.corp === S), copyShare), cash: { ...state.cash }, sold: soldLists(state), seq: state.seq };
  const twice = hexesWithTwoTokens(state.map as MapState, S);
  if (!twice.length) return runExchange(state, ctx);
  // the system picks which token goes first (step/merger.rb create_system → step/remove_tokens.rb); the exchange
  // waits, but a merger it cannot carry out is refused now, as before (its first run reads the state only)
  refusedIfBroken(() => newExchange(state, m));
  m.removeTokens = twice;
}

/** Hexes in which the corporation has tokens in more than one city. */
export function hexesWithTwoTokens(map: MapState, corp: string): string[] {
  const out: string[] = [];
  for (const id of hexIdsOf(map.mapId)) {
    let cities = 0;
    for (const slots of map.hexes[id]!.tokens) if (slots.includes(corp)) cities++;
    if (cities > 1) out.push(id);
  }
  return out;
}

/** The system's tokens it may remove now (one city of each hex in `removeTokens`), as `remove_token` actions. */
export function removeTokenChoices(state: GameState): LegalChoice[] {
  const m = mergerOf(state);
  if (!m?.removeTokens?.length) return [];
  const S = systemSym(m.initiator, m.target!);
  const map = state.map as MapState;
  const out: LegalChoice[] = [];
  for (const hex of m.removeTokens)
    map.hexes[hex]!.tokens.forEach((slots, city) =>
      slots.forEach((t, slot) => {
        if (t !== S) return;
        const id = cityIdOf(map, hex, city);
        out.push({ label: `${S} removes its token from ${cityWords(state, id)} (a blocker takes its place)`, action: { type: 'remove_token', entity: S, entity_type: 'system', city: id, slot } });
      }),
    );
  return out;
}

/**
 * `remove_token` (RemoveTokens#process_remove_token): the system's token in that city leaves the game (one token
 * fewer) and a blocker takes its place; when no hex is left the exchange runs.
 */
export function removeSystemToken(state: GameState, ctx: Ctx, entity: string, city: string, slot: number): void {
  const m = mergerOf(state);
  if (!m?.removeTokens?.length) throw new RuleError('No token is to be removed now.');
  const S = systemSym(m.initiator, m.target!);
  if (entity !== S) throw new RuleError(`${S} removes its tokens, not ${entity}.`);
  const map = state.map as MapState;
  let ref: { hex: string; city: number };
  try {
    ref = resolveCity(map, city);
  } catch {
    throw new RuleError(`No city ${city} on the map.`);
  }
  const slots = map.hexes[ref.hex]!.tokens[ref.city]!;
  if (!m.removeTokens.includes(ref.hex)) throw new RuleError(`Cannot remove ${S}'s token from ${ref.hex}.`);
  if (slots[slot] !== S) throw new RuleError(`${S} has no token in ${city} slot ${slot}.`);
  slots[slot] = BLOCKER;
  mapChanged(map);
  const sys = corpOf(state, S);
  sys.tokensUsed -= 1;
  // the token is destroyed: the system has one token fewer (its used tokens come first in its list)
  const def = own1828(state).systemDefs!.find((d) => d.sym === S)!;
  def.tokens = [...def.tokens.slice(0, sys.tokensUsed), ...def.tokens.slice(sys.tokensUsed + 1)];
  ctx.events.push({ type: 'token_removed', entity: S, city, hex: ref.hex, blocker: true });
  m.removeTokens = m.removeTokens.filter((h) => h !== ref.hex);
  if (!m.removeTokens.length) runExchange(state, ctx);
}

/** The members' tokens become the system's; where both had one in a city, the second becomes a blocker. */
function mergeTokens(map: MapState, a: string, b: string, sys: string): number {
  let used = 0;
  for (const id of hexIdsOf(map.mapId)) {
    const hex = map.hexes[id]!;
    for (const slots of hex.tokens) {
      let seen = false;
      for (let i = 0; i < slots.length; i++) {
        const t = slots[i];
        if (t !== a && t !== b) continue;
        if (seen) slots[i] = BLOCKER;
        else {
          slots[i] = sys;
          seen = true;
          used++;
        }
      }
    }
    for (const res of hex.reservations) for (let i = 0; i < res.length; i++) if (res[i] === a || res[i] === b) res[i] = sys;
    if (hex.tileReservations) hex.tileReservations = hex.tileReservations.map((r) => (r === a || r === b ? sys : r));
  }
  return used;
}

/** The system's token prices: the ones in use first, then the unused ones cheapest first. */
export function systemTokens(usedA: number, usedB: number, a: string, b: string, used: number): number[] {
  const all = [a, b].flatMap((sym, k) => {
    const tokens = CORPORATIONS.find((c) => c.sym === sym)!.tokens;
    return tokens.map((price, i) => ({ price, used: i < (k === 0 ? usedA : usedB) }));
  });
  const usedPrices = all.filter((t) => t.used).map((t) => t.price).sort((x, y) => x - y);
  const unused = all.filter((t) => !t.used).map((t) => t.price);
  // blockers returned a token each to the charter: the dearer of the two in the shared city (game.rb sorts the
  // used tokens by price and removes the second of each city), so the dearest used ones go back
  while (usedPrices.length > used) unused.push(usedPrices.pop()!);
  return [...usedPrices, ...unused.sort((x, y) => x - y)];
}

interface RunningExchange {
  start: NonNullable<MergerState['start']>;
  /** How many of the merger's choices it has been given. */
  applied: number;
  ex: MergerExchange;
  book: Book;
  cash: Record<string, number>;
  sold: Record<string, string[]>;
}

/**
 * The exchange of a merger under way, kept between its choices: a replay gives it one more choice at a time, so
 * it goes on from where it stopped instead of running again from the start. Derived data only: it is rebuilt
 * whenever the merger state is another object (a clone, in live play) or its choices are not just one more.
 */
const running = new WeakMap<MergerState, RunningExchange>();

/** A corporation's share price on 1828's market (cell [0, 0]'s while it has no cell). */
function marketPrice(state: GameState, corp: string): number {
  return priceAt(corpOf(state, corp).cell ?? [0, 0]);
}

function newExchange(state: GameState, m: MergerState): RunningExchange {
  const M = m.initiator;
  const T = m.target!;
  const S = systemSym(M, T);
  const start = m.start!;
  const book = new Book();
  const byCorp = (corp: string) => start.shares.filter((s) => s.corp === corp).sort((a, b) => a.seq - b.seq);
  for (const corp of [M, T, S]) for (const s of byCorp(corp)) book.add({ id: s.id, corp, percent: s.percent, president: s.president, buyable: true }, holderKey(s.owner, corp));
  const cash: Record<string, number> = {};
  for (const p of state.order) setKey(cash, p, ownValue(start.cash, p) ?? 0);
  const sold = copyLists(start.sold);
  const ex = new MergerExchange({
    book,
    players: state.order,
    // as 18xx.games logs the partner: by the log's name
    names: Object.fromEntries(state.players.map((p) => [p.id, p.logName ?? p.name])),
    acting: m.acting,
    merger: { sym: M, price: marketPrice(state, M), floated: corpOf(state, M).floated },
    target: { sym: T, price: marketPrice(state, T), floated: corpOf(state, T).floated },
    system: { sym: S, name: M, price: marketPrice(state, S) },
    cash,
    sold,
    presidents: {},
  });
  ex.run();
  return { start, applied: 0, ex, book, cash, sold };
}

/**
 * Runs a step of the exchange. 18xx.games' exchange breaks down in some positions (e.g. no system share left
 * for the market's pair): its engine refuses the action, and so do we.
 */
function refusedIfBroken<T>(step: () => T): T {
  try {
    return step();
  } catch (err) {
    if (err instanceof RuleError) throw err;
    throw new RuleError(`This exchange cannot be carried out (${err instanceof Error ? err.message : String(err)}).`);
  }
}

/** Runs the exchange with the choices so far (from its start, or on from the kept one); applies it when done. */
function runExchange(state: GameState, ctx: Ctx): void {
  const m = mergerOf(state)!;
  const M = m.initiator;
  const T = m.target!;
  const S = systemSym(M, T);
  const start = m.start!;
  const kept = running.get(m);
  running.delete(m);
  const run = refusedIfBroken(() => {
    const r = kept && kept.start === start && kept.applied <= m.choices.length ? kept : newExchange(state, m);
    for (; r.applied < m.choices.length; r.applied++) {
      const c = m.choices[r.applied]!;
      if (!r.ex.pending) throw new RuleError('No choice is pending in the merger.');
      r.ex.choose(c.player, c.choice);
    }
    return r;
  });
  const { ex, book, cash, sold } = run;
  if (ex.pending) running.set(m, run);
  m.pending = ex.pending;
  // cash moves as the exchange goes (trades' differences, sales), also while it waits for a choice
  for (const p of state.order) setKey(state.cash, p, ownValue(cash, p)!);
  state.cash.bank = (ownValue(start.cash, 'bank') ?? 0) - ex.bankPaid;
  // and so do certificates, as far as players' values go (18xx.games moves them one by one)
  m.held = Object.fromEntries(state.order.map((p) => [p, [M, T, S].flatMap((corp) => book.sharesOf(p, corp).map((c) => ({ corp, percent: c.percent })))]));
  if (ex.pending) return;
  // 18xx.games then offers only to take the merger back (undo to before it) and record a `failed_merge`
  if (ex.state === 'failed') {
    m.failed = true;
    return;
  }
  delete m.held;
  // each player's holdings before and after, for the event (what the exchange did to them)
  const before = state.order.map((p) => ({ player: p, before: [M, T].map((corp) => ({ corp, percent: percentOf(state, p, corp) })).filter((h) => h.percent > 0) }));
  // apply: certificates, cash, sold flags, president, float, treasury; the members close
  const shares = shareIndex(state.shares).byId;
  let seq = start.seq;
  for (const holder of [...state.order, 'pool', S]) {
    for (const c of book.sharesOf(holder, S)) {
      const s = shares.get(c.id)!;
      s.owner = holder === S ? (c.buyable ? ipo(S) : `treasury:${S}`) : holder;
      s.seq = ++seq;
    }
  }
  state.seq = seq;
  for (const s of state.shares) if (s.corp === M || s.corp === T) s.owner = 'removed';
  ownersChanged(state.shares);
  for (const p of state.order) {
    const r = stockRound(state);
    for (const corp of ownValue(sold, p) ?? []) ownOrSet(r.sold, p, (): Record<string, string> => ({}))[corp] ??= 'now';
  }
  const sys = corpOf(state, S);
  setPresident(sys, ex.input.presidents[S] ?? null);
  sys.floated = systemFloated(book, S);
  const both = corpOf(state, M).floated && corpOf(state, T).floated;
  const treasury = systemTreasury(cashOf(state, S), 0, both, sys.floated, marketPrice(state, S));
  pay(state, 'bank', S, treasury.cash - cashOf(state, S));
  // closed members leave the market and the operating order
  for (const c of [M, T]) {
    const co = corpOf(state, c);
    Object.assign(co, { closed: true, floated: false, cell: null, trains: [] });
    setPresident(co, null);
  }
  const holdings = before.map((h) => ({ ...h, after: percentOf(state, h.player, S) })).filter((h) => h.before.length || h.after);
  ctx.events.push({ type: 'corporation_created', corp: S, from: [M, T], holdings });
  own1828(state).merger = null;
  afterStockAction(state, ctx);
}

/** A player's answer to the exchange's question. */
export function mergerChoice(state: GameState, ctx: Ctx, player: string, choice: string): void {
  const m = mergerOf(state)!;
  if (m.failed) throw new RuleError('The merger failed: take it back.');
  if (!m.pending || m.pending.player !== player) throw new RuleError('It is not your choice.');
  if (!m.pending.choices.some((c) => c.includes(choice))) throw new RuleError(`Invalid choice ${choice}.`);
  m.choices.push({ player, choice });
  runExchange(state, ctx);
}
