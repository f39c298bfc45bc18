// /merge corporation partner: start a merger into a system and name its partner, in one go (18xx.games logs
// `choose` then `merge`). A partner presided over by another player needs that player's agreement first:
// nothing is stored until they accept (src/bot/consent), and both actions are made then.
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { activePlayers, applyAction, consentNeeded } from '../../../../engine/game.ts';
import type { LoadedGame } from '../../../../engine/game.ts';
import { systemSym } from '../../../../engine/titles/1828/merger.ts';
import { mergeAction, mergePartners, mergerStage } from '../../../../engine/titles/1828/queries/merger.ts';
import type { Action, PlayerId } from '../../../../engine/types.ts';
import { RuleError } from '../../../../engine/types.ts';
import { submitAction } from '../../../actions.ts';
import { askConsent } from '../../../consent/ask.ts';
import type { CommandModule } from '../../../command.ts';
import type { BotContext } from '../../../context.ts';
import { deferEphemeral } from '../../../respond.ts';
import { playerIdOf, sameId, seatOfPlayer } from '../../../services/players.ts';
import { quote } from '../../../fit.ts';
import { Refusal } from '../../../services/refusal.ts';
import { resolveGame } from '../../../services/resolve.ts';
import type { Choice } from '../../18xx/moves.ts';
import { autocomplete1828, moves1828, titleHas, type Moves1828 } from '../moves.ts';

/** Corporations the player may start a merger with now (the engine's `choose` listing), or the one that started it. */
function starters(m: Moves1828): Choice[] {
  const s = mergerStage(m.state);
  if (s.stage === 'partner') return s.acting === String(m.player) ? [{ name: `${s.initiator} (merger under way: pick its partner)`, value: s.initiator }] : [];
  if (s.stage !== 'none') return [];
  return m.legal.filter((c) => c.action.type === 'choose').map((c) => ({ name: c.label, value: String(c.action.choice) }));
}

/** The partners of `corp`: before the merger starts the engine's candidates, once it has its listed `merge` actions. */
function partnerList(m: Moves1828, corp: string): string[] {
  const s = mergerStage(m.state);
  if (s.stage === 'none') return mergePartners(m.state, String(m.player), corp);
  if (s.stage !== 'partner' || s.initiator !== corp) return [];
  return m.legal.filter((c) => c.action.type === 'merge').map((c) => String(c.action.corporation));
}

function partners(m: Moves1828, corp: string | null): Choice[] {
  if (!corp) return [];
  return partnerList(m, corp).map((p) => {
    const president = m.state.corps.find((c) => c.sym === p)?.president;
    const who = president && president !== String(m.player) ? ` — asks ${m.game.players.find((x) => sameId(x.id, president))?.name ?? president}'s consent` : '';
    return { name: `${p}${who}`, value: p };
  });
}

/** The log actions for "merge corp with partner" from where the merger stands. */
function mergeActions(m: Moves1828, corp: string, partner: string): Action[] {
  const s = mergerStage(m.state);
  const start = starters(m).find((c) => c.value === corp);
  if (!start) throw new Refusal(`${quote(corp)} cannot start a merger now. /merge lists the corporations you may merge.`);
  if (!partnerList(m, corp).includes(partner)) throw new Refusal(`${corp} cannot merge with ${quote(partner)}. Pick a partner from the list.`);
  const listed = m.legal.find((c) => c.action.type === 'merge' && c.action.corporation === partner)?.action;
  if (s.stage === 'partner') return [listed ?? mergeAction(corp, partner)];
  const choose = m.legal.find((c) => c.action.type === 'choose' && c.action.choice === corp)!.action;
  return [{ ...choose, entity: m.player }, mergeAction(corp, partner)];
}

/** The game after `actions` (checked by the engine); a rule error is the player's refusal. */
function preview(game: LoadedGame, actions: Action[]): LoadedGame[] {
  const games = [game];
  try {
    for (const a of actions) games.push(applyAction(games.at(-1)!, a));
  } catch (err) {
    if (err instanceof RuleError) throw new Refusal(err.message);
    throw err;
  }
  return games;
}

async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const corp = i.options.getString('corporation', true);
  const partner = i.options.getString('partner', true);
  await deferEphemeral(i);
  const record = await resolveGame(i, ctx);
  const live = await ctx.games.load(record.id, { fresh: true });
  const game = live.game;
  if (!game || live.record.status !== 'active') throw new Refusal('This game is not running.');
  if (!titleHas(game, 'merge')) throw new Refusal(`/merge is for 1828 games; this game is ${game.def.displayName}. /move lists your moves.`);
  const player = playerIdOf(game, live.seats, i.user.id);
  if (player === undefined) throw new Refusal('You are not seated in this game.');
  if (!activePlayers(game).some((p) => sameId(p, player))) throw new Refusal('It is not your turn. You will be mentioned in the thread when it is.');
  const actions = mergeActions(moves1828(game, player), corp, partner);
  const games = preview(game, actions);
  const asked: PlayerId | null = consentNeeded(games.at(-2)!, actions.at(-1)!);
  if (asked !== null && !sameId(asked, player)) {
    const seat = seatOfPlayer(live.seats, asked);
    const askedName = seat?.name ?? String(asked);
    return askConsent(i, ctx, {
      gameId: record.id,
      seq: game.log.length,
      actorUserId: i.user.id,
      asked,
      askedUserId: seat?.userId ?? null,
      askedName,
      action: actions[0]!,
      then: actions.slice(1),
      summary: `merge ${corp} with ${askedName}'s ${partner} into the system ${systemSym(corp, partner)}`,
    });
  }
  // no consent needed: each log action through the one pipeline, each announced
  for (const action of actions) await submitAction(i, ctx, () => action);
}

export const merge: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('merge')
    .setDescription('1828: merge two corporations into a system (your stock-round purchase)')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('corporation').setDescription('The corporation that starts the merger (the system takes its name)').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('partner').setDescription('The corporation it merges with').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),
  execute,
  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocomplete1828(
      i,
      ctx,
      { corporation: (m) => starters(m), partner: (m, ai) => partners(m, ai.options.getString('corporation')) },
      { corporation: 'No merger you can start now', partner: 'Pick the corporation first' },
    );
  },
};
