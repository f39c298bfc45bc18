// Chicago Express's own events (its words: src/bot/titles/chicago-express/words.ts): a company building track
// into a hex, a hex developing. The shared events (auctions, shares, dividends, the end) are in engine/events.ts.

export interface ChicagoExpressEvents {
  /** A company built into `hex` for `cost`; its income went up by `incomeGain`. */
  built: { entity: string; hex: string; cost: number; incomeGain: number };
  /** `hex` developed (track moved up, or a house built): the companies there (`entities`) gained `gain` income. */
  developed: { hex: string; what: 'track' | 'house'; entities: string[]; gain: number };
}

declare module '../../events.ts' {
  // (a title's events join the engine's open list of them)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TitleEvents extends ChicagoExpressEvents {}
}
