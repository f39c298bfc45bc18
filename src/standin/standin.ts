import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTextChannel, createThread, openDmChannel } from './channels.ts';
import { StandInEmitter, type StandInEvents } from './events.ts';
import { Gateway, GatewayIntent } from './gateway.ts';
import { createRequestListener } from './http.ts';
import {
  buildCommandData,
  dispatchInteraction,
  findComponent,
  InteractionType,
  StandInUsageError,
  type CommandInvocation,
} from './interaction-builders.ts';
import type { InteractionRecord } from './interaction-record.ts';
import { createMessage } from './messages.ts';
import { memberJson } from './payloads.ts';
import { DEFAULT_EVERYONE_PERMISSIONS, Perm } from './permissions.ts';
import { registerChannelRoutes } from './rest/channels.ts';
import { registerCoreRoutes } from './rest/core.ts';
import { registerInteractionRoutes } from './rest/interactions.ts';
import { resultOf, waitForResponse, type InteractionResult, type WaitOptions } from './responses.ts';
import { Router } from './router.ts';
import type { StandInConfig, StandInRuntime } from './runtime.ts';
import { StandInState } from './state.ts';
import type { Json, StandInAttachment, StandInChannel, StandInCommand, StandInGuild, StandInMember, StandInMessage, StandInUser } from './types.ts';

export interface StandInOptions {
  /** Application id (default: a fresh snowflake, also used as the bot user's id). */
  applicationId?: string;
  botUser?: { id?: string; username?: string };
  /** If given, REST and IDENTIFY must use this token; otherwise any token is accepted. */
  token?: string;
  /** Interaction acknowledgement deadline (Discord: 3000 ms). */
  ackDeadlineMs?: number;
  /** Interaction webhook lifetime (Discord: 15 minutes). */
  tokenLifetimeMs?: number;
  /** Default wait for a complete response in slash()/clickButton()/... (default 10 s). */
  responseTimeoutMs?: number;
  /** Default quiet period after a response is complete (default 50 ms). */
  settleMs?: number;
  /** Where to log gaps (unknown routes) and internal errors. Default: console.warn. */
  log?: (line: string) => void;
  /**
   * Discord's global rate limit, in requests per second for the bot's REST calls other than
   * interaction callbacks and interaction webhooks (Discord: 50). Over it: 429 with `global: true`.
   * Default: off.
   */
  globalRateLimit?: number;
  /** Port to listen on (default 0 = ephemeral). Always binds 127.0.0.1. */
  port?: number;
}

export interface MemberOptions {
  manageGuild?: boolean;
  administrator?: boolean;
  nick?: string;
}

interface InteractionTarget {
  /** Acting user id. */
  user: string;
  /** Channel id the interaction happens in. */
  channel: string;
}

export type SlashInput = InteractionTarget & CommandInvocation & WaitOptions;
export type AutocompleteInput = InteractionTarget & CommandInvocation & WaitOptions & { focused: string; value: string };
export interface ComponentInput extends WaitOptions {
  user: string;
  messageId: string;
  customId: string;
}
export interface SelectInput extends ComponentInput {
  values: string[];
}
export interface ModalInput extends InteractionTarget, WaitOptions {
  customId: string;
  /** Text input custom_id → value. */
  fields: Record<string, string>;
  /** Message the modal was opened from (if it came from a component). */
  messageId?: string;
}

/** The stand-in's changes after which waitFor checks its condition again. */
const WAKE_EVENTS = ['message', 'messageUpdate', 'messageDelete', 'thread', 'interaction', 'ready'] as const satisfies readonly (keyof StandInEvents)[];

/**
 * A local Discord: REST API v10 + gateway on 127.0.0.1 that a real discord.js Client can log in to.
 * See src/standin/README.md.
 */
export class DiscordStandIn {
  private readonly state = new StandInState();
  private readonly emitter = new StandInEmitter();
  private readonly runtime: StandInRuntime;
  private readonly server: Server;
  private readonly gateway: Gateway;
  private readonly managerRoles = new Map<string, string>();
  private readonly adminRoles = new Map<string, string>();
  /** Requests answered 429 by the global rate limit (see `globalRateLimit`). */
  get rateLimitedRequests(): number {
    return this.runtime.stats.rateLimited;
  }
  /** REST requests no route handled. */
  readonly unhandledRequests: { method: string; path: string }[] = [];
  private listeningPort = 0;

