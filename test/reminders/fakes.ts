// Test doubles for the reminder sweep: an in-memory source, a recording sender, a movable clock.
import { DEFAULT_PREFS, dueRepeatNo, policyFromOptions, type PlayerPrefs } from '../../src/reminders/index.ts';
import {
  DmRefused,
  type ReminderCandidate,
  type ReminderChannel,
  type ReminderKey,
  type ReminderSender,
  type ReminderSource,
} from '../../src/jobs/reminders.ts';

export interface FakeGame {
  id: number;
  status: string;
  threadId: string | null;
  waitSeq: number;
  waitingSince: Date | null;
  waitingOn: string[];
  options: Record<string, unknown>;
  lastMessageUrl: string | null;
  task?: string | null;
}

const keyOf = (k: ReminderKey) => `${k.gameId}|${k.waitSeq}|${k.userId}|${k.repeatNo}`;

export class MemorySource implements ReminderSource {
  games: FakeGame[] = [];
  prefs = new Map<string, PlayerPrefs>();
  sent = new Map<string, { key: ReminderKey; channel: ReminderChannel; at: Date }>();

  async candidates(now: Date): Promise<ReminderCandidate[]> {
    const out: ReminderCandidate[] = [];
    for (const g of this.games) {
      if (g.status !== 'active' || !g.waitingSince) continue;
      const repeatNo = dueRepeatNo(g.waitingSince, now, policyFromOptions(g.options));
      if (repeatNo === null) continue;
      for (const userId of g.waitingOn) {
        if (this.sent.has(keyOf({ gameId: g.id, waitSeq: g.waitSeq, userId, repeatNo }))) continue;
        out.push({
          gameId: g.id,
          waitSeq: g.waitSeq,
          status: g.status,
          threadId: g.threadId,
          gameName: `Game ${g.id}`,
          task: g.task ?? null,
          lastMessageUrl: g.lastMessageUrl,
          waitingSince: g.waitingSince,
          options: g.options,
          userId,
          prefs: this.prefs.get(userId) ?? DEFAULT_PREFS,
        });
      }
    }
    return out;
  }
  async claim(key: ReminderKey, channel: ReminderChannel, now: Date): Promise<boolean> {
    const k = keyOf(key);
    if (this.sent.has(k)) return false;
    this.sent.set(k, { key, channel, at: now });
    return true;
  }
  async setChannel(key: ReminderKey, channel: ReminderChannel): Promise<void> {
    const row = this.sent.get(keyOf(key));
    if (row) row.channel = channel;
  }
  async release(key: ReminderKey): Promise<void> {
    this.sent.delete(keyOf(key));
  }
}

export interface Delivered {
  kind: 'thread' | 'dm';
  target: string;
  text: string;
  mentions?: readonly string[];
}

export class RecordingSender implements ReminderSender {
  delivered: Delivered[] = [];
  refuseDm = new Set<string>();
  failThreads = new Set<string>();
  async postInThread(threadId: string, text: string, mentionUserIds: readonly string[]): Promise<void> {
    if (this.failThreads.has(threadId)) throw new Error('thread gone');
    this.delivered.push({ kind: 'thread', target: threadId, text, mentions: mentionUserIds });
  }
  async sendDm(userId: string, text: string): Promise<void> {
    if (this.refuseDm.has(userId)) throw new DmRefused(userId);
    this.delivered.push({ kind: 'dm', target: userId, text });
  }
}

export class FakeClock {
  constructor(public now: Date) {}
  readonly fn = (): Date => new Date(this.now.getTime());
  advance(minutes: number): void {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
  }
  set(iso: string): void {
    this.now = new Date(iso);
  }
}
