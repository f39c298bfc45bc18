// The storage API over a drizzle PostgreSQL database (node-postgres or PGlite).
//
// Concurrency: there is no per-game lock (no withGameLock). The action log's primary key
// (game_id, seq) is the concurrency control: appendAction writes at exactly the seq the caller
// validated against, and whoever loses a race gets a SeqConflictError, reloads, re-validates
// against the new state, and retries or refuses. Reminders are claimed the same way, by the
// unique key of reminders_sent (insert before sending; the loser of a race sends nothing).
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_DELAY_MINUTES, MAX_DELAY_MINUTES, MIN_DELAY_MINUTES, MINUTE_MS, policyFromOptions, type ReminderPolicy } from '../reminders/policy.ts';
import { GameNotFoundError, SeatOrderError, SeqConflictError, isUniqueViolation, pgErrorCode } from './errors.ts';
import * as schema from './schema.ts';
import {
  actions,
  consentRequests,
  type ConsentRow,
  games,
  playerSettings,
  remindersSent,
  sealedDrafts,
  seats,
  type ActionRow,
  type GameOptions,
  type GameRow,
  type GameStatus,
  type ReminderChannel,
  type SeatRow,
} from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface NewGame {
  title: string;
  envelopeTitle?: string | null;
  options?: GameOptions;
  seed: number;
  guildId: string;
  channelId: string;
  threadId?: string | null;
  lobbyMessageId?: string | null;
  creatorId: string;
  status?: GameStatus;
}

/** Fields updateGame may change; `updatedAt` is always set to now. */
export type GamePatch = Partial<
  Pick<
    GameRow,
    | 'title'
    | 'envelopeTitle'
    | 'options'
    | 'seed'
    | 'channelId'
    | 'threadId'
    | 'lobbyMessageId'
    | 'status'
    | 'finishedAt'
    | 'waitingSince'
    | 'waitingSeq'
    | 'waitingOn'
    | 'lastMessageUrl'
  >
>;

/** What an append changes on the game row besides updated_at (see appendAction). */
export interface AfterAppend {
  /** The wait the action leads to (an empty list clears it); `seq` is the wait's key. */
  waiting?: { on: string[]; seq: number; since: Date };
  status?: GameStatus;
  /**
   * Store only while the game is active; otherwise a SeqConflictError as for a stale seq (the caller
   * validated against a view that is out of date: it reloads and sees why).
   */
  requireActive?: boolean;
}

export interface ListedGame extends GameRow {
  /** The user is seated in the game or created it. */
  mine: boolean;
}

export interface PlayerSettings {
  userId: string;
  timeZone: string;
  /** Quiet hours, local minutes of day (0..1439); null = none. */
  quietStart: number | null;
  quietEnd: number | null;
  remindersVia: ReminderChannel;
  remindersOff: boolean;
}

export type PlayerSettingsPatch = Partial<Omit<PlayerSettings, 'userId'>>;

export interface ReminderKey {
  gameId: number;
  /** The action seq the wait started at (games.waiting_seq). */
  waitSeq: number;
  userId: string;
  /** 0 = first reminder, 1.. = repeats. */
  repeatNo: number;
  channel: ReminderChannel;
  sentAt?: Date;
}

export interface DueWait {
  game: GameRow;
  policy: ReminderPolicy;
  waitSeq: number;
  waitingSince: Date;
  waitingOn: string[];
}

export class Store {
  constructor(
    /** The drizzle database, for queries this API does not cover. */
    readonly db: Db,
    readonly backend: 'postgres' | 'pglite',
    private readonly closeFn: () => Promise<void>,
    private readonly migrateFn: () => Promise<void>,
  ) {}

  private closed = false;

  /** Applies pending migrations (already done by openDatabase; safe to call again). */
  async migrate(): Promise<void> {
    await this.migrateFn();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.closeFn();
  }

  // ---- games ----

  async createGame(input: NewGame): Promise<GameRow> {
    const [row] = await this.db
      .insert(games)
      .values({ ...input, options: input.options ?? {} })
      .returning();
    return row!;
  }

