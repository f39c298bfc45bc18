// The share exchange of a merger (g_1828/step/merger.rb, from the pair exchange to the donated treasury
// share). Pure over a Book of certificates and the players' cash; it stops when a player must choose (the odd
// share to keep, a partner to trade with, trade up or sell) and goes on with `choose`.
import { Book } from './book.ts';
import { transferShares, type PresidencyCtx } from './presidency.ts';
import { ownOrSet, ownValue, setKey } from '../../records.ts';

/** Holder keys used during the exchange besides players, 'pool' and corporations' own IPOs. */
const DISCARD = '~discard';
const USED = '~used';
const IPO = '~ipo';

export interface MemberInfo {
  sym: string;
  price: number;
  floated: boolean;
}

export interface ExchangeInput {
  book: Book;
  /** The stock round's players in order (18xx.games' round entities). */
  players: readonly string[];
  /** Player names (a partner choice names the player, as 18xx.games logs it). */
  names: Readonly<Record<string, string>>;
  acting: string;
  merger: MemberInfo;
  target: MemberInfo;
  /** The system: symbol "A-B", its display name (the merger's symbol), price; its certificates are in the book with holder = sym. */
  system: { sym: string; name: string; price: number };
  cash: Record<string, number>;
  /** player → corporations they sold this stock round (members and, after, the system). */
  sold: Record<string, string[]>;
  presidents: Record<string, string | undefined>;
}

export interface PendingChoice {
  player: string;
  kind: 'odd_share' | 'partner' | 'trade_up';
  /** As 18xx.games shows them: "NYC ($68)", "Player 2", "Exchange ($-27)" / "Sell ($68)". */
  choices: string[];
}

export type ExchangeEvent =
  | { type: 'exchange'; holder: string; gave: string[]; got: string[] }
  | { type: 'trade'; a: string; b: string; gave: string[]; got: string[]; cash: number }
  | { type: 'discard'; holder: string; shares: string[]; cash: number }
  | { type: 'trade_up'; player: string; share: string; paid: number }
  | { type: 'to_market'; shares: string[] }
  | { type: 'donated'; player: string; share: string }
  | { type: 'merger_failed' };

export type ExchangeState = 'pairs' | 'singles' | 'done' | 'failed';

function money(n: number): string {
  return `$${n}`;
}

/** One merger's exchange. Create it after the system exists, then `run()`; answer `pending` with `choose`. */
export class MergerExchange {
  state: ExchangeState = 'pairs';
  pending: PendingChoice | null = null;
  readonly events: ExchangeEvent[] = [];
  /** Cash the bank paid out (+) or took in (−) during the exchange. */
  bankPaid = 0;
  private queue: string[] | null = null;
  private tradeOrder: string[] = [];
  private oddShare: string | null = null;
  private selection: string | null = null;
  private exchangeSelection: string | null = null;
  private readonly pctx: PresidencyCtx;
  private readonly M: string;
  private readonly T: string;
  private readonly S: string;

  constructor(readonly input: ExchangeInput) {
    this.M = input.merger.sym;
    this.T = input.target.sym;
    this.S = input.system.sym;
    this.pctx = { book: input.book, players: input.players, presidents: input.presidents };
  }

  get book(): Book {
    return this.input.book;
  }

  run(): void {
    this.enter(this.state);
  }

  /** 18xx.games matches a choice by substring of the offered texts ("IC" matches "IC ($79)"). */
  choose(player: string, choice: string): void {
    const p = this.pending;
    if (!p) throw new Error('No choice is pending');
    if (player !== p.player) throw new Error('Not your turn');
    if (!p.choices.some((c) => c.includes(choice))) throw new Error(`Invalid choice ${choice}`);
    this.selection = choice;
    this.pending = null;
    this.enter(this.state);
  }

  private isPlayer(h: string): boolean {
    return this.input.players.includes(h);
  }

  private price(corp: string): number {
    return corp === this.M ? this.input.merger.price : corp === this.T ? this.input.target.price : this.input.system.price;
  }

  private certPrice(id: string): number {
    const c = this.book.cert(id);
    return (this.price(c.corp) * c.percent) / 10;
  }

