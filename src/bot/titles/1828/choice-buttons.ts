// A merger's exchange choice as buttons under the game message that asks it: one per option, for the asked
// player only. Custom ids carry the game id, the log length and the option's index, so a click on an outdated
// message changes nothing; the engine checks the choice again.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { ActionRowData, ButtonInteraction, MessageActionRowComponentData, ModalSubmitInteraction } from 'discord.js';
import type { GameState } from '../../../engine/18xx/face.ts';
import { legalActions } from '../../../engine/game.ts';
import type { LoadedGame } from '../../../engine/game.ts';
import type { LegalChoice } from '../../../engine/types.ts';
import { mergerChooser } from '../../../engine/titles/1828/queries/merger.ts';
import { announceAction } from '../../actions.ts';
import type { ComponentHandler } from '../../command.ts';
import type { BotContext } from '../../context.ts';
import { indexArg, makeCustomId } from '../../customId.ts';
import type { LiveGame } from '../../services/games.ts';
import { sameId } from '../../services/players.ts';
import { Refusal } from '../../services/refusal.ts';
import { titleHas } from './moves.ts';
import { deferEphemeral } from '../../respond.ts';

/** Custom id prefix of the merger choice buttons. */
export const MERGER_CHOICE = 'mx1828';

/** The exchange's question to the player it asks, as the engine lists it. */
function asked(game: LoadedGame): { chooser: string; choices: LegalChoice[] } | null {
  const chooser = mergerChooser(game.state as GameState);
  if (chooser === null) return null;
  const player = game.players.find((p) => sameId(p.id, chooser))?.id ?? chooser;
  return { chooser, choices: legalActions(game, player).filter((c) => c.action.type === 'choose') };
}

export function choiceComponents(live: LiveGame): ActionRowData<MessageActionRowComponentData>[] {
  const game = live.game;
  if (!game || game.def.finished(game.state)) return [];
  const choices = asked(game)?.choices.slice(0, 5) ?? [];
  if (!choices.length) return [];
  const seq = game.log.length;
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    choices.map((c, index) =>
      new ButtonBuilder()
        .setCustomId(makeCustomId(MERGER_CHOICE, 'pick', live.record.id, seq, index))
        .setLabel(c.label.slice(0, 80))
        .setStyle(ButtonStyle.Primary),
    ),
  );
  return [row.toJSON() as ActionRowData<MessageActionRowComponentData>];
}

export const choiceButtonHandler: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction, id, ctx: BotContext) => {
  if (!i.isButton()) return;
  const [gameId = '', seqText = '', indexText = ''] = id.args;
  await deferEphemeral(i);
  const result = await ctx.games.act(
    gameId,
    i.user.id,
    (live, player) => {
      if (!titleHas(live.game, 'merger')) throw new Refusal('These buttons belong to a 1828 game.');
      if (live.game.log.length !== indexArg(seqText)) throw new Refusal('These buttons are out of date: the game has moved on. Use the newest message in the thread, or /merger.');
      const now = asked(live.game);
      if (!now || !sameId(now.chooser, player)) throw new Refusal('This choice is not yours to make.');
      const choice = now.choices[indexArg(indexText)];
      if (!choice) throw new Refusal('That option is no longer offered. /merger lists your choices.');
      return { ...choice.action, entity: player };
    },
    // whoever else presses is told it is not theirs rather than "not your turn"
    { requireTurn: false },
  );
  await announceAction(ctx, result, i.user.id);
  await i.message.edit({ components: [] }).catch((err: unknown) => ctx.log.debug({ err: String(err) }, 'could not clear merger buttons'));
  await i.editReply({ content: `✅ ${result.summary}` });
};
