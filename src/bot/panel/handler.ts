// A press on a turn panel (button, select, page). Checked first: the presser is seated and is the player the
// panel is for, and the game is still at the position it was built at (else a private "out of date" with the
// fresh panel). A question continues privately (the press's own ephemeral message, updated on each later
// press); a move goes through the one pipeline (GameService.act: turn, rules, storage; consent asked when it
// takes another player's property), the thread gets its message, and the private message shows what was done
// with the player's next panel when the game still waits on them.
import { AttachmentBuilder, MessageFlags } from 'discord.js';
import type { ButtonInteraction, MessageComponentInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { LoadedGame } from '../../engine/game.ts';
import { activePlayers } from '../../engine/game.ts';
import { sealedSheet } from '../../engine/sealed.ts';
import type { PlayerId } from '../../engine/types.ts';
import { ackWords, announceAction, followUpPost, storyOf } from '../actions.ts';
import type { ComponentHandler } from '../command.ts';
import { askConsent } from '../consent/ask.ts';
import type { BotContext } from '../context.ts';
import { indexArg, parseIndex, type CustomId } from '../customId.ts';
import { clip, LIMITS } from '../fit.ts';
import { ConsentNeeded } from '../services/consent-needed.ts';
import type { ActResult } from '../services/games.ts';
import { playerIdOf, sameId, seatOfPlayer } from '../services/players.ts';
import { Refusal } from '../services/refusal.ts';
import type { SeatRecord } from '../services/store.ts';
import { titleBotOf } from '../titles/registry.ts';
import { buildPanel, panelRows, type Panel } from './build.ts';
import { parsePath, questionRows, topLevelRows, type Row } from './layout.ts';
import type { PanelPicture, PanelRefinement } from './refinement.ts';
import { nodeAt, type PanelNode } from './tree.ts';

type Press = ButtonInteraction | StringSelectMenuInteraction;

interface Shown {
  content: string;
  components: Row[];
  files: AttachmentBuilder[];
}

const refinementOf = (game: LoadedGame): PanelRefinement => titleBotOf(game.def)?.panel ?? {};

/** A question privately: its words, its picture (if the title draws one) and its components. */
export function showQuestion(panel: Panel, node: Extract<PanelNode, { kind: 'question' }>, page: number, refine: PanelRefinement, lead = ''): Shown {
  const type = node.item.choices[0]!.action.type;
  let picture: PanelPicture | null;
  try {
    picture = refine.picture?.(panel.src, { type, field: node.field, options: node.options }) ?? null;
  } catch {
    picture = null; // a picture is a help, never a reason to refuse the question
  }
  const numbered = !!picture && (refine.numbered?.(type, node.field) ?? false);
  const ask = numbered ? `Pick a number (1–${node.options.length}) from the picture.` : 'Choose below.';
  const caption = picture?.caption ? `\n${picture.caption}` : '';
  const content = clip(`${lead}**${node.title}** — ${ask}${caption}`, LIMITS.content);
  const components = questionRows(panel.src, panel.items, node, panel.at, page, refine);
  // without its picture a numbered question would be blind: its options then show as words
  const rows = numbered || !refine.numbered?.(type, node.field) ? components : questionRows(panel.src, panel.items, node, panel.at, page, { ...refine, numbered: () => false });
  return { content, components: rows, files: picture ? [new AttachmentBuilder(picture.png, { name: `${picture.name}.png` })] : [] };
}

/** The player's panel now, privately, after `lead` (or why they have no move). */
export function showPanel(gameId: string, game: LoadedGame, player: PlayerId, seats: SeatRecord[], lead: string): Shown {
  const refine = refinementOf(game);
  const waiting = activePlayers(game);
  // a sealed round has no panel: its bid sheets take it (their options name the items; a panel would list ids)
  if (sealedSheet(game, null)) return { content: clip(`${lead}Sealed bids are open: fill in your bid sheet (in your DMs, or **Open my bid sheet** in the thread) and press Submit.`, LIMITS.content), components: [], files: [] };
  const panel = waiting.some((p) => sameId(p, player)) ? buildPanel(gameId, game, player, refine) : null;
  if (!panel) {
    const names = waiting.map((p) => seatOfPlayer(seats, p)?.name ?? String(p));
    const tail = game.def.finished(game.state) ? 'The game is over.' : names.length ? `Waiting on ${names.join(', ')}.` : '';
    return { content: clip(`${lead}${tail}`, LIMITS.content), components: [], files: [] };
  }
  // a question numbered by its picture (a token's spots) is asked at once, its picture shown: one tap less
  const asked = panel.items
    .map((_, n) => nodeAt(panel.src, panel.items, [n], refine))
    .find((node): node is Extract<PanelNode, { kind: 'question' }> => node?.kind === 'question' && (refine.numbered?.(node.item.choices[0]!.action.type, node.field) ?? false));
  if (asked) {
    const q = showQuestion(panel, asked, 0, refine, lead);
    const room = 5 - q.components.length;
    if (q.files.length && room > 0) {
      const others = topLevelRows(panel.src, panel.items, panel.at, refine, { skip: asked.path[0], maxRows: room }).rows;
      return { ...q, components: [...q.components, ...others] };
    }
  }
  return { content: clip(`${lead}Your move: choose below.`, LIMITS.content), components: panelRows(panel, refine), files: [] };
}

/** Answer the press privately: a new ephemeral message for a press in the thread, else an update of the private one. */
async function begin(i: Press): Promise<void> {
  if (i.deferred || i.replied) return;
  if (i.message.flags.has(MessageFlags.Ephemeral)) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
}

async function show(i: Press, shown: Shown): Promise<void> {
  const payload = { content: shown.content, components: shown.components, files: shown.files };
  // a press on the thread's message acknowledged as an update (not by us) must never edit that public message
  if (!i.message.flags.has(MessageFlags.Ephemeral) && i.deferred && !i.ephemeral) {
    await i.followUp({ ...payload, flags: MessageFlags.Ephemeral });
    return;
  }
  await i.editReply({ ...payload, attachments: [] });
}

/** Where a press leads: the path and the page of a question, from the custom id and the picked value. */
function target(i: Press, id: CustomId): { path: number[]; page: number } {
  const path = parsePath(id.args[3]);
  if (!path) throw new Refusal('This button is not one I know. /game status shows where the game stands.');
  // (a page in the id, of a 'p' button or a question's menu, is a number like the rest)
  const page = id.args[4] === undefined ? 0 : indexArg(id.args[4]);
  if (id.verb === 'p') return { path, page };
  if (id.verb === 's' && i.isStringSelectMenu()) {
    const value = i.values[0] ?? '';
    const more = /^p(\d+)$/.exec(value);
    if (more) return { path, page: indexArg(more[1]) };
    const step = parseIndex(value);
    if (step === null) throw new Refusal('That option is not one I know.');
    return { path: [...path, step], page: 0 };
  }
  return { path, page: 0 };
}

/** Make the press's move (one or several actions) through the game service; null when consent was asked. */
async function act(i: Press, ctx: BotContext, panel: Panel, node: Extract<PanelNode, { kind: 'leaf' }>): Promise<ActResult[] | null> {
  const [first, ...then] = node.actions;
  try {
    const result = await ctx.games.act(panel.at.gameId, i.user.id, (live) => {
      if (live.game.log.length !== panel.at.seq) throw new Refusal('The game moved on just now; nothing was done. Look at the newest message in the thread.');
      return first!;
    }, then.length ? { then } : {});
    return [result, ...(result.followUps ?? [])];
  } catch (err) {
    if (!(err instanceof ConsentNeeded)) throw err;
    await askConsent(i, ctx, err.request);
    return null;
  }
}

export const panelHandler: ComponentHandler = async (interaction: ButtonInteraction | ModalSubmitInteraction, id: CustomId, ctx: BotContext) => {
  const i = interaction as unknown as MessageComponentInteraction;
  if (!i.isButton() && !i.isStringSelectMenu()) return;
  const press = i as Press;
  const [gameId = '', seqText = '', seatText = ''] = id.args;
  const live = await ctx.games.load(gameId);
  const game = live.game;
  if (!game || live.record.status !== 'active') throw new Refusal('This game is not running any more. /game status shows where it stands.');
  const player = playerIdOf(game, live.seats, i.user.id);
  if (player === undefined) throw new Refusal('You are not in this game: only its players can use these buttons. /game status shows where it stands.');
  const seq = indexArg(seqText);
  const owner = game.players[indexArg(seatText)];
  if (!owner || !sameId(owner.id, player)) {
    const name = owner ? (seatOfPlayer(live.seats, owner.id)?.name ?? owner.name) : 'another player';
    throw new Refusal(`These buttons are ${name}'s, not yours. When it is your move, the thread's newest message has yours.`);
  }
  const { path, page } = target(press, id);
  await begin(press);
  if (game.log.length !== seq) {
    return show(press, showPanel(gameId, game, player, live.seats, 'This panel is out of date: the game has moved on. '));
  }
  const refine = refinementOf(game);
  const panel = buildPanel(gameId, game, player, refine);
  const node = panel && nodeAt(panel.src, panel.items, path, refine);
  if (!panel || !node) return show(press, showPanel(gameId, game, player, live.seats, 'That choice is not offered now. '));
  if (node.kind === 'question') return show(press, showQuestion(panel, node, page, refine));
  const results = await act(press, ctx, panel, node);
  if (!results) return;
  const last = results.at(-1)!;
  // told in the story's words, as the thread tells it (the same words a slash command's answer has)
  const stories = results.map((r) => storyOf(ctx, r, i.user.id));
  const done = stories.map((s) => `✅ ${ackWords(s.lines)}`).join('\n');
  await show(press, showPanel(gameId, last.after.game!, player, last.after.seats, `${clip(done, 1500)}\n`));
  // the thread's message, as follow-ups of this press when it was made in the game's thread (Discord's rate limit spares them)
  const inThread = !!last.after.record.threadId && last.after.record.threadId === i.channelId;
  for (const [n, r] of results.entries()) await announceAction(ctx, r, i.user.id, inThread ? followUpPost(ctx, i, r) : undefined, stories[n]);
};
