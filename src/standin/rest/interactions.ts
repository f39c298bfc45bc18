import { errors } from '../errors.ts';
import type { InteractionRecord } from '../interaction-record.ts';
import { createMessage, deleteMessage, editMessage, MessageFlag } from '../messages.ts';
import { messageJson } from '../payloads.ts';
import { validateChoices, validateModal } from '../validation.ts';
import type { RouteRequest, Router } from '../router.ts';
import { noContent, ok } from '../router.ts';
import type { StandInRuntime } from '../runtime.ts';
import type { Json, StandInMessage } from '../types.ts';

/** Interaction callback types (Discord `InteractionResponseType`). */
export const CallbackType = {
  Pong: 1,
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredMessageUpdate: 6,
  UpdateMessage: 7,
  ApplicationCommandAutocompleteResult: 8,
  Modal: 9,
} as const;

function touch(rt: StandInRuntime, record: InteractionRecord): void {
  record.lastActivityMs = Date.now();
  rt.events.emit('interaction', record);
}

/** `POST /interactions/:id/:token/callback` and the interaction webhook routes. */
export function registerInteractionRoutes(router: Router, rt: StandInRuntime): void {
  router.on('POST', '/interactions/:id/:token/callback', (req) => callback(rt, req));

  router.on('POST', '/webhooks/:app/:token', (req) => {
    const record = webhookRecord(rt, req);
    if (record.callbackType === null) throw errors.unknownWebhook();
    const message = followUp(rt, record, req);
    return req.query.get('wait') === 'false' ? noContent() : ok(json(rt, message));
  });
  router.on('GET', '/webhooks/:app/:token/messages/:message', (req) => {
    const record = webhookRecord(rt, req);
    return ok(json(rt, webhookMessage(rt, record, req.params.message!)));
  });
  router.on('PATCH', '/webhooks/:app/:token/messages/:message', (req) => {
    const record = webhookRecord(rt, req);
    const message = webhookMessage(rt, record, req.params.message!);
    editMessage(rt, message, req.body, req.files);
    if (message.id === record.originalMessageId) record.originalEdited = true;
    touch(rt, record);
    return ok(json(rt, message));
  });
  router.on('DELETE', '/webhooks/:app/:token/messages/:message', (req) => {
    const record = webhookRecord(rt, req);
    deleteMessage(rt, webhookMessage(rt, record, req.params.message!));
    touch(rt, record);
    return noContent();
  });
}

function json(rt: StandInRuntime, message: StandInMessage): Json {
  return messageJson(rt.state, message, rt.config.applicationId);
}

function callback(rt: StandInRuntime, req: RouteRequest) {
  const record = rt.state.interactions.get(req.params.id!);
  if (!record || record.token !== req.params.token) throw errors.unknownInteraction();
  if (Date.now() - record.createdAtMs > rt.config.ackDeadlineMs) throw errors.unknownInteraction();
  if (record.callbackType !== null) throw errors.alreadyAcknowledged();

  const type = Number(req.body.type);
  const data: Json = (req.body.data as Json | undefined) ?? {};
  if (record.type === 4 && type !== CallbackType.ApplicationCommandAutocompleteResult) {
    throw errors.invalidBody('type: autocomplete interactions can only be answered with choices');
  }
  let message: StandInMessage | null = null;
  switch (type) {
    case CallbackType.Pong:
      break;
    case CallbackType.ApplicationCommandAutocompleteResult:
      if (record.type !== 4) throw errors.invalidBody('type: autocomplete results only answer autocomplete interactions');
      validateChoices(data.choices);
      break;
    case CallbackType.Modal:
      if (record.type === 4 || record.type === 5) throw errors.invalidBody('type: cannot show a modal here');
      validateModal(data);
      break;
    case CallbackType.ChannelMessageWithSource:
      message = createMessage(rt, { channelId: record.channelId, authorId: rt.config.botUserId, body: data, files: req.files, interactionId: record.id });
      break;
    case CallbackType.DeferredChannelMessageWithSource:
      message = createMessage(rt, {
        channelId: record.channelId,
        authorId: rt.config.botUserId,
        body: { flags: Number(data.flags ?? 0) & MessageFlag.Ephemeral },
        interactionId: record.id,
        flags: MessageFlag.Loading,
        allowEmpty: true,
      });
      break;
    case CallbackType.DeferredMessageUpdate:
    case CallbackType.UpdateMessage: {
      message = record.sourceMessageId ? (rt.state.messages.get(record.sourceMessageId) ?? null) : null;
      if (!message) throw errors.invalidBody('type: this interaction has no message to update');
      if (type === CallbackType.UpdateMessage) editMessage(rt, message, data, req.files);
      break;
    }
    default:
      throw errors.invalidBody(`type: unsupported interaction callback type ${type}`);
  }
  record.callbackType = type;
  record.callbackData = data;
  record.callbackAtMs = Date.now();
  record.originalMessageId = message?.id ?? null;
  touch(rt, record);

  if (req.query.get('with_response') !== 'true') return noContent();
  return ok({
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: message?.id,
      response_message_loading: type === CallbackType.DeferredChannelMessageWithSource,
      response_message_ephemeral: message?.ephemeral ?? false,
    },
    resource: message ? { type, message: json(rt, message) } : { type },
  });
}

function webhookRecord(rt: StandInRuntime, req: RouteRequest): InteractionRecord {
  if (req.params.app !== rt.config.applicationId) throw errors.unknownWebhook();
  const record = rt.state.interactionByToken(req.params.token!);
  if (!record) throw errors.unknownWebhook();
  if (Date.now() - record.createdAtMs > rt.config.tokenLifetimeMs) throw errors.invalidWebhookToken();
  return record;
}

function webhookMessage(rt: StandInRuntime, record: InteractionRecord, ref: string): StandInMessage {
  const id = ref === '@original' ? record.originalMessageId : ref;
  const allowed = id !== null && (id === record.originalMessageId || record.followUpIds.includes(id));
  const message = allowed ? rt.state.messages.get(id) : undefined;
  if (!message || message.deleted) throw errors.unknownMessage();
  return message;
}

/** A follow-up; the first one after a deferred reply replaces the "thinking" message, as on Discord. */
function followUp(rt: StandInRuntime, record: InteractionRecord, req: RouteRequest): StandInMessage {
  if (record.callbackType === CallbackType.DeferredChannelMessageWithSource && !record.originalEdited && record.originalMessageId) {
    const original = rt.state.messages.get(record.originalMessageId);
    if (original && !original.deleted) {
      editMessage(rt, original, req.body, req.files);
      record.originalEdited = true;
      touch(rt, record);
      return original;
    }
  }
  const message = createMessage(rt, {
    channelId: record.channelId,
    authorId: rt.config.botUserId,
    body: req.body,
    files: req.files,
    interactionId: record.id,
  });
  record.followUpIds.push(message.id);
  touch(rt, record);
  return message;
}
