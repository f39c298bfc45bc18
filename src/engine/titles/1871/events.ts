// 1871's own events (their words: src/bot/titles/steel-cities/words.ts). Its loans record 1822's loan events
// (player_loan, loan_interest, loan_paid: engine/titles/1822/events.ts), told by 1822's words.
export interface Events1871 {
  /** `player` turned in `company` (a paper company) for `corp`'s president's certificate, paying `price` into `corp`. */
  paper_converted: { player: string; company: string; corp: string; percent: number; price: number };
  /** Paper companies leaving the game: unsold after the first stock round, or not converted by the data's phase. */
  /** Nobody won `minor` in its auction: the depot's next train, `train`, leaves the game (exported). */
  unsold_minor_export: { minor: string; train: string };
  papers_removed: { companies: string[]; why: 'unsold' | 'phase'; phase?: string };
  /** `corp` laid on `hex` with `company`'s ability (an extra tile, or a lay `saved` its terrain's cost); it then closes. */
  private_lay_used: { company: string; corp: string; hex: string; extra: boolean; saved: number };
}

declare module '../../events.ts' {
  // (a title's events join the engine's open list of them)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TitleEvents extends Events1871 {}
}