  private n(holder: string, corp: string): number {
    return this.book.numSharesOf(holder, corp);
  }

  private shares(holder: string, corp: string): string[] {
    return this.book.sharesOf(holder, corp).map((c) => c.id);
  }

  private plain(holder: string, corp: string): string[] {
    return this.book
      .sharesOf(holder, corp)
      .filter((c) => !c.president)
      .map((c) => c.id);
  }

  private presOf(holder: string, corp: string): string | undefined {
    return this.book.sharesOf(holder, corp).find((c) => c.president)?.id;
  }

  private pay(from: string, to: string, amount: number): void {
    const { cash } = this.input;
    if (from === 'bank') this.bankPaid += amount;
    else setKey(cash, from, (ownValue(cash, from) ?? 0) - amount);
    if (to === 'bank') this.bankPaid -= amount;
    else setKey(cash, to, (ownValue(cash, to) ?? 0) + amount);
  }

  private markSold(player: string, corp: string): void {
    const list = ownOrSet(this.input.sold, player, (): string[] => []);
    if (!list.includes(corp)) list.push(corp);
  }

  private soldAny(player: string): boolean {
    const list = ownValue(this.input.sold, player) ?? [];
    return list.includes(this.M) || list.includes(this.T);
  }

  private rotated(from: number): string[] {
    const ps = this.input.players;
    const k = ((from % ps.length) + ps.length) % ps.length;
    return [...ps.slice(k), ...ps.slice(0, k)];
  }

  private enter(state: ExchangeState): void {
    this.state = state;
    if (state === 'pairs') this.pairsState();
    else if (state === 'singles') this.singlesState();
  }

  private pairsState(): void {
    if (!this.queue || !this.queue.length) this.queue = this.rotated(this.input.players.indexOf(this.input.acting));
    for (let player = this.queue[0]; player !== undefined; player = this.queue[0]) {
      this.tradeOrder = this.rotated(this.input.players.indexOf(player));
      this.hideOddShare(player);
      this.exchangePairs(player);
      if (this.oddShare) this.book.transfer(this.oddShare, player);
      if (this.pending) return;
      this.oddShare = null;
      this.queue.shift();
    }
    this.enter('singles');
  }

  private singlesState(): void {
    if (!this.queue || !this.queue.length) this.queue = this.rotated(this.input.players.indexOf(this.input.acting) + 1);
    while (this.queue.length) {
      // the singles' trade partners are the players still queued (18xx.games shares the array)
      this.tradeOrder = this.queue;
      this.exchangeSingles(this.queue[0]!);
      if (this.pending) return;
      this.queue.shift();
    }
    this.complete();
  }

  private hideOddShare(player: string): void {
    if (!this.oddShare) this.identifyOddShare(player);
    if (this.oddShare) this.book.transfer(this.oddShare, USED);
  }

  private identifyOddShare(player: string): void {
    const total = this.n(player, this.M) + this.n(player, this.T);
    if (total % 2 === 0) return;
    const m = this.plain(player, this.M)[0];
    const t = this.plain(player, this.T)[0];
    if (this.selection !== null) {
      this.oddShare = (this.selection.includes(this.M) ? m : t) ?? null;
      this.selection = null;
    } else if (m && t) {
      this.pending = {
        player,
        kind: 'odd_share',
        choices: [this.M, this.T].map((c) => `${c} (${money(this.price(c))})`),
      };
    } else {
      this.oddShare = m ?? t ?? null;
    }
  }

