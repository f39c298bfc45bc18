// Discord's global rate limit (50 requests/s per bot) does not apply to interaction responses: the
// callback and the interaction webhook (`/webhooks/<application>/<token>…`: the reply's edits and
// follow-ups). discord.js counts every request against one 50/s budget, which would make a busy
// bot's replies queue behind its channel posts. So discord.js's own global budget is lifted and the
// 50/s is kept here, at the request level, for everything else.
import { DefaultRestOptions } from 'discord.js';
import type { RESTOptions } from 'discord.js';

export const GLOBAL_PER_SECOND = 50;

/** Interaction callbacks and interaction webhooks: outside the global limit. */
export function exemptFromGlobalLimit(url: string): boolean {
  const path = new URL(url).pathname;
  return /\/interactions\/\d+\/[^/]+\/callback$/.test(path) || /\/webhooks\/\d+\/[^/]+/.test(path);
}

/** A sliding one-second window: at most `perSecond` acquisitions in any second, first come first served. */
export class GlobalLimiter {
  private readonly stamps: number[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly perSecond = GLOBAL_PER_SECOND) {}

  acquire(): Promise<void> {
    const turn = this.tail.then(() => this.wait());
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  private async wait(): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (this.stamps.length && this.stamps[0]! <= now - 1000) this.stamps.shift();
      if (this.stamps.length < this.perSecond) {
        this.stamps.push(now);
        return;
      }
      await new Promise((r) => setTimeout(r, this.stamps[0]! + 1000 - now + 1));
    }
  }
}

/** REST options for the bot's client: global limit on everything but interaction responses. */
export function restOptions(api: string | undefined, perSecond = GLOBAL_PER_SECOND): Partial<RESTOptions> {
  const limiter = new GlobalLimiter(perSecond);
  return {
    ...(api ? { api } : {}),
    // discord.js would count interaction responses too; the limiter below does the counting.
    globalRequestsPerSecond: 1_000_000,
    async makeRequest(url, init) {
      if (!exemptFromGlobalLimit(url)) await limiter.acquire();
      return DefaultRestOptions.makeRequest(url, init);
    },
  };
}
