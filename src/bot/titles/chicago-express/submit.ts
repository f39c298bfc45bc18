// Submitting a Chicago Express action from one of its slash commands (refused in games of other titles).
import type { ChatInputCommandInteraction } from 'discord.js';
import type { Action, PlayerId } from '../../../engine/types.ts';
import { isChicagoExpress, type CxState } from '../../../engine/titles/chicago-express/face.ts';
import { submitAction } from '../../actions.ts';
import type { BotContext } from '../../context.ts';
import { Refusal } from '../../services/refusal.ts';

export async function submitCx(
  i: ChatInputCommandInteraction,
  ctx: BotContext,
  build: (state: CxState, player: PlayerId) => Action,
): Promise<void> {
  await submitAction(i, ctx, (live, player) => {
    if (!isChicagoExpress(live.game.def)) {
      throw new Refusal(`/${i.commandName} is a Chicago Express command; this game is ${live.game.def.displayName}. /move lists your moves.`);
    }
    return build(live.game.state as CxState, player);
  });
}