  private exchangePairs(entity: string): void {
    for (;;) {
      if (this.n(entity, this.M) + this.n(entity, this.T) < 2) return;
      if (this.pending) return;
      const mp = this.presOf(entity, this.M);
      const tp = this.presOf(entity, this.T);
      const needed = mp || tp ? 2 : 1;
      const from = this.exchangeSource(entity, needed);
      if (this.pending) return;
      if (from === null) return this.discardShares(entity);
      if (from === entity) {
        const exchanged = mp ? [mp] : this.shares(entity, this.M).slice(0, needed);
        for (const id of exchanged) this.book.transfer(id, USED);
        const discarded = tp ? [tp] : [...this.shares(entity, this.T), ...this.shares(entity, this.M)].slice(0, needed);
        for (const id of discarded) this.book.transfer(id, DISCARD);
        const sysPres = needed === 2 ? this.presOf(this.S, this.S) : undefined;
        const got = sysPres ? [sysPres] : this.shares(this.S, this.S).slice(0, needed);
        if (!got.length && entity !== IPO) throw new Error('No system share left for the exchange (18xx.games breaks down here)');
        this.events.push({ type: 'exchange', holder: entity, gave: [...exchanged, ...discarded], got });
        if (entity !== IPO) transferShares(this.pctx, got, entity);
      } else {
        const toTrade = [mp ?? tp ?? this.shares(entity, this.T)[0]!];
        const fromM = this.plain(from, this.M);
        const toReceive = [fromM[0], this.plain(from, this.T)[0], fromM[1]].filter((x): x is string => x !== undefined).slice(0, needed);
        this.tradeShare(entity, toTrade, from, toReceive);
        const exchanged = this.shares(entity, this.M)[0]!;
        this.book.transfer(exchanged, USED);
        const discarded = [...this.shares(entity, this.T), ...this.shares(entity, this.M)][0]!;
        this.book.transfer(discarded, DISCARD);
        const got = this.plain(this.S, this.S)[0];
        if (got === undefined && entity !== IPO) throw new Error('No system share left for the exchange (18xx.games breaks down here)');
        this.events.push({ type: 'exchange', holder: entity, gave: [exchanged, discarded], got: got === undefined ? [] : [got] });
        if (entity !== IPO) transferShares(this.pctx, [got!], entity);
      }
      if (this.n(entity, this.M) === 0 && this.n(entity, this.T) === 0) return;
    }
  }

  private exchangeSingles(entity: string): void {
    if (this.n(entity, this.M) === 0 && this.n(entity, this.T) === 0) return;
    if (this.exchangeSelection === null && this.selection !== null) {
      this.exchangeSelection = this.selection;
      this.selection = null;
    }
    const share = [...this.shares(entity, this.M), ...this.shares(entity, this.T)][0]!;
    const shareCorp = this.book.cert(share).corp;
    const value = this.certPrice(share);
    const sysPrice = this.input.system.price;
    if (
      this.isPlayer(entity) &&
      (this.soldAny(entity) ||
        value + (ownValue(this.input.cash, entity) ?? 0) < sysPrice ||
        this.n(this.S, this.S) === 0 ||
        (this.exchangeSelection ?? '').includes('Sell'))
    ) {
      this.book.transfer(share, DISCARD);
      this.markSold(entity, shareCorp);
      this.pay('bank', entity, value);
      this.exchangeSelection = null;
      this.events.push({ type: 'discard', holder: entity, shares: [share], cash: value });
    } else if (this.isPlayer(entity) && this.exchangeSelection === null) {
      this.pending = {
        player: entity,
        kind: 'trade_up',
        choices: [`Exchange (${money(value - sysPrice)})`, `Sell (${money(value)})`],
      };
    } else {
      const from = this.exchangeSource(entity, 1);
      if (this.pending) return;
      if (from === null) return this.discardShares(entity);
      if (from !== entity) this.tradeShare(entity, [share], from, this.plain(from, this.M).slice(0, 1));
      let paid = 0;
      if (this.isPlayer(entity)) {
        paid = sysPrice - value;
        if (paid <= 0) throw new Error(`Cannot spend zero or negative money (${paid})`);
        this.pay(entity, 'bank', paid);
      }
      const used = this.shares(entity, this.M)[0]!;
      this.book.transfer(used, USED);
      const got = this.shares(this.S, this.S)[0];
      if (got === undefined && entity !== IPO) throw new Error('No system share left for the trade-up (18xx.games breaks down here)');
      this.events.push({ type: 'trade_up', player: entity, share: used, paid });
      if (entity !== IPO) transferShares(this.pctx, [got!], entity);
      this.exchangeSelection = null;
    }
  }

