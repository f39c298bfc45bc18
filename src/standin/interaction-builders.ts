import { randomBytes } from 'node:crypto';
import type { InteractionRecord } from './interaction-record.ts';
import { storeAttachment, type NewAttachment } from './messages.ts';
import { attachmentJson, channelJson, memberJson, messageJson, userJson } from './payloads.ts';
import type { StandInRuntime } from './runtime.ts';
import type { Json, StandInCommand, StandInMessage } from './types.ts';

/** Value for one slash-command option. Users and channels are given by id. */
export type OptionValue = string | number | boolean | NewAttachment;

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

export const InteractionType = { Ping: 1, ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5 } as const;

export interface CommandInvocation {
  command: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
  /**
   * Send string, number and boolean values as given, skipping what Discord's client checks (type,
   * choices, min/max value and length): an interaction forged or sent by a modified client.
   */
  unchecked?: boolean;
}

interface Target {
  userId: string;
  channelId: string;
}

/** Errors in how a test drives the stand-in (not API errors sent to the bot). */
export class StandInUsageError extends Error {
  override name = 'StandInUsageError';
}

function findCommand(rt: StandInRuntime, guildId: string | null, name: string): StandInCommand {
  const candidates = [...(guildId ? rt.state.commandsFor(guildId) : []), ...rt.state.globalCommands];
  const command = candidates.find((c) => c.name === name && c.type === 1);
  if (!command) {
    const known = candidates.map((c) => c.name).join(', ') || 'none';
    throw new StandInUsageError(`slash command "/${name}" is not registered (registered: ${known})`);
  }
  return command;
}

/** Build `data` for a chat-input command or autocomplete interaction from the registered definition. */
export function buildCommandData(
  rt: StandInRuntime,
  target: Target,
  invocation: CommandInvocation,
  focus?: { name: string; value: string },
): Json {
  const guildId = rt.state.channels.get(target.channelId)?.guildId ?? null;
  const command = findCommand(rt, guildId, invocation.command);
  const resolved: Json = {};
  let defs: Json[] = command.options;
  const wrap: Json[] = [];
  const path = [invocation.subcommandGroup, invocation.subcommand].filter((p): p is string => !!p);
  for (const [i, name] of path.entries()) {
    const kind = i === 0 && invocation.subcommandGroup ? OptionType.SubcommandGroup : OptionType.Subcommand;
    const def = defs.find((d) => d.name === name && d.type === kind);
    if (!def) throw new StandInUsageError(`/${command.name} has no ${kind === 1 ? 'subcommand' : 'subcommand group'} "${name}"`);
    wrap.push({ name, type: kind });
    defs = Array.isArray(def.options) ? def.options : [];
  }
  if (!path.length && defs.some((d) => d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup)) {
    throw new StandInUsageError(`/${command.name} needs a subcommand`);
  }
  const leaf = buildLeafOptions(rt, guildId, defs, invocation.options ?? {}, resolved, focus, invocation.unchecked ?? false);
  let options: Json[] = leaf;
  for (const level of wrap.reverse()) options = [{ ...level, options }];
  const data: Json = { id: command.id, name: command.name, type: 1, options };
  if (command.guildId) data.guild_id = command.guildId;
  if (Object.keys(resolved).length) data.resolved = resolved;
  return data;
}

const SCALAR = new Set<number>([OptionType.String, OptionType.Integer, OptionType.Number, OptionType.Boolean]);

function buildLeafOptions(
  rt: StandInRuntime,
  guildId: string | null,
  defs: Json[],
  values: Record<string, OptionValue>,
  resolved: Json,
  focus?: { name: string; value: string },
  unchecked = false,
): Json[] {
  const out: Json[] = [];
  for (const name of Object.keys(values)) {
    if (!defs.some((d) => d.name === name)) {
      throw new StandInUsageError(`unknown option "${name}" (known: ${defs.map((d) => d.name).join(', ') || 'none'})`);
    }
  }
  if (focus && !defs.some((d) => d.name === focus.name)) throw new StandInUsageError(`unknown focused option "${focus.name}"`);
  for (const def of defs) {
    const name = String(def.name);
    const type = Number(def.type);
    if (focus?.name === name) {
      out.push({ name, type, value: focus.value, focused: true });
      continue;
    }
    if (!(name in values)) {
      if (def.required && !focus) throw new StandInUsageError(`required option "${name}" missing`);
      continue;
    }
    const value = values[name]!;
    if (unchecked && SCALAR.has(type)) {
      out.push({ name, type, value });
      continue;
    }
    checkConstraints(def, value);
    out.push({ name, type, value: optionValue(rt, guildId, name, type, value, resolved) });
  }
  return out;
}

/** What Discord's client enforces before sending: choices, min/max value and length. */
function checkConstraints(def: Json, value: OptionValue): void {
  const name = String(def.name);
  if (Array.isArray(def.choices) && def.choices.length && !def.choices.some((c: Json) => c.value === value)) {
    const allowed = def.choices.map((c: Json) => JSON.stringify(c.value)).join(', ');
    throw new StandInUsageError(`option "${name}" must be one of ${allowed}, got ${JSON.stringify(value)}`);
  }
  if (typeof value === 'number') {
    if (typeof def.min_value === 'number' && value < def.min_value) throw new StandInUsageError(`option "${name}" must be >= ${def.min_value}`);
    if (typeof def.max_value === 'number' && value > def.max_value) throw new StandInUsageError(`option "${name}" must be <= ${def.max_value}`);
  }
  if (typeof value === 'string') {
    if (typeof def.min_length === 'number' && value.length < def.min_length) throw new StandInUsageError(`option "${name}" must be at least ${def.min_length} characters`);
    if (typeof def.max_length === 'number' && value.length > def.max_length) throw new StandInUsageError(`option "${name}" must be at most ${def.max_length} characters`);
  }
}

