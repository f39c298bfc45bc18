// The events 1871 records, in the shapes of the engine's structured events (the engine helper's
// src/engine/events.ts GameEvent; kept as a local subset until that lands on main).
export type SteelEvent =
  | { type: 'round_started'; round: string; number: string }
  | { type: 'sealed_submitted'; player: string }
  | { type: 'sealed_revealed'; results: { item: string; winner: string | null; price: number; why: string }[] }
  | { type: 'auction_won'; player: string; company: string; price: number }
  | { type: 'company_closed'; company: string }
  | { type: 'transfer'; what: string; from: string; to: string; amount: number }
  | { type: 'game_end'; reason: string; ranking: { player: string; value: number }[] };
