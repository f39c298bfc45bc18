// The referee tool behind `cli vickrey FILE.json`: one sealed round from a JSON file, on the same
// code as the game (the engine's vickrey.ts). Input and output formats: src/engine/titles/1871/README.md ("Referee tool").
import { z } from 'zod';
import { checkSealedInput, processSealedRound, type SealedRoundInput } from '../engine/titles/1871/vickrey.ts';

const playerId = z.union([z.string().min(1), z.number()]).transform(String);
const money = z.number().int().nonnegative();

const inputSchema = z.object({
  players: z
    .array(z.object({ id: playerId, cash: money, certs: money, cert_limit: money, loan: money.default(0) }))
    .min(1),
  order: z.array(playerId),
  items: z.array(z.object({ id: z.string().min(1), class: z.string().min(1), prices: z.array(z.number()) })),
  bids: z.record(z.string(), z.record(z.string(), z.number())),
});

export interface RefereeOutput {
  code: 0 | 1;
  /** One JSON line (without the newline). */
  line: string;
}

/** Runs one sealed round given as JSON text. Any problem → code 1 and `{"error": why}`. */
export function refereeRound(text: string): RefereeOutput {
  const fail = (why: string): RefereeOutput => ({ code: 1, line: JSON.stringify({ error: why }) });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return fail(`not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).join('; '));
  }
  const { players, order, items, bids } = parsed.data;
  const input: SealedRoundInput = {
    players: players.map((p) => ({ id: p.id, cash: p.cash, certs: p.certs, certLimit: p.cert_limit, loan: p.loan })),
    order,
    items: items.map((i) => ({ id: i.id, bidClass: i.class, prices: i.prices })),
    bids,
  };
  const problems = checkSealedInput(input);
  if (problems.length) return fail(problems.join('; '));
  const result = processSealedRound(input);
  return {
    code: 0,
    line: JSON.stringify({
      results: result.outcomes.map((o) => (o.winner === null ? { item: o.item, winner: null } : { item: o.item, winner: o.winner, price: o.price })),
      order: result.order,
      cash: result.cash,
    }),
  };
}
