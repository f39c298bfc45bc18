import type { InteractionRecord } from './interaction-record.ts';
import { CallbackType } from './rest/interactions.ts';
import type { StandInRuntime } from './runtime.ts';
import type { Json, StandInAttachment, StandInMessage } from './types.ts';

/** What the bot answered to one interaction. */
export interface InteractionResult {
  interactionId: string;
  /** 1 pong, 4 reply, 5 deferReply, 6 deferUpdate, 7 update, 8 autocomplete, 9 modal. */
  callbackType: number;
  deferred: boolean;
  ephemeral: boolean;
  /** Content of the response message (`@original`) as it is now; empty if there is none. */
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: StandInAttachment[];
  /** The `@original` message (for 6/7 this is the component's message), if any. */
  message: StandInMessage | null;
  followUps: StandInMessage[];
  /** Autocomplete choices (callback type 8). */
  choices: Json[] | null;
  /** Modal shown (callback type 9): `{ custom_id, title, components }`. */
  modal: Json | null;
  /** Milliseconds from dispatch to the bot's first callback (null: not acknowledged yet). */
  ackMs: number | null;
}

export interface WaitOptions {
  timeoutMs?: number;
  /** Once complete, wait until nothing happened to the interaction for this long (also when `settleOn` is set). */
  settleMs?: number;
}

export function isComplete(rt: StandInRuntime, record: InteractionRecord): boolean {
  switch (record.callbackType) {
    case null:
      return false;
    case CallbackType.DeferredChannelMessageWithSource:
    case CallbackType.DeferredMessageUpdate: {
      if (record.originalEdited || record.followUpIds.length > 0) return true;
      const original = record.originalMessageId ? rt.state.messages.get(record.originalMessageId) : undefined;
      return original?.deleted === true;
    }
    default:
      return true;
  }
}

export function resultOf(rt: StandInRuntime, record: InteractionRecord): InteractionResult {
  const message = record.originalMessageId ? (rt.state.messages.get(record.originalMessageId) ?? null) : null;
  const type = record.callbackType ?? 0;
  const data = record.callbackData ?? {};
  return {
    interactionId: record.id,
    callbackType: type,
    deferred: type === CallbackType.DeferredChannelMessageWithSource || type === CallbackType.DeferredMessageUpdate,
    ephemeral: message?.ephemeral ?? false,
    content: message?.content ?? '',
    embeds: message?.embeds ?? [],
    components: message?.components ?? [],
    attachments: message?.attachments ?? [],
    message,
    followUps: record.followUpIds.map((id) => rt.state.messages.get(id)).filter((m): m is StandInMessage => !!m),
    choices: type === CallbackType.ApplicationCommandAutocompleteResult ? ((data.choices as Json[] | undefined) ?? []) : null,
    modal: type === CallbackType.Modal ? data : null,
    ackMs: record.callbackAtMs === null ? null : record.callbackAtMs - record.createdAtMs,
  };
}

/**
 * Resolve when the bot's response to `record` is complete, then, as configured: once the bot has handled
 * the interaction (`settleOn`, unless the call gives its own `settleMs`), or after `settleMs` of quiet.
 */
export function waitForResponse(rt: StandInRuntime, record: InteractionRecord, opts: WaitOptions = {}): Promise<InteractionResult> {
  const timeoutMs = opts.timeoutMs ?? rt.config.responseTimeoutMs;
  const settleMs = opts.settleMs ?? rt.config.settleMs;
  const handled = opts.settleMs === undefined ? rt.config.settleOn : null;
  return new Promise((resolve, reject) => {
    let settleTimer: NodeJS.Timeout | null = null;
    let awaitingHandler = false;
    let done = false;
    const cleanup = () => {
      done = true;
      clearTimeout(deadline);
      if (settleTimer) clearTimeout(settleTimer);
      rt.events.off('interaction', onChange);
    };
    const finish = () => {
      cleanup();
      resolve(resultOf(rt, record));
    };
    const check = () => {
      if (done || !isComplete(rt, record)) return;
      if (handled) {
        if (awaitingHandler) return;
        awaitingHandler = true;
        handled(record.id).then(
          () => {
            if (!done) finish();
          },
          (err: unknown) => {
            if (done) return;
            cleanup();
            reject(err instanceof Error ? err : new Error(String(err)));
          },
        );
        return;
      }
      if (settleTimer) clearTimeout(settleTimer);
      settleTimer = settleMs > 0 ? setTimeout(finish, settleMs) : null;
      if (settleMs <= 0) finish();
    };
    const onChange = (changed: InteractionRecord) => {
      if (changed.id === record.id) check();
    };
    const deadline = setTimeout(() => {
      cleanup();
      const state =
        record.callbackType === null
          ? 'the bot never acknowledged it'
          : awaitingHandler
            ? 'answered, but the bot was still handling it'
            : `callback type ${record.callbackType} but @original was never edited`;
      reject(new Error(`interaction ${record.id}: no complete response within ${timeoutMs} ms (${state})`));
    }, timeoutMs);
    rt.events.on('interaction', onChange);
    check();
  });
}
