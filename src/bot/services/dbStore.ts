// BotStore over src/db's Store. Imported games keep their envelope players in options
// (`importedPlayers`) and who claimed which in options (`claims`); a claim also seats the user,
// so reminders and /game list see them like any player.
import type { AfterAppend, Store } from '../../db/store.ts';
import type { ConsentRow, GameRow, SeatRow } from '../../db/schema.ts';
import type { Action, PlayerInfo } from '../../engine/types.ts';
import { gameIdNumber } from '../gameId.ts';
import { readClaims, storedClaims } from './claims.ts';
import type { BotStore, GamePatch, GameRecord, NewGame, SeatRecord, StoredAction, StoredConsent } from './store.ts';

const toConsent = (row: ConsentRow): StoredConsent => ({
  key: row.key,
  gameId: String(row.gameId),
  request: row.request,
  channelId: row.channelId,
  messageId: row.messageId,
  expiresAt: row.expiresAt,
});


function toRecord(row: GameRow): GameRecord {
  return {
    id: String(row.id),
    title: row.title,
    envelopeTitle: row.envelopeTitle ?? '',
    options: (row.options ?? {}) as Record<string, unknown>,
    seed: row.seed,
    guildId: row.guildId,
    channelId: row.channelId,
    threadId: row.threadId,
    lobbyMessageId: row.lobbyMessageId,
    creatorId: row.creatorId,
    status: row.status,
    waitingSince: row.waitingSince,
    waitingSeq: row.waitingSeq,
    waitingOn: row.waitingOn ?? [],
    lastMessageUrl: row.lastMessageUrl,
    createdAt: row.createdAt,
  };
}

/** The row id of a game id; -1 (no row) unless the id is canonical (gameId.ts), so "1.0" or "0x1" is no game. */
const num = (id: string): number => gameIdNumber(id) ?? -1;

/** Last-message links are written at most this often (batched over all games). */
const URL_FLUSH_MS = 200;

function seatRecords(gameId: string, row: GameRow, rows: SeatRow[]): SeatRecord[] {
  const imported = row.options?.importedPlayers as PlayerInfo[] | undefined;
  if (imported) {
    const claims = readClaims(row.options);
    return imported.map((p, i) => {
      const claim = claims.get(String(p.id));
      return { gameId, position: i, userId: claim?.userId ?? null, playerId: String(p.id), name: p.name };
    });
  }
  return rows.map((s, i) => ({ gameId, position: s.seat ?? i, userId: s.userId, playerId: s.userId, name: s.displayName }));
}

export class DbBotStore implements BotStore {
  private pendingUrls = new Map<number, string>();
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(readonly db: Store) {}

  async createGame(game: NewGame): Promise<GameRecord> {
    return toRecord(await this.db.createGame(game));
  }

  async getGame(id: string): Promise<GameRecord | null> {
    const n = num(id);
    if (n < 0) return null;
    const row = await this.db.getGame(n);
    return row ? toRecord(row) : null;
  }

  async updateGame(id: string, patch: GamePatch): Promise<void> {
    const extra = patch.status === 'finished' ? { finishedAt: new Date() } : {};
    await this.db.updateGame(num(id), { ...patch, ...extra });
  }

  async setWaiting(id: string, waitingOn: string[], seq: number, since: Date): Promise<void> {
    await this.db.setWaiting(num(id), waitingOn, seq, since);
  }

  async listGames(guildId: string, userId: string): Promise<(GameRecord & { mine: boolean })[]> {
    return (await this.db.listGames(guildId, userId)).map((g) => ({ ...toRecord(g), mine: g.mine }));
  }

  async gameByThread(threadId: string): Promise<GameRecord | null> {
    const row = await this.db.getGameByThread(threadId);
    return row ? toRecord(row) : null;
  }

  async addSeat(gameId: string, userId: string, name: string): Promise<boolean> {
    return this.db.addSeat(num(gameId), userId, name);
  }

  async removeSeat(gameId: string, userId: string): Promise<boolean> {
    return this.db.removeSeat(num(gameId), userId);
  }

  async listSeats(gameId: string): Promise<SeatRecord[]> {
    const row = await this.db.getGame(num(gameId));
    if (!row) return [];
    return seatRecords(gameId, row, row.options?.importedPlayers ? [] : await this.db.listSeats(num(gameId)));
  }

