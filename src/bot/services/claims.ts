// Who claimed which seat of an imported game, kept in the game's options. Keys are the envelope's
// player ids — user input — so they live in a Map (a plain object would treat "__proto__",
// "constructor" or "toString" as already taken). Stored as a list of entries; the older stored
// shape, an object keyed by player id, is still read.
export interface Claim {
  playerId: string;
  userId: string;
  name: string;
}

export function readClaims(options: Record<string, unknown> | null | undefined): Map<string, Claim> {
  const raw = options?.claims;
  const out = new Map<string, Claim>();
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.map((c) => [String((c as Claim)?.playerId), c])
    : raw && typeof raw === 'object'
      ? Object.entries(raw)
      : [];
  for (const [playerId, c] of entries) {
    const claim = c as Partial<Claim> | null;
    if (claim && typeof claim.userId === 'string') out.set(playerId, { playerId, userId: claim.userId, name: String(claim.name ?? '') });
  }
  return out;
}

export function storedClaims(claims: Map<string, Claim>): Claim[] {
  return [...claims.values()];
}
