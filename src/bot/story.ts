// /game chart: each player's net worth over the game, with the ranking. The handler only; the subcommand
// is declared in commands/game.ts.
import { AttachmentBuilder } from 'discord.js';
import type { ChatInputCommandInteraction } from 'discord.js';
import { renderChart } from '../render/chart.ts';
import type { BotContext } from './context.ts';
import { answer, deferPublic } from './respond.ts';
import { Refusal } from './services/refusal.ts';
import { resolveGame } from './services/resolve.ts';

const STARTED = ['active', 'paused', 'finished', 'abandoned'];

export async function chartCommand(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx, { statuses: STARTED });
  await deferPublic(i);
  const live = await ctx.games.load(record.id);
  if (!live.game) throw new Refusal('This game has not started yet, so there is nothing to chart.');
  const png = renderChart(live.game);
  const file = new AttachmentBuilder(png, { name: `game-${record.id}-${live.game.log.length}-chart.png` });
  await answer(i, { content: `Net worth of each player over game #${record.id}, ranked by the latest value.`, files: [file] });
}
