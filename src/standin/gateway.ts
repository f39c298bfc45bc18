import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { guildCreateJson, memberJson, userJson } from './payloads.ts';
import type { Dispatcher, StandInRuntime } from './runtime.ts';
import type { Json } from './types.ts';

export const GatewayIntent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
} as const;

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  Resume: 6,
  RequestGuildMembers: 8,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

interface Session {
  socket: WebSocket;
  seq: number;
  intents: number;
  identified: boolean;
  sessionId: string;
  /** [shard id, shard count] from IDENTIFY ([0, 1] = unsharded). */
  shard: [number, number];
}

/** Discord's rule: a guild's events go to shard (guild_id >> 22) % shard_count; DMs to shard 0. */
export function shardOf(guildId: string | null | undefined, count: number): number {
  if (!guildId || count <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

function guildOfEvent(event: string, data: Json): string | null {
  if (event === 'GUILD_CREATE' || event === 'GUILD_UPDATE') return String(data?.id ?? '') || null;
  const id = data?.guild_id;
  return typeof id === 'string' && id ? id : null;
}

/** The gateway half of the stand-in: a JSON, uncompressed v10 gateway at `/gateway`. */
export class Gateway implements Dispatcher {
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<Session>();
  private readonly joinedAt = new Date().toISOString();

  constructor(
    server: Server,
    private readonly runtime: StandInRuntime,
    private readonly heartbeatIntervalMs = 41_250,
  ) {
    this.wss = new WebSocketServer({ server, path: '/gateway' });
    this.wss.on('connection', (socket) => this.accept(socket));
  }

  get url(): string {
    return `${this.runtime.origin().replace(/^http/, 'ws')}/gateway`;
  }

  /** Number of identified bot sessions. */
  get connectedCount(): number {
    return [...this.sessions].filter((s) => s.identified).length;
  }

  dispatch(event: string, data: Json, requiredIntent?: number): void {
    const guildId = guildOfEvent(event, data);
    for (const session of this.sessions) {
      if (!session.identified) continue;
      if (shardOf(guildId, session.shard[1]) !== session.shard[0]) continue;
      if (requiredIntent !== undefined && (session.intents & requiredIntent) === 0) continue;
      this.send(session, { op: Op.Dispatch, t: event, s: ++session.seq, d: data });
    }
  }

  /** Announce a guild to connected bots (used when a guild is created after READY). */
  dispatchGuildCreate(guildId: string): void {
    const guild = this.runtime.state.guilds.get(guildId);
    if (guild) this.dispatch('GUILD_CREATE', guildCreateJson(this.runtime.state, guild, this.joinedAt));
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    const session: Session = { socket, seq: 0, intents: 0, identified: false, sessionId: randomUUID(), shard: [0, 1] };
    this.sessions.add(session);
    socket.on('close', () => this.sessions.delete(session));
    socket.on('error', () => this.sessions.delete(session));
    socket.on('message', (raw) => {
      let packet: Json;
      try {
        packet = JSON.parse(String(raw)) as Json;
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      this.handle(session, packet);
    });
    this.send(session, { op: Op.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs } });
  }

  private handle(session: Session, packet: Json): void {
    switch (packet.op) {
      case Op.Heartbeat:
        this.send(session, { op: Op.HeartbeatAck });
        return;
      case Op.Identify:
        this.identify(session, packet.d as Json);
        return;
      case Op.Resume:
        session.identified = true;
        session.seq = Number((packet.d as Json)?.seq ?? session.seq);
        this.send(session, { op: Op.Dispatch, t: 'RESUMED', s: ++session.seq, d: {} });
        return;
      case Op.RequestGuildMembers:
        this.sendMemberChunk(session, packet.d as Json);
        return;
      case Op.PresenceUpdate:
        return;
      default:
        this.runtime.config.log(`[standin] gateway: ignored op ${String(packet.op)}`);
    }
  }

  private identify(session: Session, d: Json): void {
    const { config, state } = this.runtime;
    if (config.token !== null && d?.token !== config.token) {
      session.socket.close(4004, 'Authentication failed.');
      return;
    }
    session.intents = Number(d?.intents ?? 0);
    const shard = Array.isArray(d?.shard) ? [Number(d.shard[0]), Number(d.shard[1])] : [0, 1];
    if (!(Number.isInteger(shard[0]) && Number.isInteger(shard[1]) && shard[1]! >= 1 && shard[0]! >= 0 && shard[0]! < shard[1]!)) {
      session.socket.close(4010, 'Invalid shard.');
      return;
    }
    session.shard = shard as [number, number];
    session.identified = true;
    const mine = [...state.guilds.values()].filter((g) => shardOf(g.id, session.shard[1]) === session.shard[0]);
    const bot = state.user(config.botUserId)!;
    this.send(session, {
      op: Op.Dispatch,
      t: 'READY',
      s: ++session.seq,
      d: {
        v: 10,
        user: { ...userJson(bot), verified: true, mfa_enabled: false },
        guilds: mine.map((g) => ({ id: g.id, unavailable: true })),
        session_id: session.sessionId,
        resume_gateway_url: this.url,
        shard: session.shard,
        application: { id: config.applicationId, flags: 0 },
        private_channels: [],
        relationships: [],
        presences: [],
        guild_join_requests: [],
        user_settings: {},
        geo_ordered_rtc_regions: [],
      },
    });
    for (const guild of mine) {
      this.send(session, {
        op: Op.Dispatch,
        t: 'GUILD_CREATE',
        s: ++session.seq,
        d: guildCreateJson(state, guild, this.joinedAt),
      });
    }
    this.runtime.events.emit('ready');
  }

  private sendMemberChunk(session: Session, d: Json): void {
    const { state } = this.runtime;
    const guildId = String(d?.guild_id ?? '');
    const wanted: string[] | null = d?.user_ids ? [d.user_ids].flat().map(String) : null;
    const query = typeof d?.query === 'string' ? d.query.toLowerCase() : '';
    const members = state.guildMembers(guildId).filter((m) => {
      if (wanted) return wanted.includes(m.userId);
      return (state.user(m.userId)?.username ?? '').toLowerCase().startsWith(query);
    });
    const limit = Number(d?.limit ?? 0);
    const chosen = limit > 0 ? members.slice(0, limit) : members;
    this.send(session, {
      op: Op.Dispatch,
      t: 'GUILD_MEMBERS_CHUNK',
      s: ++session.seq,
      d: {
        guild_id: guildId,
        members: chosen.map((m) => memberJson(state, m)),
        chunk_index: 0,
        chunk_count: 1,
        not_found: wanted ? wanted.filter((id) => !members.some((m) => m.userId === id)) : undefined,
        nonce: d?.nonce,
      },
    });
  }

  private send(session: Session, payload: Json): void {
    if (session.socket.readyState === session.socket.OPEN) session.socket.send(JSON.stringify(payload));
  }
}