function optionValue(rt: StandInRuntime, guildId: string | null, name: string, type: number, value: OptionValue, resolved: Json): unknown {
  const bad = (expected: string) => new StandInUsageError(`option "${name}" expects ${expected}, got ${JSON.stringify(value)}`);
  switch (type) {
    case OptionType.String:
      if (typeof value !== 'string') throw bad('a string');
      return value;
    case OptionType.Integer:
      if (typeof value !== 'number' || !Number.isInteger(value)) throw bad('an integer');
      return value;
    case OptionType.Number:
      if (typeof value !== 'number') throw bad('a number');
      return value;
    case OptionType.Boolean:
      if (typeof value !== 'boolean') throw bad('a boolean');
      return value;
    case OptionType.User:
    case OptionType.Mentionable: {
      const user = typeof value === 'string' ? rt.state.user(value) : undefined;
      if (!user) throw bad('a known user id');
      (resolved.users ??= {})[user.id] = userJson(user);
      const member = guildId ? rt.state.member(guildId, user.id) : undefined;
      if (member) {
        const { user: _u, ...rest } = memberJson(rt.state, member, true);
        (resolved.members ??= {})[user.id] = rest;
      }
      return user.id;
    }
    case OptionType.Channel: {
      const channel = typeof value === 'string' ? rt.state.channels.get(value) : undefined;
      if (!channel) throw bad('a known channel id');
      (resolved.channels ??= {})[channel.id] = { ...channelJson(rt.state, channel), permissions: '0' };
      return channel.id;
    }
    case OptionType.Attachment: {
      if (typeof value !== 'object' || value === null || !('bytes' in value)) throw bad('{ filename, bytes }');
      const attachment = storeAttachment(rt, value);
      (resolved.attachments ??= {})[attachment.id] = attachmentJson(attachment);
      return attachment.id;
    }
    default:
      throw new StandInUsageError(`option "${name}" has unsupported type ${type}`);
  }
}

/** Find a component by custom_id anywhere in a message's component tree. */
export function findComponent(components: Json[], customId: string): Json | null {
  for (const component of components) {
    if (component.custom_id === customId) return component;
    const children: Json[] = [
      ...(Array.isArray(component.components) ? component.components : []),
      ...(component.accessory ? [component.accessory] : []),
      ...(component.component ? [component.component] : []),
    ];
    const found = findComponent(children, customId);
    if (found) return found;
  }
  return null;
}

export interface NewInteraction extends Target {
  type: number;
  data: Json;
  sourceMessage?: StandInMessage;
}

/** Register an interaction record and dispatch INTERACTION_CREATE to the bot. */
export function dispatchInteraction(rt: StandInRuntime, input: NewInteraction): InteractionRecord {
  const { state, config } = rt;
  const channel = state.channels.get(input.channelId);
  if (!channel) throw new StandInUsageError(`unknown channel ${input.channelId}`);
  const user = state.user(input.userId);
  if (!user) throw new StandInUsageError(`unknown user ${input.userId}`);
  const guildId = channel.guildId;
  const record: InteractionRecord = {
    id: state.ids.next(),
    token: `standin.${randomBytes(24).toString('base64url')}`,
    type: input.type,
    createdAtMs: Date.now(),
    userId: user.id,
    channelId: channel.id,
    guildId,
    sourceMessageId: input.sourceMessage?.id ?? null,
    callbackType: null,
    callbackData: null,
    callbackAtMs: null,
    originalMessageId: null,
    originalEdited: false,
    followUpIds: [],
    lastActivityMs: Date.now(),
  };
  const payload: Json = {
    id: record.id,
    application_id: config.applicationId,
    type: input.type,
    data: input.data,
    token: record.token,
    version: 1,
    channel: channelJson(state, channel),
    channel_id: channel.id,
    locale: 'en-US',
    entitlements: [],
    attachment_size_limit: 26_214_400,
    authorizing_integration_owners: guildId ? { '0': guildId } : { '1': user.id },
    context: guildId ? 0 : 1,
  };
  if (guildId) {
    const member = state.member(guildId, user.id);
    if (!member) throw new StandInUsageError(`user ${user.username} is not a member of guild ${guildId}`);
    payload.guild_id = guildId;
    payload.guild = { id: guildId, locale: 'en-US', features: [] };
    payload.guild_locale = 'en-US';
    payload.member = memberJson(state, member, true);
    payload.app_permissions = state.memberPermissions(guildId, config.botUserId).toString();
  } else {
    payload.user = userJson(user);
    payload.app_permissions = '0';
  }
  if (input.sourceMessage) payload.message = messageJson(state, input.sourceMessage, config.applicationId);
  rt.state.addInteraction(record);
  rt.gateway.dispatch('INTERACTION_CREATE', payload);
  return record;
}
