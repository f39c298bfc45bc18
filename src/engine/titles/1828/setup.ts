// 1828's seeded setup (g_1828/game.rb#setup): which $250 privates leave the game, the depot after removing a
// 6-train below five players, and the C&P minor's own train.
import { SeededRandom } from '../../rng.ts';
import { BIG_PRIVATE_VALUE, COMPANIES, CP_MINOR, MAX_PLAYERS, MIN_PLAYERS, TRAINS } from './data.ts';

export interface SetupOptions {
  /** 18xx.games optional rule `ensure_good_privates`: at least one of GT, NW, OSH stays in the game. */
  ensureGoodPrivates?: boolean;
}

const GOOD_PRIVATES = ['GT', 'NW', 'OSH'];

function checkPlayers(players: number): void {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    throw new Error(`1828 is for ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${players}`);
}

/**
 * The `7 − players` $250 privates removed: each gets one draw of the seeded generator (in definition order), the
 * lowest draws leave (`privates_to_remove`: `sort_by { rand }.take`). With `ensureGoodPrivates` the draw repeats,
 * continuing the same generator, until one of GT, NW, OSH stays.
 */
export function privatesToRemove(seed: number, players: number, opts: SetupOptions = {}): string[] {
  checkPlayers(players);
  const rng = new SeededRandom(seed);
  const big = COMPANIES.filter((c) => c.value === BIG_PRIVATE_VALUE).map((c) => c.sym);
  for (;;) {
    const keyed = big.map((sym, i) => ({ sym, draw: rng.next(), i }));
    keyed.sort((a, b) => a.draw - b.draw || a.i - b.i);
    const removed = keyed.slice(0, 7 - players).map((k) => k.sym);
    if (!opts.ensureGoodPrivates || !GOOD_PRIVATES.every((s) => removed.includes(s))) return removed;
  }
}

/** Companies in the private auction, in auction order: by value, definition order within a value. */
export function auctionCompanies(removed: readonly string[]): string[] {
  return COMPANIES.filter((c) => !removed.includes(c.sym))
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.value - b.c.value || a.i - b.i)
    .map(({ c }) => c.sym);
}

/**
 * The depot's train ids in order ("2-0", …; one "D-0" stands for the unlimited D trains). The C&P minor owns
 * "2-1" (never rusts, not for sale); below five players the last 6-train ("6-3") is removed.
 */
export function depotTrains(players: number): string[] {
  checkPlayers(players);
  const out: string[] = [];
  for (const t of TRAINS) {
    const n = t.num === 'unlimited' ? 1 : t.num;
    for (let i = 0; i < n; i++) out.push(`${t.name}-${i}`);
  }
  const minorTrain = out.indexOf(CP_MINOR.train);
  out.splice(minorTrain, 1);
  if (players < 5) out.splice(out.lastIndexOf(`6-${(TRAINS.find((t) => t.name === '6')!.num as number) - 1}`), 1);
  return out;
}
