// 1822's own events: players' loans, mail contracts' subsidies, privates' choices (P8's, P17's move card, P18's and P5's token moves), the tax haven's purchase. The shared events (shares, trains, runs, tokens…) are in engine/events.ts.

export interface Events1822 {
  /** The bank lent `amount` to `player` for a train, owed with `interest` on it; they owe `debt` now (earlier debt included). */
  player_loan: { player: string; amount: number; interest: number; debt: number };
  /** A stock round ended: `player`'s debt grew by `interest` to `debt`. */
  loan_interest: { player: string; interest: number; debt: number };
  /** `player` paid `amount` of their loan; `debt` is left. */
  loan_paid: { player: string; amount: number; debt: number };
  /**
   * `major` acquired `minor` from its owner: the minor is worth `worth` (twice its share price); the owner got `shares`
   * treasury shares of the major at `sharePrice` each, and `paid` from the major (negative: the owner paid the major);
   * the major took the minor's `cash` and `trains` (ids).
   */
  minor_acquired: { major: string; minor: string; owner: string; worth: number; shares: number; sharePrice: number; paid: number; cash: number; trains: string[] };
  /** `major` acquired `minor`, unsold in the bid box, for `price` paid to the bank. */
  bidbox_minor_acquired: { major: string; minor: string; price: number };
  /** `entity`'s mail contracts paid `amount` into its treasury with its dividend. */
  mail_subsidy: { entity: string; amount: number };
  /** An operator chose what a private it acquired gives it (P8: `token`, a free lay, or `discount`). */
  ability_chosen: { entity: string; company: string; choice: string };
  /** A major chose the dividend of its 2P (or LP) train's earnings apart from its other trains' (`kind`: payout, half, withhold). */
  extra_train_dividend: { entity: string; train: string; kind: string };
  /** `entity` used `company` (P17's move card) to move the certificate `moved` to the top (`top`) or the bottom of its stack. */
  stack_moved: { entity: string; company: string; moved: string; top: boolean };
  /** `entity` used `company` (P18, P5) to move one of its tokens `to` its available tokens (an exchange token made ordinary) or its exchange tokens. */
  exchange_token_moved: { entity: string; company: string; to: 'available' | 'exchange' };
  /** An operator attached its pullman to `train` for this turn's run. */
  pullman_attached: { entity: string; train: string };
  /** `player` bought a 10% share of `corp` from `from` (its treasury, 'ipo:<corp>', or 'pool') for `price` into P16, the tax haven. */
  tax_haven_bought: { player: string; corp: string; from: string; price: number };
}

declare module '../../events.ts' {
  // (a title's events join the engine's open list of them)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TitleEvents extends Events1822 {}
}
