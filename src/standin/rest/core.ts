import { createTextChannel } from '../channels.ts';
import { errors } from '../errors.ts';
import { channelJson, commandJson, guildJson, memberJson, roleJson, userJson } from '../payloads.ts';
import type { RouteRequest, Router } from '../router.ts';
import { noContent, ok } from '../router.ts';
import type { StandInRuntime } from '../runtime.ts';
import type { Json, StandInCommand } from '../types.ts';

/** Gateway discovery, the bot's own user/application, commands, guilds and users. */
export function registerCoreRoutes(router: Router, rt: StandInRuntime, gatewayUrl: () => string): void {
  const { state, config } = rt;

  const gatewayInfo = () => ({
    url: gatewayUrl(),
    shards: 1,
    session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
  });
  router.on('GET', '/gateway/bot', () => ok(gatewayInfo()));
  router.on('GET', '/gateway', () => ok({ url: gatewayUrl() }));

  const bot = () => state.user(config.botUserId)!;
  router.on('GET', '/users/@me', () => ok({ ...userJson(bot()), verified: true, mfa_enabled: false }));
  router.on('GET', '/users/@me/guilds', () =>
    ok([...state.guilds.values()].map((g) => ({ id: g.id, name: g.name, icon: null, owner: false, permissions: '0', features: [] }))),
  );
  router.on('GET', '/users/:user', (req) => {
    const user = state.user(req.params.user!);
    if (!user) throw errors.unknownUser();
    return ok(userJson(user));
  });
  router.on('GET', '/applications/@me', () =>
    ok({
      id: config.applicationId,
      name: bot().username,
      icon: null,
      description: '',
      bot_public: false,
      bot_require_code_grant: false,
      flags: 0,
      bot: userJson(bot()),
      owner: userJson(bot()),
      verify_key: '0'.repeat(64),
      team: null,
      approximate_guild_count: state.guilds.size,
    }),
  );

  // Application commands, global and per guild.
  const listFor = (req: RouteRequest): { guildId: string | null; list: StandInCommand[] } => {
    if (req.params.app !== config.applicationId) throw errors.unknownWebhook();
    const guildId = req.params.guild ?? null;
    if (guildId && !state.guilds.has(guildId)) throw errors.unknownGuild();
    return { guildId, list: state.commandsFor(guildId) };
  };
  const save = (guildId: string | null, list: StandInCommand[]) => {
    if (guildId) state.guildCommands.set(guildId, list);
    else state.globalCommands.splice(0, state.globalCommands.length, ...list);
    rt.events.emit('commands', list, guildId);
  };
  const toCommand = (raw: Json, guildId: string | null, existing: StandInCommand[]): StandInCommand => {
    if (typeof raw.name !== 'string' || !raw.name) throw errors.invalidBody('name: required');
    const type = Number(raw.type ?? 1);
    const previous = existing.find((c) => c.name === raw.name && c.type === type);
    return {
      id: previous?.id ?? state.ids.next(),
      applicationId: config.applicationId,
      guildId,
      name: raw.name,
      type,
      description: typeof raw.description === 'string' ? raw.description : '',
      options: Array.isArray(raw.options) ? raw.options : [],
      raw,
    };
  };

  for (const base of ['/applications/:app/commands', '/applications/:app/guilds/:guild/commands']) {
    router.on('GET', base, (req) => ok(listFor(req).list.map(commandJson)));
    router.on('PUT', base, (req) => {
      const { guildId, list } = listFor(req);
      if (!Array.isArray(req.body)) throw errors.invalidBody('expected an array of commands');
      const next = (req.body as Json[]).map((raw) => toCommand(raw, guildId, list));
      save(guildId, next);
      return ok(next.map(commandJson));
    });
    router.on('POST', base, (req) => {
      const { guildId, list } = listFor(req);
      const command = toCommand(req.body, guildId, list);
      save(guildId, [...list.filter((c) => c.id !== command.id), command]);
      return { status: list.some((c) => c.id === command.id) ? 200 : 201, body: commandJson(command) };
    });
    router.on('GET', `${base}/:command`, (req) => {
      const command = listFor(req).list.find((c) => c.id === req.params.command);
      if (!command) throw errors.unknownCommand();
      return ok(commandJson(command));
    });
    router.on('PATCH', `${base}/:command`, (req) => {
      const { guildId, list } = listFor(req);
      const current = list.find((c) => c.id === req.params.command);
      if (!current) throw errors.unknownCommand();
      const updated = { ...toCommand({ ...current.raw, ...req.body }, guildId, list), id: current.id };
      save(guildId, list.map((c) => (c.id === current.id ? updated : c)));
      return ok(commandJson(updated));
    });
    router.on('DELETE', `${base}/:command`, (req) => {
      const { guildId, list } = listFor(req);
      if (!list.some((c) => c.id === req.params.command)) throw errors.unknownCommand();
      save(guildId, list.filter((c) => c.id !== req.params.command));
      return noContent();
    });
  }

  // Guilds and members.
  const guildOf = (req: RouteRequest) => {
    const guild = state.guilds.get(req.params.guild!);
    if (!guild) throw errors.unknownGuild();
    return guild;
  };
  router.on('GET', '/guilds/:guild', (req) => ok(guildJson(state, guildOf(req))));
  router.on('GET', '/guilds/:guild/channels', (req) =>
    ok(state.guildChannels(guildOf(req).id).map((c) => channelJson(state, c))),
  );
  router.on('POST', '/guilds/:guild/channels', (req) => {
    const guild = guildOf(req);
    if (Number(req.body.type ?? 0) !== 0) throw errors.invalidBody('type: the stand-in only creates text channels');
    if (typeof req.body.name !== 'string' || !req.body.name) throw errors.invalidBody('name: required');
    return { status: 201, body: channelJson(state, createTextChannel(rt, guild.id, req.body.name)) };
  });
  router.on('GET', '/guilds/:guild/threads/active', (req) => {
    const threads = state.guildThreads(guildOf(req).id).filter((t) => !t.archived);
    return ok({ threads: threads.map((t) => channelJson(state, t)), members: [] });
  });
  router.on('GET', '/guilds/:guild/roles', (req) => ok(guildOf(req).roles.map(roleJson)));
  router.on('GET', '/guilds/:guild/members', (req) => {
    const limit = Number(req.query.get('limit') ?? 1);
    const after = req.query.get('after') ?? '0';
    const members = state
      .guildMembers(guildOf(req).id)
      .filter((m) => BigInt(m.userId) > BigInt(after))
      .slice(0, Math.max(1, limit));
    return ok(members.map((m) => memberJson(state, m)));
  });
  router.on('GET', '/guilds/:guild/members/:user', (req) => {
    const member = state.member(guildOf(req).id, req.params.user === '@me' ? config.botUserId : req.params.user!);
    if (!member) throw errors.unknownMember();
    return ok(memberJson(state, member));
  });
}