  /** Where the merger's share(s) for an exchange come from: the holder, or a trade with the discard, a player, the merger's IPO or the pool. */
  private exchangeSource(entity: string, needed: number): string | null {
    if (this.selection !== null) {
      const sel = this.selection;
      this.selection = null;
      return this.tradeOrder.find((p) => ownValue(this.input.names, p) === sel) ?? null;
    }
    if (this.n(entity, this.M) >= needed) return entity;
    const candidates = [DISCARD, ...this.tradeOrder.slice(1), this.M, 'pool'];
    const sources = candidates.filter((src) => {
      const m = this.plain(src, this.M).length;
      return m > 0 && m + this.plain(src, this.T).length >= needed;
    });
    const first = sources[0];
    if (first !== undefined && this.isPlayer(first)) {
      const players = sources.filter((s) => this.tradeOrder.includes(s));
      if (players.length > 1) {
        this.pending = { player: entity, kind: 'partner', choices: players.map((p) => ownValue(this.input.names, p) ?? p) };
      }
    }
    return first ?? null;
  }

  private discardShares(entity: string): void {
    const ids = this.shares(entity, this.T);
    for (const id of ids) this.book.transfer(id, DISCARD);
    this.events.push({ type: 'discard', holder: entity, shares: ids, cash: 0 });
  }

  private tradeShare(a: string, sharesA: string[], b: string, sharesB: string[]): void {
    for (const id of sharesA) this.book.transfer(id, b);
    for (const id of sharesB) this.book.transfer(id, a);
    let cash = 0;
    if (this.isPlayer(b) && sharesB.length === 1 && (this.n(b, this.M) + this.n(b, this.T)) % 2 === 1) {
      const diff = this.certPrice(sharesB[0]!) - this.certPrice(sharesA[0]!);
      if (diff > 0) {
        this.pay('bank', b, diff);
        cash = diff;
      } else if (diff < 0) {
        if ((ownValue(this.input.cash, b) ?? 0) >= -diff) {
          this.pay(b, 'bank', -diff);
          cash = diff;
        } else {
          const discard = sharesA[0]!;
          this.book.transfer(discard, DISCARD);
          this.markSold(b, this.book.cert(discard).corp);
          const value = this.certPrice(discard);
          this.pay('bank', b, value);
          this.events.push({ type: 'discard', holder: b, shares: [discard], cash: value });
        }
      }
    }
    this.events.push({ type: 'trade', a, b, gave: sharesA, got: sharesB, cash });
  }

  private complete(): void {
    this.queue = [];
    this.exchangePairs('pool');
    this.exchangeSingles('pool');
    // everything the members hold, their own shares and those traded to them (combine_ipo_shares)
    for (const holder of [this.M, this.T])
      for (const corp of holder === this.M ? [this.M, this.T] : [this.T, this.M]) for (const id of this.shares(holder, corp)) this.book.transfer(id, IPO);
    this.exchangePairs(IPO);
    this.exchangeSingles(IPO);
    const discarded = this.n(DISCARD, this.M);
    if (discarded > 0) {
      const ids = this.shares(this.S, this.S).slice(0, discarded);
      if (!ids.length) throw new Error('No system share left for the discarded shares (18xx.games breaks down here)');
      transferShares(this.pctx, ids, 'pool');
      this.events.push({ type: 'to_market', shares: ids });
    }
    for (const player of this.input.players) if (this.soldAny(player)) this.markSold(player, this.S);
    const president = this.input.presidents[this.S];
    if (president === undefined || this.n(president, this.S) < 3) {
      this.state = 'failed';
      this.events.push({ type: 'merger_failed' });
      return;
    }
    const share = this.plain(president, this.S)[0]!;
    this.book.cert(share).buyable = false;
    transferShares(this.pctx, [share], this.S);
    this.events.push({ type: 'donated', player: president, share });
    this.state = 'done';
  }
}

/** The system's nine certificates in its own IPO: a 20% president's certificate and eight 10% shares. */
export function addSystemCerts(book: Book, sym: string): void {
  for (let i = 0; i < 9; i++) book.add({ id: `${sym}_${i}`, corp: sym, percent: i === 0 ? 20 : 10, president: i === 0, buyable: true }, sym);
}

export { Book };
