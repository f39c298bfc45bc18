import { EventEmitter } from 'node:events';
import type { InteractionRecord } from './interaction-record.ts';
import type { StandInChannel, StandInCommand, StandInMessage } from './types.ts';

/** Events a stand-in emits (e.g. so a local console can print bot output live). */
export interface StandInEvents {
  /** A message was created (by the bot, a reply or a follow-up; ephemeral ones included). */
  message: [message: StandInMessage];
  messageUpdate: [message: StandInMessage];
  messageDelete: [message: StandInMessage];
  thread: [thread: StandInChannel];
  /** Any change to an interaction (callback, edit of @original, follow-up). */
  interaction: [record: InteractionRecord];
  commands: [commands: StandInCommand[], guildId: string | null];
  /** A REST request that no route handles (answered 404). */
  unhandled: [request: { method: string; path: string }];
  /** The bot identified on the gateway. */
  ready: [];
}

/** EventEmitter with typed `on`/`once`/`off`/`emit` for {@link StandInEvents}. */
export class StandInEmitter {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(100);
  }

  on<K extends keyof StandInEvents>(event: K, listener: (...args: StandInEvents[K]) => void): this {
    this.emitter.on(event, listener as (...args: unknown[]) => void);
    return this;
  }

  once<K extends keyof StandInEvents>(event: K, listener: (...args: StandInEvents[K]) => void): this {
    this.emitter.once(event, listener as (...args: unknown[]) => void);
    return this;
  }

  off<K extends keyof StandInEvents>(event: K, listener: (...args: StandInEvents[K]) => void): this {
    this.emitter.off(event, listener as (...args: unknown[]) => void);
    return this;
  }

  emit<K extends keyof StandInEvents>(event: K, ...args: StandInEvents[K]): void {
    this.emitter.emit(event, ...args);
  }

  removeAllListeners(): void {
    this.emitter.removeAllListeners();
  }
}
