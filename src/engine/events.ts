// What processing an action did, as structured events: ids and numbers, never sentences. Every title's
// `process` returns the events of that action (the engine's `applyAction` hands them on); the bot turns
// them into words. Entities are named by key: players by String(id), corporations/minors/systems by symbol,
// privates by symbol, trains by id ("3-1"), hexes and cities as the log names them.
//
// Events are open: `SharedEvent` lists those any title may record (the bot has words for each); a title adds its
// own by augmenting `TitleEvents` in its folder and gives them words in its bot folder (TitleBot.eventWords), so
// a new event touches only the title's folders (src/engine/README.md, "A new event").

/** Where money or a certificate came from or went: a player id, an entity symbol, 'bank', 'ipo', 'pool'. */
export type Holder = string;

/** Events every title may record; each has words in the bot (src/bot/services/shared-words.ts). */
export type SharedEvent =
  // rounds and order
  | { type: 'round_started'; round: string; /** e.g. stock round number, or "2.1" for an OR */ number: string }
  | { type: 'priority_deal'; player: string }
  // auctions
  | { type: 'bid'; player: string; company: string; price: number }
  | {
      type: 'auction_won';
      player: string;
      company: string;
      price: number;
      /** bought outright (no bids), won with the only bid, or won after an auction among several bidders */
      how?: 'bought' | 'only_bid' | 'auction';
      /** A sealed auction: the winner's own bid (`price` is what they pay) and why they pay that (a SealedResult reason). */
      bid?: number;
      why?: string;
    }
  | { type: 'auction_started'; company: string }
  | { type: 'auction_pass'; player: string; company: string }
  | { type: 'company_discounted'; company: string; price: number }
  // shares
  | { type: 'par'; player: string; corp: string; price: number }
  | { type: 'shares_bought'; player: string; corp: string; percent: number; from: Holder; price: number }
  | { type: 'shares_sold'; player: string; corp: string; percent: number; price: number; priceFrom: number; priceTo: number }
  /** A share that came with a private company (18Chesapeake's B&OR, CV), for nothing. */
  | { type: 'shares_received'; player: string; corp: string; percent: number }
  | { type: 'float'; corp: string; cash: number }
  /** Shares left in the IPO move to the market (18Chesapeake with two players, when a corporation floats). */
  | { type: 'shares_to_market'; corp: string; percent: number }
  /** A share taken out of the game by a player's purchase (18Chesapeake with two players). */
  | { type: 'share_removed'; player: string; corp: string; percent: number }
  /** `owner`: a minor (one certificate) changed hands: `to` owns it, it has no president. */
  | { type: 'presidency_changed'; corp: string; from: string | null; to: string; owner?: true }
  | { type: 'price_moved'; corp: string; from: number; to: number; why: 'sold_out' | 'dividend' | 'withhold' | 'sale' | 'other' }
  // operating
  | { type: 'operating'; entity: string; president: string | null }
  | { type: 'private_revenue'; company: string; owner: Holder; amount: number }
  | { type: 'tile_laid'; entity: string; hex: string; tile: string; rotation: number; cost: number; /** the corporation laying through its private (entity) */ by?: string }
  | { type: 'token_placed'; entity: string; city: string; hex?: string; cost: number }
  | { type: 'run'; entity: string; revenue: number; trains: { train: string; revenue: number; /** stop hexes in route order */ stops?: string[] }[] }
  | {
      type: 'dividend';
      entity: string;
      kind: 'payout' | 'withhold' | 'half';
      revenue: number;
      /** What one share received (a 10% share in 18xx; 0 when withheld). */
      perShare: number;
      /** Share price before and after (absent where dividends do not move prices, e.g. Chicago Express). */
      priceFrom?: number;
      priceTo?: number;
      /** What each holder received (players, or the corporation for its shares in the market), largest first. */
      payouts?: { to: Holder; amount: number }[];
      /** What the operator itself kept of a payout (a minor's half). */
      kept?: number;
    }
  | { type: 'train_bought'; entity: string; train: string; price: number; from: Holder; /** traded-in train */ exchange?: string; presidentAdded?: number }
  | { type: 'company_bought'; entity: string; company: string; price: number; from: Holder }
  | { type: 'phase_changed'; phase: string; /** operating rounds per set, train limit, tile colours now laid */ operatingRounds?: number; trainLimit?: number; tiles?: string[] }
  | { type: 'trains_rusted'; trains: { train: string; owner: Holder }[] }
  | { type: 'train_exported'; train: string }
  | { type: 'train_discarded'; entity: string; train: string }
  | { type: 'discard_owed'; entity: string; count: number }
  | { type: 'company_closed'; company: string }
  /** A private traded for a certificate (1828's M&H); for a president's certificate a `par` follows. */
  | { type: 'company_exchanged'; player: string; company: string; corp: string; percent: number; from: Holder }
  /** A token taken off the map by its owner (1828: a system's second token in a hex, a blocker takes its place). */
  | { type: 'token_removed'; entity: string; city: string; hex: string; blocker: boolean }
  | {
      type: 'corporation_created';
      corp: string;
      from: string[];
      /** Each player's share exchange (1828's merger): their percentages of the members before, of the new one after. */
      holdings?: { player: string; before: { corp: string; percent: number }[]; after: number }[];
    }
  | { type: 'bankruptcy'; player: string; entity?: string }
  | { type: 'bank_broken' }
  // money kept apart from the above (e.g. 1871 loans, 1828 coal): a named transfer the title defines
  | { type: 'transfer'; what: string; from: Holder; to: Holder; amount: number }
  // sealed rounds: who submitted (never what) and the reveal
  | { type: 'sealed_submitted'; player: string }
  | { type: 'sealed_revealed'; results: { item: string; winner: string | null; price: number; why: string }[] }
  | { type: 'game_end'; reason: string; ranking: { player: string; value: number }[] };

/**
 * Titles' own events, kind → payload. Empty here: a title declares its kinds in its own folder by augmenting it,
 *   declare module '../../events.ts' { interface TitleEvents { interest_paid: { entity: string; amount: number } } }
 * (see engine/titles/chicago-express/events.ts), and the bot finds their words where the title registers them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by titles' augmentations
export interface TitleEvents {}

/** A title's own event: `{ type: kind, ...payload }` for each kind some title declared. */
export type TitleEvent = { [K in keyof TitleEvents]: { type: K } & TitleEvents[K] }[keyof TitleEvents];

export type GameEvent = SharedEvent | TitleEvent;

export type GameEventType = GameEvent['type'];
export type SharedEventType = SharedEvent['type'];

/** Collects the events of one action. */
export class EventLog {
  readonly list: GameEvent[] = [];
  push(event: GameEvent): void {
    this.list.push(event);
  }
}
