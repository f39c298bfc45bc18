// Typed storage errors and recognition of PostgreSQL error codes behind drizzle's wrappers.

/**
 * appendAction was asked to write at `expectedSeq` but the log has moved on (another append
 * took that seq first, or the caller's view was stale). The caller reloads the actions,
 * re-validates its action against the new state, and retries at `actualNextSeq` or refuses.
 */
export class SeqConflictError extends Error {
  override readonly name = 'SeqConflictError';
  constructor(
    readonly gameId: number,
    readonly expectedSeq: number,
    /** The next free seq as seen after the conflict (null when not known, e.g. lost race). */
    readonly actualNextSeq: number | null,
  ) {
    super(
      `game ${gameId}: action seq ${expectedSeq} is not the next free seq` +
        (actualNextSeq === null ? ' (taken concurrently)' : ` (next is ${actualNextSeq})`),
    );
  }
}

/** The game row does not exist. */
export class GameNotFoundError extends Error {
  override readonly name = 'GameNotFoundError';
  constructor(readonly gameId: number) {
    super(`game ${gameId} not found`);
  }
}

/** setSeatOrder was given a list that is not a permutation of the seated users. */
export class SeatOrderError extends Error {
  override readonly name = 'SeatOrderError';
}

/** The SQLSTATE of a PostgreSQL error, looking through drizzle's DrizzleQueryError `cause` chain. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === UNIQUE_VIOLATION;
}