  private constructor(options: StandInOptions) {
    const applicationId = options.applicationId ?? options.botUser?.id ?? this.state.ids.next();
    const config: StandInConfig = {
      applicationId,
      botUserId: options.botUser?.id ?? applicationId,
      token: options.token ?? null,
      ackDeadlineMs: options.ackDeadlineMs ?? 3000,
      tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
      responseTimeoutMs: options.responseTimeoutMs ?? 10_000,
      settleMs: options.settleMs ?? 50,
      settleOn: null,
      globalRateLimit: options.globalRateLimit ?? null,
      log: options.log ?? ((line) => console.warn(line)),
    };
    this.state.users.set(config.botUserId, {
      id: config.botUserId,
      username: options.botUser?.username ?? 'Stationmaster',
      globalName: null,
      bot: true,
    });
    this.server = createServer();
    const gatewayRef: { current: Gateway | null } = { current: null };
    this.runtime = {
      state: this.state,
      events: this.emitter,
      config,
      origin: () => `http://127.0.0.1:${this.listeningPort}`,
      stats: { rateLimited: 0, globalWindow: [] },
      gateway: { dispatch: (event, data, intent) => gatewayRef.current?.dispatch(event, data, intent) },
    };
    this.gateway = new Gateway(this.server, this.runtime);
    gatewayRef.current = this.gateway;
    const router = new Router();
    registerCoreRoutes(router, this.runtime, () => this.gateway.url);
    registerInteractionRoutes(router, this.runtime);
    registerChannelRoutes(router, this.runtime);
    this.server.on('request', createRequestListener(router, this.runtime));
    this.emitter.on('unhandled', (r) => this.unhandledRequests.push(r));
  }

