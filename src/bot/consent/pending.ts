// Open consent requests, in memory only: the action log never records the asking (it must stay
// importable by 18xx.games). A restart forgets open requests; their buttons then say so.
import { randomBytes } from 'node:crypto';
import type { ConsentRequest } from '../services/consent-needed.ts';

export const CONSENT = 'consent';

/** How long the asked player has to answer (README: Playing). */
export const CONSENT_TIMEOUT_MS = 10 * 60_000;

export interface PendingConsent {
  key: string;
  request: ConsentRequest;
  /** The posted request (its buttons are removed once answered or expired). */
  channelId: string | null;
  messageId: string | null;
  expiresAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

const open = new Map<string, PendingConsent>();

export function addPending(request: ConsentRequest, now = Date.now()): PendingConsent {
  const key = randomBytes(6).toString('hex');
  const entry: PendingConsent = { key, request, channelId: null, messageId: null, expiresAt: now + CONSENT_TIMEOUT_MS, timer: null };
  open.set(key, entry);
  return entry;
}

export function getPending(gameId: string, key: string): PendingConsent | undefined {
  const entry = open.get(key);
  return entry && entry.request.gameId === gameId ? entry : undefined;
}

/** Close a request (answered, expired or failed): it can be answered only once. */
export function takePending(entry: PendingConsent): boolean {
  if (open.get(entry.key) !== entry) return false;
  open.delete(entry.key);
  if (entry.timer) clearTimeout(entry.timer);
  return true;
}

/** A game's open requests (oldest first). */
export function pendingOf(gameId: string): PendingConsent[] {
  return [...open.values()].filter((e) => e.request.gameId === gameId);
}
