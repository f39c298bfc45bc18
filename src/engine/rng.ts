// The setup generator of 18xx.games: a 31-bit linear congruential generator (Game::Base#rand, seeded with the
// game's seed; a title's `rand` calls, e.g. `sort_by { rand }`, are this generator, never Ruby's Random).
const MOD = 2n ** 31n;
const MUL = 1103515245n;
const INC = 12345n;

export class SeededRandom {
  private r: bigint;
  constructor(seed: number) {
    this.r = BigInt(Math.trunc(seed)) % MOD;
    if (this.r < 0n) this.r += MOD;
  }
  /** Next draw, an integer in [0, 2^31). */
  next(): number {
    this.r = (MUL * this.r + INC) % MOD;
    return Number(this.r);
  }
  /** An integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }
  /**
   * 18xx.games' `items.sort_by { rand }`: one draw per item, in the given order, then the items by their draws,
   * lowest first (the generator's draws never repeat within its period, so no two tie).
   */
  sortByDraws<T>(items: readonly T[]): T[] {
    const keyed = items.map((item) => ({ item, draw: this.next() }));
    keyed.sort((a, b) => a.draw - b.draw);
    return keyed.map((k) => k.item);
  }
  /** Fisher–Yates shuffle of a copy, using `below`. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