  /**
   * A game and its whole action log (seq 0..n-1, no user) in ONE transaction: a crash or error
   * part-way leaves nothing behind. Rows go in multi-row inserts of `batch`, with a turn of the
   * event loop between batches so an embedded PGlite (which runs on this thread) does not stall
   * other work for the whole import.
   */
  async importGame(input: NewGame, log: Record<string, unknown>[], opts: { now?: Date; batch?: number } = {}): Promise<GameRow> {
    const now = opts.now ?? new Date();
    const batch = opts.batch ?? 500;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(games)
        .values({ ...input, options: input.options ?? {} })
        .returning();
      for (let start = 0; start < log.length; start += batch) {
        // One jsonb parameter per batch: far cheaper to build and send than five per row.
        const chunk = JSON.stringify(log.slice(start, start + batch));
        await tx.execute(sql`insert into ${actions} (game_id, seq, action, user_id, created_at)
          select ${row!.id}, ${start}::int + (t.ord - 1)::int, t.a, null, ${now.toISOString()}::timestamptz
          from jsonb_array_elements(${chunk}::jsonb) with ordinality as t(a, ord)`);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return row!;
    });
  }

  /** Deletes a game with everything that belongs to it (cascade), e.g. an import that could not be announced. */
  async deleteGame(id: number): Promise<boolean> {
    const rows = await this.db.delete(games).where(eq(games.id, id)).returning({ id: games.id });
    return rows.length > 0;
  }

  async getGame(id: number): Promise<GameRow | undefined> {
    const [row] = await this.db.select().from(games).where(eq(games.id, id));
    return row;
  }

  async getGameByThread(threadId: string): Promise<GameRow | undefined> {
    const [row] = await this.db.select().from(games).where(eq(games.threadId, threadId));
    return row;
  }

  /** Updates the given fields (and updated_at). Throws GameNotFoundError for an unknown id. */
  async updateGame(id: number, patch: GamePatch, now: Date = new Date()): Promise<GameRow> {
    const [row] = await this.db
      .update(games)
      .set({ ...patch, updatedAt: now })
      .where(eq(games.id, id))
      .returning();
    if (!row) throw new GameNotFoundError(id);
    return row;
  }

  /**
   * Records whom the game waits for after an action: `seq` is the next action seq (the wait's
   * key in reminders_sent). An empty list clears the wait.
   */
  async setWaiting(id: number, waitingOn: string[], seq: number, since: Date = new Date()): Promise<GameRow> {
    const waiting = waitingOn.length > 0;
    return this.updateGame(
      id,
      { waitingOn, waitingSince: waiting ? since : null, waitingSeq: waiting ? seq : null },
      since,
    );
  }

  /**
   * Changes a game's options under a row lock: `change` gets the current options and returns the
   * new ones, or null to leave them (and return false). With `seat`, that user is seated in the same
   * transaction. Safe across processes (select … for update).
   */
  async changeOptions(
    id: number,
    change: (options: GameOptions) => GameOptions | null,
    seat?: { userId: string; displayName: string },
    now: Date = new Date(),
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ options: games.options }).from(games).where(eq(games.id, id)).for('update');
      if (!row) throw new GameNotFoundError(id);
      const next = change(row.options ?? {});
      if (next === null) return false;
      await tx.update(games).set({ options: next, updatedAt: now }).where(eq(games.id, id));
      if (seat) await tx.insert(seats).values({ gameId: id, userId: seat.userId, displayName: seat.displayName }).onConflictDoNothing();
      return true;
    });
  }

  /** Games of a guild: the user's (seated or created) first, then the most recently updated. */
  async listGames(guildId: string, userId: string, statuses?: GameStatus[]): Promise<ListedGame[]> {
    const mine = sql<boolean>`(${games.creatorId} = ${userId} or exists (select 1 from ${seats} where ${seats.gameId} = ${games.id} and ${seats.userId} = ${userId}))`;
    const where: SQL[] = [eq(games.guildId, guildId)];
    if (statuses && statuses.length > 0) where.push(inArray(games.status, statuses));
    const rows = await this.db
      .select({ game: games, mine })
      .from(games)
      .where(and(...where))
      .orderBy(desc(mine), desc(games.updatedAt), desc(games.id));
    return rows.map((r) => ({ ...r.game, mine: Boolean(r.mine) }));
  }

  // ---- seats ----

  /** Seats a user (seat number unset). Returns false if the user was already in the game. */
  async addSeat(gameId: number, userId: string, displayName: string, joinedAt?: Date): Promise<boolean> {
    try {
      const rows = await this.db
        .insert(seats)
        .values({ gameId, userId, displayName, ...(joinedAt ? { joinedAt } : {}) })
        .onConflictDoNothing()
        .returning({ userId: seats.userId });
      return rows.length > 0;
    } catch (err) {
      if (pgErrorCode(err) === '23503') throw new GameNotFoundError(gameId);
      throw err;
    }
  }

  /** Returns false if the user was not seated. */
  async removeSeat(gameId: number, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(seats)
      .where(and(eq(seats.gameId, gameId), eq(seats.userId, userId)))
      .returning({ userId: seats.userId });
    return rows.length > 0;
  }

  /** Seats in turn order (numbered seats first), then by join time. */
  async listSeats(gameId: number): Promise<SeatRow[]> {
    return this.db
      .select()
      .from(seats)
      .where(eq(seats.gameId, gameId))
      .orderBy(sql`${seats.seat} asc nulls last`, asc(seats.joinedAt), asc(seats.userId));
  }

  /** Numbers the seats 0.. in the given order; `userIds` must be exactly the seated users. */
  async setSeatOrder(gameId: number, userIds: string[]): Promise<SeatRow[]> {
    await this.db.transaction(async (tx) => {
      const current = await tx.select({ userId: seats.userId }).from(seats).where(eq(seats.gameId, gameId));
      const have = new Set(current.map((r) => r.userId));
      const want = new Set(userIds);
      if (want.size !== userIds.length || want.size !== have.size || [...want].some((u) => !have.has(u))) {
        throw new SeatOrderError(`game ${gameId}: seat order must list each seated user exactly once`);
      }
      await tx.update(seats).set({ seat: null }).where(eq(seats.gameId, gameId));
      for (const [i, userId] of userIds.entries()) {
        await tx
          .update(seats)
          .set({ seat: i })
          .where(and(eq(seats.gameId, gameId), eq(seats.userId, userId)));
      }
    });
    return this.listSeats(gameId);
  }

  // ---- actions (append-only; there is deliberately no update or delete) ----

  /** The seq the next action will get: the number of stored actions (seq is 0-based). */
  async nextSeq(gameId: number): Promise<number> {
    const [row] = await this.db
      .select({ next: sql<number>`coalesce(max(${actions.seq}) + 1, 0)::int` })
      .from(actions)
      .where(eq(actions.gameId, gameId));
    return Number(row?.next ?? 0);
  }

  /**
   * Appends `action` at exactly `expectedSeq` (= the number of actions the caller validated
   * against). Throws SeqConflictError if that seq is not the next free one or another append
   * takes it concurrently (unique violation on (game_id, seq)).
   */
  async appendAction(
    gameId: number,
    expectedSeq: number,
    action: Record<string, unknown>,
    userId: string | null,
    now: Date = new Date(),
    after: AfterAppend = {},
  ): Promise<ActionRow> {
    return (await this.appendRows(gameId, expectedSeq, [action], userId, now, after))[0]!;
  }

  /**
   * A game row, its seats (in turn order, as listSeats) and its actions from `fromSeq` on, in ONE
   * query: what a move needs, in one round trip. Undefined for an unknown game.
   */
  async loadGameWith(gameId: number, fromSeq = 0): Promise<{ game: GameRow; seats: SeatRow[]; actions: ActionRow[] } | undefined> {
    const [row] = await this.db
      .select({
        game: games,
        seats: sql<unknown>`(select coalesce(json_agg(json_build_object('seat', s.seat, 'user_id', s.user_id, 'display_name', s.display_name, 'joined_at', s.joined_at)
          order by s.seat asc nulls last, s.joined_at asc, s.user_id asc), '[]'::json) from ${seats} s where s.game_id = ${games.id})`,
        actions: sql<unknown>`(select coalesce(json_agg(json_build_object('seq', a.seq, 'action', a.action, 'user_id', a.user_id, 'created_at', a.created_at) order by a.seq), '[]'::json)
          from ${actions} a where a.game_id = ${games.id} and a.seq >= ${fromSeq})`,
      })
      .from(games)
      .where(eq(games.id, gameId));
    if (!row) return undefined;
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>[];
    return {
      game: row.game,
      seats: json(row.seats).map((s) => ({
        gameId,
        userId: s.user_id as string,
        seat: (s.seat as number | null) ?? null,
        displayName: s.display_name as string,
        joinedAt: new Date(s.joined_at as string),
      })),
      actions: json(row.actions).map((a) => ({
        gameId,
        seq: Number(a.seq),
        action: a.action as Record<string, unknown>,
        userId: (a.user_id as string | null) ?? null,
        createdAt: new Date(a.created_at as string),
      })),
    };
  }

  /**
   * Sets several games' last_message_url in one statement (the bot batches these: a link in
   * reminders, not part of any game's state).
   */
  async setLastMessageUrls(urls: Map<number, string>): Promise<void> {
    if (urls.size === 0) return;
    const list = JSON.stringify([...urls].map(([id, url]) => ({ id, url })));
    await this.db.execute(sql`update ${games} set last_message_url = v.url
      from jsonb_to_recordset(${list}::jsonb) as v(id bigint, url text) where ${games.id} = v.id`);
  }

  /**
   * Appends several actions at `expectedSeq`, `expectedSeq`+1, … in one statement: all are stored or
   * none (SeqConflictError when `expectedSeq` is not the next free seq or a racing append takes one).
   */
  async appendActions(gameId: number, expectedSeq: number, list: Record<string, unknown>[], userId: string | null, now: Date = new Date(), after: AfterAppend = {}): Promise<void> {
    if (list.length) await this.appendRows(gameId, expectedSeq, list, userId, now, after);
  }

  /**
   * One statement (atomic on its own; one round trip instead of several): insert `list` at `expectedSeq`,
   * `expectedSeq`+1, … only if `expectedSeq` is the next free seq, update the game (updated_at, and the wait
   * and status the actions lead to, so they never disagree with the log), and report the next seq either way.
   */
  private async appendRows(gameId: number, expectedSeq: number, list: Record<string, unknown>[], userId: string | null, now: Date, after: AfterAppend): Promise<ActionRow[]> {
    if (!Number.isInteger(expectedSeq) || expectedSeq < 0) throw new RangeError(`bad seq ${expectedSeq}`);
    const { set, guard } = afterAppendSql(after, now);
    let result;
    try {
      result = await this.db.execute(sql`
        with cur as (select coalesce(max(seq) + 1, 0)::int as next, (select status from ${games} where id = ${gameId}) as status from ${actions} where game_id = ${gameId}),
        ins as (
          insert into ${actions} (game_id, seq, action, user_id, created_at)
          select ${gameId}, ${expectedSeq}::int + (t.ord - 1)::int, t.a, ${userId}, ${now.toISOString()}::timestamptz
          from cur, jsonb_array_elements(${JSON.stringify(list)}::jsonb) with ordinality as t(a, ord)
          where cur.next = ${expectedSeq} ${guard}
          returning game_id, seq, action, user_id, created_at
        ),
        upd as (update ${games} set updated_at = ${now.toISOString()}::timestamptz ${set} where id = ${gameId} and exists (select 1 from ins))
        select cur.next, ins.* from cur left join ins on true order by ins.seq`);
    } catch (err) {
      if (isUniqueViolation(err)) throw new SeqConflictError(gameId, expectedSeq, null);
      if (pgErrorCode(err) === '23503') throw new GameNotFoundError(gameId);
      throw err;
    }
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const stored = rows.filter((r) => r.seq !== null && r.seq !== undefined);
    if (stored.length !== list.length) throw new SeqConflictError(gameId, expectedSeq, Number(rows[0]!.next));
    return stored.map((row) => ({
      gameId: Number(row.game_id),
      seq: Number(row.seq),
      action: (typeof row.action === 'string' ? JSON.parse(row.action) : row.action) as Record<string, unknown>,
      userId: (row.user_id as string | null) ?? null,
      createdAt: new Date(row.created_at as string | Date),
    }));
  }

  /** The game's actions ordered by seq (from `fromSeq` on, default all). */
  async loadActions(gameId: number, fromSeq = 0): Promise<ActionRow[]> {
    const where = fromSeq > 0 ? and(eq(actions.gameId, gameId), sql`${actions.seq} >= ${fromSeq}`) : eq(actions.gameId, gameId);
    return this.db.select().from(actions).where(where).orderBy(asc(actions.seq));
  }

  // ---- player settings ----

  /** A player's settings, defaults filled in when none are stored. */
  async getPlayerSettings(userId: string): Promise<PlayerSettings> {
    return (await this.getPlayerSettingsMany([userId])).get(userId)!;
  }

  /** Settings for several players at once (every id present in the map, defaults if unset). */
  async getPlayerSettingsMany(userIds: string[]): Promise<Map<string, PlayerSettings>> {
    const out = new Map<string, PlayerSettings>();
    for (const id of userIds) out.set(id, defaultSettings(id));
    if (userIds.length === 0) return out;
    const rows = await this.db.select().from(playerSettings).where(inArray(playerSettings.userId, userIds));
    for (const r of rows) out.set(r.userId, toSettings(r));
    return out;
  }

  /** Creates or changes a player's settings; fields not in `patch` keep their value. */
  async upsertPlayerSettings(userId: string, patch: PlayerSettingsPatch, now: Date = new Date()): Promise<PlayerSettings> {
    const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as PlayerSettingsPatch;
    const [row] = await this.db
      .insert(playerSettings)
      .values({ userId, ...clean, updatedAt: now })
      .onConflictDoUpdate({ target: playerSettings.userId, set: { ...clean, updatedAt: now } })
      .returning();
    return toSettings(row!);
  }

  // ---- reminders ----

  /**
   * Claims a reminder before sending it: true if this caller inserted the row (and so must
   * send), false if it was already claimed. Concurrent claims of one key: exactly one wins.
   */
  async claimReminder(key: ReminderKey): Promise<boolean> {
    const rows = await this.db
      .insert(remindersSent)
      .values({
        gameId: key.gameId,
        waitSeq: key.waitSeq,
        userId: key.userId,
        repeatNo: key.repeatNo,
        channel: key.channel,
        ...(key.sentAt ? { sentAt: key.sentAt } : {}),
      })
      .onConflictDoNothing()
      .returning({ userId: remindersSent.userId });
    return rows.length > 0;
  }

  async listRemindersSent(gameId: number, waitSeq?: number) {
    const where =
      waitSeq === undefined
        ? eq(remindersSent.gameId, gameId)
        : and(eq(remindersSent.gameId, gameId), eq(remindersSent.waitSeq, waitSeq));
    return this.db
      .select()
      .from(remindersSent)
      .where(where)
      .orderBy(asc(remindersSent.waitSeq), asc(remindersSent.userId), asc(remindersSent.repeatNo));
  }

  /**
   * Active games with reminders on that wait on someone and have waited at least their
   * first-reminder delay at `now` (oldest wait first). The scan runs on the partial index
   * games_waiting_idx; each game's policy (options jsonb) is applied in SQL and checked again
   * with policyFromOptions, so the rules match src/reminders exactly. Which repeat is due and
   * whether it was sent is left to the caller (src/reminders + claimReminder).
   */
  async dueWaits(now: Date = new Date()): Promise<DueWait[]> {
    const bound = new Date(now.getTime() - MIN_DELAY_MINUTES * MINUTE_MS);
    // The same rule as policyFromOptions, in SQL (a JSON number, rounded, in range, else the
    // default), so that only due games come back; the JS check below stays authoritative.
    const raw = sql`floor((${games.options}->>'reminderDelayMinutes')::numeric + 0.5)`;
    const delay = sql`case when jsonb_typeof(${games.options}->'reminderDelayMinutes') = 'number'
      and ${raw} between ${MIN_DELAY_MINUTES} and ${MAX_DELAY_MINUTES} then ${raw} else ${DEFAULT_DELAY_MINUTES} end`;
    const rows = await this.db
      .select()
      .from(games)
      .where(
        and(
          eq(games.status, 'active'),
          sql`${games.waitingSince} is not null`,
          lte(games.waitingSince, bound),
          sql`cardinality(${games.waitingOn}) > 0`,
          sql`coalesce(${games.options}->'reminders', 'true'::jsonb) <> 'false'::jsonb`,
          sql`${games.waitingSince} <= ${now.toISOString()}::timestamptz - ${delay} * interval '1 minute'`,
        ),
      )
      .orderBy(asc(games.waitingSince));
    const out: DueWait[] = [];
    for (const game of rows) {
      const policy = policyFromOptions(game.options);
      if (!policy.enabled || game.waitingSince === null || game.waitingOn.length === 0) continue;
      if (game.waitingSince.getTime() + policy.delayMinutes * MINUTE_MS > now.getTime()) continue;
      out.push({
        game,
        policy,
        // Without a stored waiting_seq the wait is keyed by the next action seq (as the sweep does).
        waitSeq: game.waitingSeq ?? (await this.nextSeq(game.id)),
        waitingSince: game.waitingSince,
        waitingOn: game.waitingOn,
      });
    }
    return out;
  }

  // ---- consent requests (outside the action log) ----

  async addConsent(row: { key: string; gameId: number; request: Record<string, unknown>; expiresAt: Date }): Promise<ConsentRow> {
    const [stored] = await this.db.insert(consentRequests).values(row).returning();
    return stored!;
  }

  async getConsent(key: string): Promise<ConsentRow | undefined> {
    const [row] = await this.db.select().from(consentRequests).where(eq(consentRequests.key, key));
    return row;
  }

  async setConsentMessage(key: string, channelId: string, messageId: string): Promise<void> {
    await this.db.update(consentRequests).set({ channelId, messageId }).where(eq(consentRequests.key, key));
  }

  /** Close a request: true for the one caller (of any process) that removed it. */
  async takeConsent(key: string): Promise<boolean> {
    const rows = await this.db.delete(consentRequests).where(eq(consentRequests.key, key)).returning({ key: consentRequests.key });
    return rows.length > 0;
  }

  /** A game's open requests, oldest first. */
  async listConsents(gameId: number): Promise<ConsentRow[]> {
    return this.db.select().from(consentRequests).where(eq(consentRequests.gameId, gameId)).orderBy(asc(consentRequests.createdAt));
  }

  /** Requests whose time is up (for the lapse sweep). */
  async dueConsents(now: Date, limit = 50): Promise<ConsentRow[]> {
    return this.db.select().from(consentRequests).where(lte(consentRequests.expiresAt, now)).orderBy(asc(consentRequests.expiresAt)).limit(limit);
  }

  // ---- sealed-bid drafts (a bidder's unsubmitted sheet; private, outside the action log) ----

  async getSealedDraft(gameId: number, playerId: string): Promise<{ round: string; bids: Record<string, number> } | undefined> {
    const [row] = await this.db
      .select({ round: sealedDrafts.round, bids: sealedDrafts.bids })
      .from(sealedDrafts)
      .where(and(eq(sealedDrafts.gameId, gameId), eq(sealedDrafts.playerId, playerId)));
    return row;
  }

  /**
   * Set one item of a draft (price null = no bid) in one statement, so two quick changes by the same
   * bidder both count. `base` is the draft to start from when there is none for this round yet (the
   * bidder's submitted sheet). Returns the draft after the change.
   */
  async setSealedDraftItem(gameId: number, playerId: string, round: string, base: Record<string, number>, item: string, price: number | null): Promise<Record<string, number>> {
    const patch: Record<string, number> = price === null ? {} : { [item]: price };
    const fresh = { ...base };
    delete fresh[item];
    Object.assign(fresh, patch);
    const [row] = await this.db
      .insert(sealedDrafts)
      .values({ gameId, playerId, round, bids: fresh })
      .onConflictDoUpdate({
        target: [sealedDrafts.gameId, sealedDrafts.playerId],
        set: {
          bids: sql`case when ${sealedDrafts.round} = excluded.round then (${sealedDrafts.bids} - ${item}::text) || ${JSON.stringify(patch)}::jsonb else excluded.bids end`,
          round: sql`excluded.round`,
          updatedAt: new Date(),
        },
      })
      .returning({ bids: sealedDrafts.bids });
    return row!.bids;
  }

  /** Remove a bidder's draft (after their submit); with no player, every draft of the game (after a reveal). */
  async clearSealedDrafts(gameId: number, playerId?: string): Promise<void> {
    await this.db.delete(sealedDrafts).where(playerId === undefined ? eq(sealedDrafts.gameId, gameId) : and(eq(sealedDrafts.gameId, gameId), eq(sealedDrafts.playerId, playerId)));
  }
}

