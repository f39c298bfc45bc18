import type { StandInEmitter } from './events.ts';
import type { StandInState } from './state.ts';
import type { Json } from './types.ts';

export interface StandInConfig {
  applicationId: string;
  botUserId: string;
  /** If set, REST calls needing auth must send `Authorization: Bot <token>`. */
  token: string | null;
  /** Interaction callbacks later than this after creation fail with 10062. */
  ackDeadlineMs: number;
  /** Interaction webhooks (follow-ups, @original edits) are valid this long. */
  tokenLifetimeMs: number;
  /** Default time `slash()` & co. wait for the bot's response. */
  responseTimeoutMs: number;
  /** After the response is complete, wait until the interaction is quiet this long. */
  settleMs: number;
  /**
   * When set, a complete response is final once this resolves for its interaction (the bot says it has
   * handled it), instead of after `settleMs` of quiet. See DiscordStandIn.settleOn.
   */
  settleOn: ((interactionId: string) => Promise<unknown>) | null;
  log: (line: string) => void;
  /** Requests per second outside interaction responses; null = unlimited. */
  globalRateLimit: number | null;
}

/** Something that can push dispatch events to connected bots. */
export interface Dispatcher {
  dispatch(event: string, data: Json, requiredIntent?: number): void;
}

/** Shared internals handed to REST routes and helpers. */
export interface StandInRuntime {
  state: StandInState;
  events: StandInEmitter;
  gateway: Dispatcher;
  config: StandInConfig;
  stats: { rateLimited: number; /** Times of recent requests counted by the global limit. */ globalWindow: number[] };
  /** `http://127.0.0.1:PORT` once listening. */
  origin: () => string;
}
