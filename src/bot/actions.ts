// Submitting a game action from a slash command: the pattern every /act command follows.
//   await submitAction(interaction, ctx, (live, player) => ({ type: 'pass', entity: player }));
// Defers ephemerally, finds the game, lets the game service check seat/turn/rules and store it,
// then posts what happened in the game's thread and tells the actor privately. An action that takes
// another player's property is not stored yet: that player is asked first (returns null).
import { AttachmentBuilder, MessageFlags } from 'discord.js';
import type { ChatInputCommandInteraction, MessageCreateOptions, RepliableInteraction } from 'discord.js';
import type { BotContext } from './context.ts';
import { deferAlongside } from './respond.ts';
import type { ActOptions, ActionBuilder, ActResult, LiveGame } from './services/games.ts';
import { postToGame } from './services/announce.ts';
import { gameImages } from './services/images.ts';
import { imagesForAction, type ImageKind } from './services/image-policy.ts';
import { seatOfUser } from './services/players.ts';
import { resolveGameId } from './services/resolve.ts';
import { moveMessage } from './services/status.ts';
import { moveStory } from './services/story.ts';
import { splitMessage } from './split.ts';
import { messageComponents } from './titles/registry.ts';
import { sealedAfterAction } from './sealed/rounds.ts';
import { stillSealed } from '../engine/sealed.ts';
import { viewGame, type GameView } from '../engine/view.ts';
import { askConsent } from './consent/ask.ts';
import { ConsentNeeded } from './services/consent-needed.ts';

/** Files (pictures, if the title has a renderer) for a game message. */
export async function statusFiles(ctx: BotContext, live: LiveGame, kind: 'turn' | 'full' | readonly ImageKind[] = 'turn'): Promise<AttachmentBuilder[]> {
  if (!live.game) return [];
  try {
    const base = `game-${live.record.id}-${live.game.log.length}`;
    return gameImages(viewGame(live.game, null), kind).map((img) => new AttachmentBuilder(img.png, { name: `${base}-${img.name}.png`, description: img.label }));
  } catch (err) {
    ctx.log.warn({ gameId: live.record.id, err: err instanceof Error ? err.message : String(err) }, 'status image failed');
    return [];
  }
}

/** A status sent on several pages says which is which, under the message (if it still fits one). */
export function withPageNames(text: string, files: AttachmentBuilder[]): string {
  const pages = files.map((f) => f.description ?? '').filter((d) => /^status page/.test(d));
  const line = `📄 ${pages.join(' · ')}`;
  return pages.length && text.length + line.length < 2000 ? `${text}\n${line}` : text;
}

/** A game as the thread shows it: the public's view. */
const shown = (live: LiveGame): GameView | null => live.game && viewGame(live.game, null);

/** Train phase (a number in 18xx states; Chicago Express's 'auction' | 'turn' is no phase). */
const phaseOf = (game: { state: unknown }): number | undefined => {
  const phase = game.state && typeof game.state === 'object' ? (game.state as Record<string, unknown>).phase : undefined;
  return typeof phase === 'number' ? phase : undefined;
};

export type GamePost = (content: string, extra?: { files?: AttachmentBuilder[]; components?: MessageCreateOptions['components'] }) => Promise<unknown>;

export interface Story {
  lines: string[];
  /** A sealed action whose round is still open: no narration, no pictures. */
  sealed: boolean;
}

/** What an accepted action did, in lines for the thread (its first line is the actor's acknowledgement). */
export function storyOf(ctx: BotContext, result: ActResult, userId: string): Story {
  const live = result.after;
  const name = seatOfUser(live.seats, userId)?.name ?? `<@${userId}>`;
  let lines = [`**${name}**: ${result.summary}`];
  // While its round is open, a sealed action gets no narration and no pictures (nothing to leak).
  const sealed = result.secret && !!live.game && stillSealed(live.game, result.action);
  if (live.game && !sealed) {
    try {
      lines = moveStory(shown(result.before), shown(live)!, result.action, result.summary, name, live.seats);
    } catch (err) {
      ctx.log.warn({ gameId: live.record.id, err: err instanceof Error ? err.message : String(err) }, 'narrate failed');
    }
  }
  return { lines, sealed };
}

/**
 * The thread message after an accepted action: what happened, the status, whose turn. Posted in the
 * game's thread, or through `post` (e.g. as the interaction's own follow-up). Returns the words for
 * what happened (the actor's acknowledgement).
 */