  async loadLive(gameId: string, fromSeq: number): Promise<{ record: GameRecord; seats: SeatRecord[]; actions: StoredAction[] } | null> {
    const n = num(gameId);
    if (n < 0) return null;
    const got = await this.db.loadGameWith(n, fromSeq);
    if (!got) return null;
    return {
      record: toRecord(got.game),
      seats: seatRecords(gameId, got.game, got.seats),
      actions: got.actions.map((r) => ({ seq: r.seq, action: r.action as Action, userId: r.userId })),
    };
  }

  async setSeatOrder(gameId: string, userIds: string[]): Promise<void> {
    await this.db.setSeatOrder(num(gameId), userIds);
  }

  async claimSeat(gameId: string, playerId: string, userId: string, name: string): Promise<boolean> {
    const id = num(gameId);
    if (id < 0) return false;
    return this.db.changeOptions(
      id,
      (options) => {
        const claims = readClaims(options);
        if (claims.has(playerId) || [...claims.values()].some((c) => c.userId === userId)) return null;
        claims.set(playerId, { playerId, userId, name });
        return { ...options, claims: storedClaims(claims) };
      },
      { userId, displayName: name },
    );
  }

  async appendAction(gameId: string, seq: number, action: Action, userId: string | null, after: AfterAppend = {}): Promise<void> {
    await this.db.appendAction(num(gameId), seq, action as Record<string, unknown>, userId, new Date(), after);
  }

  noteLastMessage(gameId: string, url: string): void {
    if (num(gameId) < 0) return;
    this.pendingUrls.set(num(gameId), url);
    this.flushTimer ??= setTimeout(() => void this.flushUrls(), URL_FLUSH_MS);
  }

  /** Writes the pending last-message links, one statement for all games (after any earlier flush). */
  flushUrls(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batch = this.pendingUrls;
    this.pendingUrls = new Map();
    this.flushing = this.flushing.then(() => this.db.setLastMessageUrls(batch)).catch(() => undefined);
    return this.flushing;
  }

  async appendActions(gameId: string, seq: number, list: Action[], userId: string | null, after: AfterAppend = {}): Promise<void> {
    await this.db.appendActions(num(gameId), seq, list as Record<string, unknown>[], userId, new Date(), after);
  }

  async importGame(game: NewGame, list: Action[]): Promise<GameRecord> {
    return toRecord(await this.db.importGame(game, list as Record<string, unknown>[]));
  }

  async deleteGame(id: string): Promise<void> {
    if (num(id) > 0) await this.db.deleteGame(num(id));
  }

  async loadActions(gameId: string): Promise<StoredAction[]> {
    return (await this.db.loadActions(num(gameId))).map((r) => ({ seq: r.seq, action: r.action as Action, userId: r.userId }));
  }

  async addConsent(c: Omit<StoredConsent, 'channelId' | 'messageId'>): Promise<void> {
    await this.db.addConsent({ key: c.key, gameId: num(c.gameId), request: c.request, expiresAt: c.expiresAt });
  }

  async getConsent(key: string): Promise<StoredConsent | null> {
    const row = await this.db.getConsent(key);
    return row ? toConsent(row) : null;
  }

  async setConsentMessage(key: string, channelId: string, messageId: string): Promise<void> {
    await this.db.setConsentMessage(key, channelId, messageId);
  }

  async takeConsent(key: string): Promise<boolean> {
    return this.db.takeConsent(key);
  }

  async listConsents(gameId: string): Promise<StoredConsent[]> {
    return (await this.db.listConsents(num(gameId))).map(toConsent);
  }

  async dueConsents(now: Date): Promise<StoredConsent[]> {
    return (await this.db.dueConsents(now)).map(toConsent);
  }

  async getSealedDraft(gameId: string, playerId: string): Promise<{ round: string; bids: Record<string, number> } | null> {
    return (await this.db.getSealedDraft(num(gameId), playerId)) ?? null;
  }

  async setSealedDraftItem(gameId: string, playerId: string, round: string, base: Record<string, number>, item: string, price: number | null): Promise<Record<string, number>> {
    return this.db.setSealedDraftItem(num(gameId), playerId, round, base, item, price);
  }

  async clearSealedDrafts(gameId: string, playerId?: string): Promise<void> {
    await this.db.clearSealedDrafts(num(gameId), playerId);
  }

  async close(): Promise<void> {
    await this.flushUrls();
    await this.db.close();
  }
}