/** The game-row changes of an append (see AfterAppend) and its extra condition, as SQL fragments. */
function afterAppendSql(after: AfterAppend, now: Date): { set: SQL; guard: SQL } {
  const wait = after.waiting;
  const waiting = !!wait && wait.on.length > 0;
  const waitSet = wait
    ? sql`, waiting_on = array(select jsonb_array_elements_text(${JSON.stringify(wait.on)}::jsonb)),
        waiting_since = ${waiting ? wait.since.toISOString() : null}::timestamptz, waiting_seq = ${waiting ? wait.seq : null}::int`
    : sql``;
  const statusSet = after.status
    ? sql`, status = ${after.status}${after.status === 'finished' ? sql`, finished_at = ${now.toISOString()}::timestamptz` : sql``}`
    : sql``;
  return { set: sql`${waitSet} ${statusSet}`, guard: after.requireActive ? sql`and cur.status = 'active'` : sql`` };
}

function defaultSettings(userId: string): PlayerSettings {
  return { userId, timeZone: 'UTC', quietStart: null, quietEnd: null, remindersVia: 'thread', remindersOff: false };
}

function toSettings(r: typeof playerSettings.$inferSelect): PlayerSettings {
  return {
    userId: r.userId,
    timeZone: r.timeZone,
    quietStart: r.quietStart,
    quietEnd: r.quietEnd,
    remindersVia: r.remindersVia,
    remindersOff: r.remindersOff,
  };
}
