// /routes: the engine's best routes for the operating corporation, shown train by train, with buttons
// that run them and then pay out or withhold. Ids carry game id and log length (safe after a restart).
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import { hexName, operatingNow } from '../../../engine/18xx/queries/operating.ts';
import type { Action } from '../../../engine/types.ts';
import { makeCustomId } from '../../customId.ts';
import { Refusal } from '../../services/refusal.ts';
import { whatNow, type XxMoves } from './moves.ts';

export const ROUTES_PREFIX = 'xxr';

export interface RouteLine {
  train: string;
  stops: string[];
  revenue: number | null;
}

export interface RoutesPlan {
  corp: string;
  action: Action;
  revenue: number;
  lines: RouteLine[];
}

/** The hexes a route stops at, from its connections (one hex chain per leg between stops). */
export function routeStops(connections: string[][]): string[] {
  const stops: string[] = [];
  for (const leg of connections) {
    for (const end of [leg[0], leg[leg.length - 1]]) if (end && !stops.includes(end)) stops.push(end);
  }
  // Legs are stored in any direction: order the stops along the path when they chain.
  return stops;
}

/** The engine's best run for the corporation now, or a Refusal saying what to do instead. */
export function routesPlan(m: XxMoves): RoutesPlan {
  const run = m.choices.find((c) => c.action.type === 'run_routes');
  const now = operatingNow(m.state);
  if (!run || !now) throw new Refusal(`There are no trains to run now. ${whatNow(m)}`);
  const routes = (run.action.routes as { train: string; connections: string[][]; revenue?: number }[]) ?? [];
  const lines = routes.map((r) => ({ train: r.train, stops: routeStops(r.connections), revenue: typeof r.revenue === 'number' ? r.revenue : null }));
  const revenue = lines.reduce((s, l) => s + (l.revenue ?? 0), 0);
  return { corp: now.corp, action: { ...run.action, routes: routes.map((r) => ({ train: r.train, connections: r.connections })) }, revenue, lines };
}

export function planText(m: XxMoves, plan: RoutesPlan): string {
  const name = (hex: string) => {
    const n = hexName(m.state, hex);
    return n ? `${hex} ${n}` : hex;
  };
  const trains = plan.lines.length
    ? plan.lines.map((l) => `• ${l.train}: ${l.stops.map(name).join(' → ')}${l.revenue === null ? '' : ` — $${l.revenue}`}`)
    : ['• no route earns anything'];
  return [`**${plan.corp}**'s best run: **$${plan.revenue}**`, ...trains].join('\n');
}

export function routeButtons(gameId: string, seq: number, plan: RoutesPlan): ActionRowData<MessageActionRowComponentData>[] {
  const b = (label: string, kind: string, style: ButtonStyle) =>
    new ButtonBuilder().setCustomId(makeCustomId(ROUTES_PREFIX, 'run', gameId, seq, kind)).setLabel(label).setStyle(style);
  const buttons = plan.revenue > 0 ? [b('Run these (payout)', 'payout', ButtonStyle.Primary), b('Run these (withhold)', 'withhold', ButtonStyle.Secondary)] : [b('Run these', 'none', ButtonStyle.Primary)];
  return [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON() as ActionRowData<MessageActionRowComponentData>];
}
