/** Discord epoch (2015-01-01T00:00:00Z) in milliseconds. */
export const DISCORD_EPOCH = 1420070400000n;

/**
 * Generates Discord-style snowflake ids: strictly increasing decimal strings
 * whose top bits encode the creation time, so discord.js's `createdAt` works.
 */
export class SnowflakeGenerator {
  private last = 0n;

  next(now: number = Date.now()): string {
    const candidate = (BigInt(now) - DISCORD_EPOCH) << 22n;
    this.last = candidate > this.last ? candidate : this.last + 1n;
    return this.last.toString();
  }
}

/** Milliseconds since the Unix epoch encoded in a snowflake. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}