export async function announceAction(ctx: BotContext, result: ActResult, userId: string, post?: GamePost, story = storyOf(ctx, result, userId)): Promise<string> {
  const send: GamePost = post ?? ((content, extra) => postToGame(ctx, result.after.record, content, extra));
  const live = result.after;
  const { lines, sealed } = story;
  const before = shown(result.before);
  const after = shown(live);
  const phaseEnded = !!before && !!after && phaseOf(before) !== phaseOf(after);
  const text = moveMessage(live, before, lines, phaseEnded);
  if (text.length > 2000) {
    // Too long for one Discord message (only when a phase ended): what happened first, then the rest.
    await send(lines.join('\n').slice(0, 2000));
  }
  const kinds = sealed ? [] : imagesForAction(before, after, result.action);
  const files = await statusFiles(ctx, live, kinds);
  const body = text.length > 2000 ? moveMessage(live, before, [], true) : text;
  await send(withPageNames(body, files), { files, components: messageComponents(live) });
  await sealedAfterAction(ctx, before, live);
  return ackWords(lines);
}

/** The actor's acknowledgement: the first line of the story, without the name it starts with. */
export function ackWords(lines: string[]): string {
  const first = (lines.find((l) => !l.startsWith('—')) ?? lines[0] ?? '').replace(/^\*\*[^*]+\*\*: /, '');
  return lines.length > 1 ? `${first} …` : first;
}

/**
 * Post in the game's thread as follow-ups of an interaction made there. Interaction responses do not
 * count against Discord's global rate limit (50 requests/s per bot), so a busy bot's moves are not
 * held up by its channel posts. Falls back to an ordinary post if the interaction cannot take it.
 */
export function followUpPost(ctx: BotContext, interaction: RepliableInteraction, result: ActResult): GamePost {
  return async (content, extra = {}) => {
    const parts = splitMessage(content);
    let last: { url: string } | null = null;
    try {
      for (const [n, part] of parts.entries()) {
        const final = n === parts.length - 1;
        last = await interaction.followUp({ content: part, ...(final ? extra : {}), allowedMentions: { parse: ['users'] } });
      }
    } catch (err) {
      ctx.log.warn({ gameId: result.after.record.id, err: err instanceof Error ? err.message : String(err) }, 'follow-up failed; posting instead');
      return postToGame(ctx, result.after.record, content, extra);
    }
    if (last) ctx.store.noteLastMessage(result.after.record.id, last.url);
    return last;
  };
}

/** Private words for the actor (a sealed action shows its own content to its author only). */
function ackText(result: ActResult, where: string, told: string): string {
  if (result.secret) {
    const { type, entity: _e, entity_type: _t, id: _i, created_at: _c, round: _r, ...rest } = result.action;
    if (rest.bids && typeof rest.bids === 'object') {
      const bids = Object.entries(rest.bids as Record<string, unknown>).map(([item, price]) => `${item} ${String(price)}`);
      return `🔒 Your bid sheet is in (${bids.join(', ') || 'no bids'}). Others only see that you submitted. /bid shows it.`;
    }
    const details = Object.entries(rest).map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
    return `🔒 Your sealed ${type} is in (${details}). Others only see that you ${type === 'bid' ? 'bid' : 'acted'}.`;
  }
  return `✅ ${told || result.summary}${where}`;
}

/** The actor's private answer (the edit of the deferral). */
async function ackPrivately(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  if (interaction.deferred || interaction.replied) await interaction.editReply({ content });
  else await interaction.reply({ content, flags: MessageFlags.Ephemeral });
}

export async function submitAction(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  build: ActionBuilder,
  opts: ActOptions & { undo?: boolean } = {},
): Promise<ActResult | null> {
  // Acknowledged at once (Discord's 3 seconds), while the move is worked out.
  const deferral = deferAlongside(interaction);
  let result: ActResult;
  try {
    const gameId = await resolveGameId(interaction, ctx);
    try {
      result = opts.undo ? await ctx.games.undo(gameId, interaction.user.id) : await ctx.games.act(gameId, interaction.user.id, build, opts);
    } catch (err) {
      if (!(err instanceof ConsentNeeded)) throw err;
      // It takes another player's property: ask them; it is stored only if they accept (src/bot/consent).
      await deferral.now();
      await askConsent(interaction, ctx, err.request);
      return null;
    }
  } finally {
    await deferral.settle();
  }
  const thread = result.after.record.threadId;
  const story = storyOf(ctx, result, interaction.user.id);
  if (thread && thread === interaction.channelId) {
    // Made in the game's thread: the private ack first, then the thread's message as a follow-up
    // (interaction responses do not count against Discord's global rate limit).
    await ackPrivately(interaction, ackText(result, '', ackWords(story.lines)));
    await announceAction(ctx, result, interaction.user.id, followUpPost(ctx, interaction, result), story);
    return result;
  }
  const told = await announceAction(ctx, result, interaction.user.id, undefined, story);
  await ackPrivately(interaction, ackText(result, thread ? ` — see <#${thread}>.` : '', told));
  return result;
}
