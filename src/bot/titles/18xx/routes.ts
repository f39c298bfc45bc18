// /routes: the engine's best routes for the operating corporation, shown train by train, with buttons
// that run them and then pay out or withhold. Ids carry game id and log length (safe after a restart).
import { money } from '../../../engine/18xx/money.ts';
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import { bestRun, entityName, hexName } from '../../../engine/18xx/face.ts';
import type { Action } from '../../../engine/types.ts';
import { makeCustomId, ownerArg } from '../../customId.ts';
import { Refusal } from '../../services/refusal.ts';
import { operatorChoices, operatorType, whatNow, type XxMoves } from './moves.ts';
import { trainName } from '../../services/story.ts';

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
  /** The step running now skips (track or token), if any. */
  skips: string | null;
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
  const mayRun = m.choices.some((c) => c.action.type === 'run_routes') || operatorChoices(m).some((c) => c.action.type === 'pass');
  const best = mayRun ? bestRun(m.state, m.ctx) : null;
  if (!best) throw new Refusal(`There are no trains to run now. ${whatNow(m)}`);
  const lines = best.routes.map((r) => ({ train: String(r.train), stops: routeStops(r.connections as string[][]), revenue: typeof r.revenue === 'number' ? r.revenue : null }));
  const action: Action = { type: 'run_routes', entity: best.corp, entity_type: operatorType(m), routes: best.routes };
  return { corp: best.corp, action, revenue: best.revenue, lines, skips: best.skips };
}

export function planText(m: XxMoves, plan: RoutesPlan): string {
  const name = (hex: string) => {
    const n = hexName(m.state, hex);
    return n ? `${hex} ${n}` : hex;
  };
  const trains = plan.lines.length
    ? plan.lines.map((l) => `• ${trainName(l.train)}: ${l.stops.map(name).join(' → ')}${l.revenue === null ? '' : ` — ${money(m.ctx.cfg, l.revenue)}`}`)
    : ['• no route earns anything'];
  // (the operator as players call it: a corporation by symbol, a minor by name)
  const corp = entityName(m.ctx, plan.corp, m.state);
  const skip = plan.skips ? [`(Running now ends ${corp}'s ${plan.skips} step.)`] : [];
  return [`**${corp}**'s best run: **${money(m.ctx.cfg, plan.revenue)}**`, ...trains, ...skip].join('\n');
}

/** The buttons under /routes' private answer, for `userId` (who asked) only. */
export function routeButtons(gameId: string, seq: number, plan: RoutesPlan, userId: string): ActionRowData<MessageActionRowComponentData>[] {
  const b = (label: string, kind: string, style: ButtonStyle) =>
    new ButtonBuilder().setCustomId(makeCustomId(ROUTES_PREFIX, 'run', gameId, seq, kind, ownerArg(userId))).setLabel(label).setStyle(style);
  const buttons = plan.revenue > 0 ? [b('Run these (payout)', 'payout', ButtonStyle.Primary), b('Run these (withhold)', 'withhold', ButtonStyle.Secondary)] : [b('Run these', 'none', ButtonStyle.Primary)];
  return [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON() as ActionRowData<MessageActionRowComponentData>];
}
