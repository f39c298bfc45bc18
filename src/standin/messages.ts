import type { UploadedFile } from './body.ts';
import { errors } from './errors.ts';
import { validateMessage } from './validation.ts';
import { GatewayIntent } from './gateway.ts';
import { memberJson, messageJson } from './payloads.ts';
import type { StandInRuntime } from './runtime.ts';
import type { Json, StandInAttachment, StandInMessage } from './types.ts';
import { ChannelKind } from './types.ts';

export const MessageFlag = { Ephemeral: 1 << 6, Loading: 1 << 7 } as const;

export interface NewAttachment {
  filename: string;
  bytes: Buffer | Uint8Array;
  contentType?: string;
  description?: string | null;
}

/** Store bytes and make them downloadable at `GET /attachments/:id/:filename`. */
export function storeAttachment(rt: StandInRuntime, input: NewAttachment): StandInAttachment {
  const id = rt.state.ids.next();
  const filename = input.filename.replace(/[/\\]/g, '_') || 'file';
  const attachment: StandInAttachment = {
    id,
    filename,
    contentType: input.contentType ?? guessContentType(filename),
    bytes: Buffer.from(input.bytes),
    description: input.description ?? null,
    url: `${rt.origin()}/attachments/${id}/${encodeURIComponent(filename)}`,
  };
  rt.state.attachments.set(id, attachment);
  return attachment;
}

function guessContentType(filename: string): string {
  const ext = filename.toLowerCase().split('.').pop();
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    svg: 'image/svg+xml',
    json: 'application/json',
    txt: 'text/plain; charset=utf-8',
  };
  return types[ext ?? ''] ?? 'application/octet-stream';
}

/** Turn uploaded `files[n]` into stored attachments, using `attachments[]` metadata from the payload. */
function uploadedAttachments(rt: StandInRuntime, body: Json, files: UploadedFile[]): StandInAttachment[] {
  const meta: Json[] = Array.isArray(body.attachments) ? body.attachments : [];
  return files.map((file) => {
    const info = meta.find((a) => String(a.id) === String(file.index));
    return storeAttachment(rt, {
      filename: typeof info?.filename === 'string' ? info.filename : file.filename,
      bytes: file.bytes,
      contentType: file.contentType,
      description: typeof info?.description === 'string' ? info.description : null,
    });
  });
}

export interface CreateMessageOptions {
  channelId: string;
  authorId: string;
  body: Json;
  files?: UploadedFile[];
  interactionId?: string | null;
  /** Extra flags to force (e.g. Loading for a deferred placeholder). */
  flags?: number;
  /** Skip the empty-message check (deferred placeholders are empty). */
  allowEmpty?: boolean;
}

export function createMessage(rt: StandInRuntime, opts: CreateMessageOptions): StandInMessage {
  const channel = rt.state.channels.get(opts.channelId);
  if (!channel) throw errors.unknownChannel();
  const { body } = opts;
  const flags = Number(body.flags ?? 0) | (opts.flags ?? 0);
  const now = new Date().toISOString();
  const message: StandInMessage = {
    id: rt.state.ids.next(),
    channelId: channel.id,
    guildId: channel.guildId,
    authorId: opts.authorId,
    content: typeof body.content === 'string' ? body.content : '',
    embeds: Array.isArray(body.embeds) ? body.embeds : [],
    components: Array.isArray(body.components) ? body.components : [],
    attachments: [],
    flags,
    ephemeral: (flags & MessageFlag.Ephemeral) !== 0,
    interactionId: opts.interactionId ?? null,
    threadId: null,
    referenceMessageId: body.message_reference?.message_id ? String(body.message_reference.message_id) : null,
    createdAt: now,
    editedAt: null,
    pinnedAt: null,
    deleted: false,
  };
  message.attachments = uploadedAttachments(rt, body, opts.files ?? []);
  if (!opts.allowEmpty) validateMessage(message);
  rt.state.addMessage(message);
  if (!message.ephemeral) rt.gateway.dispatch('MESSAGE_CREATE', messageDispatchJson(rt, message), intentFor(rt, message));
  rt.events.emit('message', message);
  return message;
}

/** Apply a PATCH body (content/embeds/components/attachments/files) to a stored message. */
export function editMessage(rt: StandInRuntime, message: StandInMessage, body: Json, files: UploadedFile[] = []): StandInMessage {
  if (message.deleted) throw errors.unknownMessage();
  if ('content' in body) message.content = typeof body.content === 'string' ? body.content : '';
  if ('embeds' in body) message.embeds = Array.isArray(body.embeds) ? body.embeds : [];
  if ('components' in body) message.components = Array.isArray(body.components) ? body.components : [];
  if ('attachments' in body && Array.isArray(body.attachments)) {
    const keep = new Set((body.attachments as Json[]).map((a) => String(a.id)));
    message.attachments = message.attachments.filter((a) => keep.has(a.id));
  }
  message.attachments = [...message.attachments, ...uploadedAttachments(rt, body, files)];
  if ('flags' in body && body.flags !== null && body.flags !== undefined) {
    // Only SUPPRESS_EMBEDS may change after creation; Loading is cleared by any edit.
    message.flags = (message.flags & MessageFlag.Ephemeral) | (Number(body.flags) & ~(MessageFlag.Ephemeral | MessageFlag.Loading));
  }
  message.flags &= ~MessageFlag.Loading;
  validateMessage(message);
  message.editedAt = new Date().toISOString();
  if (!message.ephemeral) rt.gateway.dispatch('MESSAGE_UPDATE', messageDispatchJson(rt, message), intentFor(rt, message));
  rt.events.emit('messageUpdate', message);
  return message;
}

export function deleteMessage(rt: StandInRuntime, message: StandInMessage): void {
  if (message.deleted) throw errors.unknownMessage();
  message.deleted = true;
  if (!message.ephemeral) {
    rt.gateway.dispatch(
      'MESSAGE_DELETE',
      { id: message.id, channel_id: message.channelId, guild_id: message.guildId ?? undefined },
      intentFor(rt, message),
    );
  }
  rt.events.emit('messageDelete', message);
}

function intentFor(rt: StandInRuntime, message: StandInMessage): number {
  const channel = rt.state.channels.get(message.channelId);
  return channel?.type === ChannelKind.DM ? GatewayIntent.DirectMessages : GatewayIntent.GuildMessages;
}

function messageDispatchJson(rt: StandInRuntime, message: StandInMessage): Json {
  const json = messageJson(rt.state, message, rt.config.applicationId);
  if (message.guildId) {
    const member = rt.state.member(message.guildId, message.authorId);
    if (member) {
      const { user: _user, ...rest } = memberJson(rt.state, member);
      json.member = rest;
    }
  }
  return json;
}
