// /game chart (each player's net worth over the game, with the ranking) and /game log (the recent story,
// privately). Handlers only; the subcommands are declared in commands/game.ts.
import { AttachmentBuilder } from 'discord.js';
import type { ChatInputCommandInteraction } from 'discord.js';
import { renderChart } from '../render/chart.ts';
import { viewGame } from '../engine/view.ts';
import type { BotContext } from './context.ts';
import { answer, answerLong, deferEphemeral, deferPublic } from './respond.ts';
import { Refusal } from './services/refusal.ts';
import { resolveGame } from './services/resolve.ts';
import { recentStory } from './services/story.ts';
import { playerIdOf } from './services/players.ts';

const STARTED = ['active', 'paused', 'finished', 'abandoned'];

export async function chartCommand(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx, { statuses: STARTED });
  await deferPublic(i);
  const live = await ctx.games.load(record.id);
  if (!live.game) throw new Refusal('This game has not started yet, so there is nothing to chart.');
  const png = renderChart(viewGame(live.game, null));
  const file = new AttachmentBuilder(png, { name: `game-${record.id}-${live.game.log.length}-chart.png` });
  await answer(i, { content: `Net worth of each player over game #${record.id}, ranked by the latest value.`, files: [file] });
}

/** Default and largest number of moves `/game log` tells. */
const LOG_DEFAULT = 10;
const LOG_MAX = 60;

export async function logCommand(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx, { statuses: STARTED });
  await deferEphemeral(i);
  const live = await ctx.games.load(record.id);
  if (!live.game) throw new Refusal('This game has not started yet, so nothing has happened.');
  const last = Math.min(LOG_MAX, Math.max(1, i.options.getInteger('last') ?? LOG_DEFAULT));
  // a private reply: the asker's own view (their sealed bids too), the public's if they are not seated
  const lines = recentStory(viewGame(live.game, playerIdOf(live.game, live.seats, i.user.id) ?? null), live.seats, last);
  const head = `**Game #${record.id}: the last ${last === 1 ? 'move' : `${last} moves`}**`;
  await answerLong(i, [head, ...(lines.length ? lines : ['Nothing has happened yet.'])].join('\n'), { allowedMentions: { parse: [] } });
}