  static async start(options: StandInOptions = {}): Promise<DiscordStandIn> {
    const sim = new DiscordStandIn(options);
    await new Promise<void>((resolve, reject) => {
      sim.server.once('error', reject);
      sim.server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    sim.listeningPort = (sim.server.address() as AddressInfo).port;
    return sim;
  }

  /** Close the gateway, all HTTP connections and the server. */
  async stop(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.emitter.removeAllListeners();
  }

  // ---- addresses & identity ----
  get port(): number {
    return this.listeningPort;
  }
  /** Pass as `rest: { api: sim.apiBase }` to the discord.js Client. */
  get apiBase(): string {
    return `${this.runtime.origin()}/api`;
  }
  get gatewayUrl(): string {
    return this.gateway.url;
  }
  get applicationId(): string {
    return this.runtime.config.applicationId;
  }
  get botUserId(): string {
    return this.runtime.config.botUserId;
  }
  /** The required token, or a placeholder that is accepted when none is enforced. */
  get token(): string {
    return this.runtime.config.token ?? 'standin-token';
  }
  /** Whether a bot session has identified on the gateway. */
  get botConnected(): boolean {
    return this.gateway.connectedCount > 0;
  }

  // ---- events ----
  on<K extends keyof StandInEvents>(event: K, listener: (...args: StandInEvents[K]) => void): this {
    this.emitter.on(event, listener);
    return this;
  }
  once<K extends keyof StandInEvents>(event: K, listener: (...args: StandInEvents[K]) => void): this {
    this.emitter.once(event, listener);
    return this;
  }
  off<K extends keyof StandInEvents>(event: K, listener: (...args: StandInEvents[K]) => void): this {
    this.emitter.off(event, listener);
    return this;
  }

  // ---- world building ----
  createUser(input: { username: string; globalName?: string; bot?: boolean; id?: string }): StandInUser {
    const user: StandInUser = {
      id: input.id ?? this.state.ids.next(),
      username: input.username,
      globalName: input.globalName ?? null,
      bot: input.bot ?? false,
    };
    this.state.users.set(user.id, user);
    return user;
  }

  /** A guild with an @everyone role; the bot joins it as an Administrator. */
  createGuild(input: { name: string; ownerId?: string; id?: string }): StandInGuild {
    const id = input.id ?? this.state.ids.next();
    const botRoleId = this.state.ids.next();
    const guild: StandInGuild = {
      id,
      name: input.name,
      ownerId: input.ownerId ?? this.botUserId,
      roles: [
        { id, name: '@everyone', permissions: DEFAULT_EVERYONE_PERMISSIONS.toString(), position: 0 },
        { id: botRoleId, name: this.state.user(this.botUserId)!.username, permissions: Perm.Administrator.toString(), position: 1 },
      ],
    };
    this.state.guilds.set(id, guild);
    this.putMember(id, this.botUserId, [botRoleId], null);
    if (input.ownerId && input.ownerId !== this.botUserId) this.putMember(id, input.ownerId, [], null);
    this.gateway.dispatchGuildCreate(id);
    return guild;
  }

  createTextChannel(guildId: string, name: string, options: { id?: string } = {}): StandInChannel {
    if (!this.state.guilds.has(guildId)) throw new StandInUsageError(`unknown guild ${guildId}`);
    return createTextChannel(this.runtime, guildId, name, options.id);
  }

  /** Add a user to a guild; `manageGuild`/`administrator` grant those permissions through a role. */
  addMember(guildId: string, userId: string, options: MemberOptions = {}): StandInMember {
    const guild = this.state.guilds.get(guildId);
    if (!guild) throw new StandInUsageError(`unknown guild ${guildId}`);
    if (!this.state.user(userId)) throw new StandInUsageError(`unknown user ${userId}`);
    const roles: string[] = [];
    if (options.manageGuild) roles.push(this.roleFor(guild, this.managerRoles, 'Managers', Perm.ManageGuild));
    if (options.administrator) roles.push(this.roleFor(guild, this.adminRoles, 'Admins', Perm.Administrator));
    const member = this.putMember(guildId, userId, roles, options.nick ?? null);
    this.runtime.gateway.dispatch('GUILD_MEMBER_ADD', { ...memberJson(this.state, member), guild_id: guildId }, GatewayIntent.GuildMembers);
    return member;
  }

  private putMember(guildId: string, userId: string, roleIds: string[], nick: string | null): StandInMember {
    const member: StandInMember = { guildId, userId, roleIds, nick, joinedAt: new Date().toISOString() };
    this.state.members.set(`${guildId}:${userId}`, member);
    return member;
  }

  private roleFor(guild: StandInGuild, cache: Map<string, string>, name: string, perms: bigint): string {
    const existing = cache.get(guild.id);
    if (existing) return existing;
    const id = this.state.ids.next();
    guild.roles.push({ id, name, permissions: perms.toString(), position: guild.roles.length });
    cache.set(guild.id, id);
    this.runtime.gateway.dispatch('GUILD_ROLE_CREATE', { guild_id: guild.id, role: { id, name, permissions: perms.toString(), position: guild.roles.length - 1, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 } }, GatewayIntent.Guilds);
    return id;
  }

  /** Make sending DMs to this user fail with 50007. */
  setDmRefused(userId: string, refused = true): void {
    if (refused) this.state.dmRefused.add(userId);
    else this.state.dmRefused.delete(userId);
  }

  /** A thread created by a user (the bot sees THREAD_CREATE). */
  createThread(channelId: string, name: string, ownerId: string = this.botUserId, options: { id?: string } = {}): StandInChannel {
    if (!this.state.channels.has(channelId)) throw new StandInUsageError(`unknown channel ${channelId}`);
    return createThread(this.runtime, { parentId: channelId, name, ownerId, ...(options.id ? { id: options.id } : {}) });
  }

  /**
   * A user posts a plain message (the bot sees MESSAGE_CREATE). `components` lets a test forge a
   * message with buttons (e.g. posted "as" the bot by passing `user: sim.botUserId`).
   */
  postMessage(input: { user: string; channel: string; content: string; components?: Json[] }): StandInMessage {
    const body: Json = { content: input.content, ...(input.components ? { components: input.components } : {}) };
    return createMessage(this.runtime, { channelId: input.channel, authorId: input.user, body });
  }

  /** The DM channel between the bot and a user, creating it if needed. */
  openDm(userId: string): StandInChannel {
    return openDmChannel(this.runtime, userId);
  }

  // ---- interactions ----
  /** Dispatch a slash command without waiting; see {@link response}. */
  sendSlash(input: InteractionTarget & CommandInvocation): InteractionRecord {
    this.requireBot();
    const data = buildCommandData(this.runtime, { userId: input.user, channelId: input.channel }, input);
    return dispatchInteraction(this.runtime, { type: InteractionType.ApplicationCommand, userId: input.user, channelId: input.channel, data });
  }

  /** Run a slash command as a user and resolve with the bot's complete response. */
  async slash(input: SlashInput): Promise<InteractionResult> {
    return this.response(this.sendSlash(input).id, input);
  }

  /** Type into an autocomplete option; resolves with the offered choices. */
  async autocomplete(input: AutocompleteInput): Promise<Json[]> {
    this.requireBot();
    const data = buildCommandData(this.runtime, { userId: input.user, channelId: input.channel }, input, { name: input.focused, value: input.value });
    const record = dispatchInteraction(this.runtime, { type: InteractionType.Autocomplete, userId: input.user, channelId: input.channel, data });
    const result = await this.response(record.id, input);
    if (result.choices === null) throw new Error(`autocomplete answered with callback type ${result.callbackType}`);
    return result.choices;
  }

  /** Click a button on a stored message. */
  async clickButton(input: ComponentInput): Promise<InteractionResult> {
    return this.component(input, 2, undefined);
  }

  /** Pick values in a string select menu on a stored message. */
  async selectMenu(input: SelectInput): Promise<InteractionResult> {
    return this.component(input, 3, input.values);
  }

  sendComponent(input: ComponentInput, componentType: number, values?: string[]): InteractionRecord {
    this.requireBot();
    const message = this.state.messages.get(input.messageId);
    if (!message || message.deleted) throw new StandInUsageError(`unknown message ${input.messageId}`);
    // Discord shows an ephemeral message (or a DM) to its recipient only: nobody else can press it.
    if (!this.state.canSee(input.user, message)) throw new StandInUsageError(`message ${message.id} is shown only to another user; ${input.user} cannot see or press it`);
    const component = findComponent(message.components, input.customId);
    if (!component) throw new StandInUsageError(`message ${message.id} has no component "${input.customId}"`);
    if (component.disabled) throw new StandInUsageError(`component "${input.customId}" is disabled`);
    const data: Json = { custom_id: input.customId, component_type: componentType };
    if (values) data.values = values;
    return dispatchInteraction(this.runtime, {
      type: InteractionType.MessageComponent,
      userId: input.user,
      channelId: message.channelId,
      data,
      sourceMessage: message,
    });
  }

  private async component(input: ComponentInput, type: number, values: string[] | undefined): Promise<InteractionResult> {
    return this.response(this.sendComponent(input, type, values).id, input);
  }

  /** Submit a modal (text inputs by custom_id). */
  async submitModal(input: ModalInput): Promise<InteractionResult> {
    this.requireBot();
    const message = input.messageId ? this.state.messages.get(input.messageId) : undefined;
    if (input.messageId && !message) throw new StandInUsageError(`unknown message ${input.messageId}`);
    if (message && !this.state.canSee(input.user, message)) throw new StandInUsageError(`message ${message.id} is shown only to another user; ${input.user} cannot see it`);
    const data: Json = {
      custom_id: input.customId,
      components: Object.entries(input.fields).map(([customId, value]) => ({
        type: 1,
        components: [{ type: 4, custom_id: customId, value }],
      })),
    };
    const record = dispatchInteraction(this.runtime, {
      type: InteractionType.ModalSubmit,
      userId: input.user,
      channelId: input.channel,
      data,
      sourceMessage: message,
    });
    return this.response(record.id, input);
  }

  /**
   * Ends the wait of slash() & co. when `handled(interactionId)` resolves (e.g. the bot's own "I have
   * handled it", RunningBot.inFlight.done) instead of after `settleMs` of quiet: exact, and no idle time.
   * A call that passes its own `settleMs` still waits for quiet. `null` goes back to `settleMs`.
   */
  settleOn(handled: ((interactionId: string) => Promise<unknown>) | null): void {
    this.runtime.config.settleOn = handled;
  }

  /** Wait for the complete response to an interaction dispatched earlier. */
  response(interactionId: string, options: WaitOptions = {}): Promise<InteractionResult> {
    const record = this.state.interactions.get(interactionId);
    if (!record) return Promise.reject(new StandInUsageError(`unknown interaction ${interactionId}`));
    return waitForResponse(this.runtime, record, options);
  }

  /** Current state of an interaction's response (without waiting). */
  interaction(interactionId: string): InteractionResult | undefined {
    const record = this.state.interactions.get(interactionId);
    return record ? resultOf(this.runtime, record) : undefined;
  }

  private requireBot(): void {
    if (!this.botConnected) throw new StandInUsageError('no bot is connected to the stand-in gateway');
  }

  // ---- inspection ----
  /** Registered commands: global (no argument) or for one guild. */
  commands(guildId?: string): StandInCommand[] {
    return [...this.state.commandsFor(guildId ?? null)];
  }
  /**
   * Messages in a channel, oldest first (ephemeral ones only if asked). With `viewer`, only those that
   * user sees: the channel's public messages and the ephemeral ones shown to them.
   */
  messages(channelId: string, options: { includeEphemeral?: boolean; viewer?: string } = {}): StandInMessage[] {
    return this.state
      .messagesIn(channelId)
      .filter((m) => (options.includeEphemeral || options.viewer !== undefined || !m.ephemeral) && (options.viewer === undefined || this.state.canSee(options.viewer, m)));
  }
  /** The user besides its author who sees a message (ephemeral: the interaction's user; DM: the recipient), or null for everyone. */
  recipientOf(message: StandInMessage): string | null {
    return this.state.recipientOf(message);
  }
  message(messageId: string): StandInMessage | undefined {
    return this.state.messages.get(messageId);
  }
  channel(channelId: string): StandInChannel | undefined {
    return this.state.channels.get(channelId);
  }
  guild(guildId: string): StandInGuild | undefined {
    return this.state.guilds.get(guildId);
  }
  user(userId: string): StandInUser | undefined {
    return this.state.user(userId);
  }
  threads(channelId: string): StandInChannel[] {
    return this.state.threadsOf(channelId);
  }
  dmChannel(userId: string): StandInChannel | undefined {
    return this.state.dmChannelOf(userId);
  }
  /** Messages the bot sent a user by DM. */
  dmMessages(userId: string): StandInMessage[] {
    const channel = this.state.dmChannelOf(userId);
    return channel ? this.state.messagesIn(channel.id) : [];
  }
  attachment(attachmentId: string): StandInAttachment | undefined {
    return this.state.attachments.get(attachmentId);
  }

  /**
   * Resolve with `predicate`'s first truthy value. It is checked now, after every change the stand-in sees
   * (a message, an edit, an interaction's reply or follow-up, a thread: the next turn of the event loop, once the
   * change is complete) and every 10 ms besides (for conditions outside the stand-in, e.g. the database).
   * Polling alone waited ~17 ms per call on average (test/e2e/story-1828: 9.5 s of its 28 s).
   */
  waitFor<T>(predicate: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      let done = false;
      let queued = false;
      const stop = () => {
        done = true;
        clearTimeout(poll);
        for (const e of WAKE_EVENTS) this.emitter.off(e, wake);
      };
      const tick = () => {
        if (done) return;
        let value: T | undefined | null | false;
        try {
          value = predicate();
        } catch (err) {
          stop();
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        if (value) {
          stop();
          return resolve(value);
        }
        if (Date.now() - started >= timeoutMs) {
          stop();
          return reject(new Error(`waitFor: condition not met within ${timeoutMs} ms`));
        }
      };
      const polled = () => {
        tick();
        if (!done) poll = setTimeout(polled, 10);
      };
      const wake = () => {
        if (queued || done) return;
        queued = true;
        setImmediate(() => {
          queued = false;
          tick();
        });
      };
      let poll = setTimeout(polled, 10);
      for (const e of WAKE_EVENTS) this.emitter.on(e, wake);
      tick();
    });
  }

  /** Resolve when the bot has identified on the gateway. */
  waitForBot(timeoutMs = 5000): Promise<true> {
    return this.waitFor(() => this.botConnected, timeoutMs);
  }
}
