// One reminder sweep: decide, claim in the database, then send. Pure of Discord and SQL (both injected).
import { decideReminder } from '../reminders/decide.ts';
import { dmReminderText, threadReminderText, type ReminderText } from '../reminders/message.ts';
import { policyFromOptions } from '../reminders/policy.ts';
import {
  DmRefused,
  type ReminderCandidate,
  type ReminderChannel,
  type ReminderKey,
  type ReminderLogger,
  type ReminderSender,
  type ReminderSource,
  type SweepReport,
} from './reminder-types.ts';

export interface SweepDeps {
  source: ReminderSource;
  sender: ReminderSender;
  clock: () => Date;
  logger?: ReminderLogger;
}

const silent: ReminderLogger = { info() {}, warn() {}, error() {} };

interface Claimed {
  key: ReminderKey;
  c: ReminderCandidate;
}

function groupByGame(rows: ReminderCandidate[]): Map<string, ReminderCandidate[]> {
  const games = new Map<string, ReminderCandidate[]>();
  for (const r of rows) {
    const k = `${r.gameId}:${r.waitSeq}`;
    const list = games.get(k);
    if (list) list.push(r);
    else games.set(k, [r]);
  }
  return games;
}

function textFor(c: ReminderCandidate, now: Date): ReminderText {
  return {
    gameName: c.gameName,
    task: c.task,
    lastMessageUrl: c.lastMessageUrl,
    waitedMs: now.getTime() - c.waitingSince.getTime(),
  };
}

interface Wanted {
  key: ReminderKey;
  channel: ReminderChannel;
  c: ReminderCandidate;
}

/** Claims all at once when the source can (one statement), else one by one. */
async function claimAll(source: ReminderSource, wanted: Wanted[], now: Date): Promise<boolean[]> {
  if (wanted.length === 0) return [];
  if (source.claimMany) return source.claimMany(wanted.map((w) => ({ key: w.key, channel: w.channel })), now);
  const out: boolean[] = [];
  for (const w of wanted) out.push(await source.claim(w.key, w.channel, now));
  return out;
}

/**
 * Runs one sweep at `clock()`. For every awaited player of every active game past its delay:
 * skip if reminders are off or it is the player's quiet hours; otherwise claim the latest due
 * repeat number (unique key in the database, so concurrent sweeps and restarts send it once),
 * then DM or post in the thread. A refused DM falls back to the thread. Per game, all thread
 * reminders go out as one message mentioning everyone it is for. A send that fails outright
 * gives its claim back so the next sweep retries; a crash between claim and send loses that
 * one reminder (at most once, never twice).
 */
export async function sweepReminders(deps: SweepDeps): Promise<SweepReport> {
  const log = deps.logger ?? silent;
  const now = deps.clock();
  const rows = await deps.source.candidates(now);
  const report: SweepReport = { at: now, candidates: rows.length, sent: [], quiet: 0, alreadyClaimed: 0, failed: 0 };

  // 1. Decide.
  const wanted: Wanted[] = [];
  for (const group of groupByGame(rows).values()) {
    const first = group[0]!;
    if (first.status !== 'active') continue;
    const policy = policyFromOptions(first.options);
    for (const c of group) {
      const d = decideReminder(c.waitingSince, now, policy, c.prefs);
      if (d.kind === 'quiet') report.quiet++;
      if (d.kind !== 'send') continue;
      const wantsDm = c.prefs.via === 'dm';
      if (!wantsDm && !c.threadId) continue; // nowhere to post; not claimed
      const key: ReminderKey = { gameId: c.gameId, waitSeq: c.waitSeq, userId: c.userId, repeatNo: d.repeatNo };
      wanted.push({ key, channel: wantsDm ? 'dm' : 'thread', c });
    }
  }

  // 2. Claim (the exactly-once step).
  const won = await claimAll(deps.source, wanted, now);
  const claimed = wanted.filter((_, i) => won[i]);
  report.alreadyClaimed = wanted.length - claimed.length;

  // 3. Send, game by game.
  const byGame = new Map<string, Wanted[]>();
  for (const w of claimed) {
    const k = `${w.key.gameId}:${w.key.waitSeq}`;
    const list = byGame.get(k);
    if (list) list.push(w);
    else byGame.set(k, [w]);
  }
  for (const group of byGame.values()) {
    const first = group[0]!.c;
    const toThread: Claimed[] = [];
    const fellBack = new Set<string>();
    for (const { key, channel, c } of group) {
      if (channel !== 'dm') {
        toThread.push({ key, c });
        continue;
      }
      try {
        await deps.sender.sendDm(c.userId, dmReminderText(textFor(c, now)));
        report.sent.push({ ...key, channel: 'dm' });
      } catch (err) {
        if (err instanceof DmRefused && c.threadId) {
          toThread.push({ key, c });
          fellBack.add(c.userId);
        } else if (err instanceof DmRefused) {
          // No thread to fall back to: keep the claim (a retry would be refused again).
          log.warn({ gameId: c.gameId, userId: c.userId }, 'reminder DM refused and the game has no thread');
          report.failed++;
        } else {
          log.warn({ err, gameId: c.gameId, userId: c.userId }, 'reminder DM failed; released for retry');
          await deps.source.release(key);
          report.failed++;
        }
      }
    }

    if (toThread.length === 0) continue;
    const threadId = first.threadId!;
    const users = toThread.map((t) => t.key.userId);
    try {
      await deps.sender.postInThread(threadId, threadReminderText(users, textFor(first, now)), users);
      for (const t of toThread) {
        const channel: ReminderChannel = fellBack.has(t.key.userId) ? 'dm-fallback-thread' : 'thread';
        if (channel !== 'thread') await deps.source.setChannel(t.key, channel);
        report.sent.push({ ...t.key, channel });
      }
    } catch (err) {
      log.warn({ err, gameId: first.gameId, threadId }, 'reminder post failed; released for retry');
      for (const t of toThread) await deps.source.release(t.key);
      report.failed += toThread.length;
    }
  }
  if (report.sent.length > 0 || report.failed > 0) {
    log.info({ sent: report.sent.length, failed: report.failed, quiet: report.quiet }, 'reminder sweep');
  }
  return report;
}
