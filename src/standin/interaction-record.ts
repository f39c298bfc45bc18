/** Server-side bookkeeping for one dispatched interaction. */
export interface InteractionRecord {
  id: string;
  token: string;
  /** Interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  type: number;
  createdAtMs: number;
  userId: string;
  channelId: string;
  guildId: string | null;
  /** Message the component/modal belongs to (for update / deferUpdate). */
  sourceMessageId: string | null;
  callbackType: number | null;
  callbackData: Record<string, any> | null;
  callbackAtMs: number | null;
  /** The message `@original` refers to, once there is one. */
  originalMessageId: string | null;
  /** `@original` was edited (or replaced by the first follow-up) after a deferral. */
  originalEdited: boolean;
  followUpIds: string[];
  lastActivityMs: number;
}
