// Open consent requests, stored apart from the action log (which must stay importable by 18xx.games):
// any process, also after a restart, can take the answer. Removing the stored row is the claim, so a
// request is answered or lapses exactly once. The time-out timer is this process's only; the sweep
// (sweep.ts) lapses requests whose asking process is gone.
import { randomBytes } from 'node:crypto';
import type { ConsentRequest } from '../services/consent-needed.ts';
import type { BotStore, StoredConsent } from '../services/store.ts';

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
}

/** This process's time-out timers, by request key. */
const timers = new Map<string, ReturnType<typeof setTimeout>>();

const fromStored = (s: StoredConsent): PendingConsent => ({
  key: s.key,
  request: s.request as unknown as ConsentRequest,
  channelId: s.channelId,
  messageId: s.messageId,
  expiresAt: s.expiresAt.getTime(),
});

export async function addPending(store: BotStore, request: ConsentRequest, now = Date.now()): Promise<PendingConsent> {
  const key = randomBytes(6).toString('hex');
  const { preview: _preview, ...kept } = request;
  const entry: PendingConsent = { key, request: kept, channelId: null, messageId: null, expiresAt: now + CONSENT_TIMEOUT_MS };
  await store.addConsent({ key, gameId: request.gameId, request: kept as unknown as Record<string, unknown>, expiresAt: new Date(entry.expiresAt) });
  return entry;
}

export async function setPendingMessage(store: BotStore, entry: PendingConsent, channelId: string, messageId: string): Promise<void> {
  entry.channelId = channelId;
  entry.messageId = messageId;
  await store.setConsentMessage(entry.key, channelId, messageId);
}

/** Arm this process's time-out for a request. */
export function armTimeout(entry: PendingConsent, fire: () => void): void {
  const timer = setTimeout(fire, Math.max(0, entry.expiresAt - Date.now()));
  timer.unref?.();
  timers.set(entry.key, timer);
}

export async function getPending(store: BotStore, gameId: string, key: string): Promise<PendingConsent | undefined> {
  const stored = await store.getConsent(key);
  return stored && stored.gameId === gameId ? fromStored(stored) : undefined;
}

/** Close a request (answered, expired or failed): true for the one caller, of any process, that closed it. */
export async function takePending(store: BotStore, entry: PendingConsent): Promise<boolean> {
  const timer = timers.get(entry.key);
  if (timer) clearTimeout(timer);
  timers.delete(entry.key);
  return store.takeConsent(entry.key);
}

/** A game's open requests (oldest first). */
export async function pendingOf(store: BotStore, gameId: string): Promise<PendingConsent[]> {
  return (await store.listConsents(gameId)).map(fromStored);
}

/** Requests whose time is up. */
export async function duePending(store: BotStore, now = new Date()): Promise<PendingConsent[]> {
  return (await store.dueConsents(now)).map(fromStored);
}
