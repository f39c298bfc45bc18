// /steel: 1871 Steel Cities' moves, one subcommand per kind (lay, token, routes, run, train, par, buy,
// sell, repay) plus /steel now. Every autocomplete lists only what the engine accepts now; every refusal
// says what to do instead. Sealed bids use the bid sheets (DM, /bid); /move and /pass work as for any title.
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { submitAction } from '../src/bot/actions.ts';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { deferEphemeral } from '../src/bot/respond.ts';
import { playerIdOf } from '../src/bot/services/players.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices, resolveGame } from '../src/bot/services/resolve.ts';
import {
  emptyText,
  layAction,
  layHexChoices,
  layRotationChoices,
  layTileChoices,
  nowText,
  pickAction,
  pickChoices,
  routesText,
} from '../src/bot/titles/steel-cities/choices.ts';
import { filterTyped, shortNow, steelMoves, steelMovesOf, type Choice, type SteelMoves } from '../src/bot/titles/steel-cities/moves.ts';

const NOT_STEEL = (title: string) => `/steel is for 1871 Steel Cities games; this game is ${title}. /move lists your moves.`;

/** Subcommands that pick one legal action of a kind, and the option that names it. */
const PICK_OPTIONS: Record<string, { option?: string; what: string; help: string }> = {
  token: { option: 'city', what: 'Place a token (square = freight, round = passenger)', help: 'Where and which shape (only legal cities, with cost)' },
  run: { option: 'kind', what: 'Run your trains and pay out or withhold', help: 'Pay out or withhold (with the revenue)' },
  train: { option: 'train', what: 'Buy a train from the depot', help: 'Which train (only those you may buy)' },
  par: { option: 'major', what: 'Start a major from your paper company', help: 'Which major at which par' },
  buy: { option: 'share', what: 'Buy a 10% share', help: 'Which share (IPO or pool, with price)' },
  sell: { option: 'share', what: 'Sell a 10% share', help: 'Which share (with price)' },
  repay: { what: 'Repay your loan (as much as your cash allows)', help: '' },
};

const withGame = (s: SlashCommandSubcommandBuilder) => s.addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true));

function build(): SlashCommandBuilder {
  const b = new SlashCommandBuilder().setName('steel').setDescription('1871 Steel Cities: your moves').setDMPermission(false);
  b.addSubcommand((s) => withGame(s.setName('now').setDescription('What you can do now (the lay rule of the turn, your moves)')));
  b.addSubcommand((s) =>
    withGame(
      s
        .setName('lay')
        .setDescription('Lay or upgrade a tile (also with a private\'s ability)')
        .addStringOption((o) => o.setName('hex').setDescription('Where (only hexes you may build on now)').setRequired(true).setAutocomplete(true))
        .addStringOption((o) => o.setName('tile').setDescription('Which tile (legal there; kind, cost, lay options left)').setRequired(true).setAutocomplete(true))
        .addStringOption((o) => o.setName('rotation').setDescription('How it is turned (legal rotations, by track exits)').setAutocomplete(true)),
    ),
  );
  b.addSubcommand((s) => withGame(s.setName('routes').setDescription('The routes your company runs, train by train')));
  for (const [name, p] of Object.entries(PICK_OPTIONS)) {
    b.addSubcommand((s) => {
      s.setName(name).setDescription(p.what);
      if (p.option) s.addStringOption((o) => o.setName(p.option!).setDescription(p.help).setRequired(name !== 'run').setAutocomplete(true));
      return withGame(s);
    });
  }
  return b;
}

/** The caller's 1871 moves for a command (refusals when not seated, not running, or another title). */
async function movesFor(i: ChatInputCommandInteraction, ctx: BotContext): Promise<SteelMoves> {
  const record = await resolveGame(i, ctx);
  const live = await ctx.games.load(record.id);
  if (!live.game || live.record.status !== 'active') throw new Refusal('This game is not running. /game status shows where it stands.');
  const player = playerIdOf(live.game, live.seats, i.user.id);
  if (player === undefined) throw new Refusal('You are not seated in this game. /game status shows where it stands.');
  const m = steelMovesOf(live.game, player);
  if (!m) throw new Refusal(NOT_STEEL(live.game.def.displayName));
  return m;
}

export const steel: CommandModule = {
  data: build().toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const sub = i.options.getSubcommand();
    if (sub === 'now' || sub === 'routes') {
      await deferEphemeral(i);
      const m = await movesFor(i, ctx);
      await i.editReply({ content: sub === 'now' ? nowText(m) : routesText(m) });
      return;
    }
    await submitAction(i, ctx, (live, player) => {
      const m = steelMovesOf(live.game, player);
      if (!m) throw new Refusal(NOT_STEEL(live.game.def.displayName));
      if (sub === 'lay') return layAction(m, i.options.getString('hex', true), i.options.getString('tile', true), i.options.getString('rotation'));
      const option = PICK_OPTIONS[sub]?.option;
      return pickAction(m, sub, option ? i.options.getString(option) : null);
    });
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    const m = await steelMoves(i, ctx);
    if ('reason' in m) return void (await i.respond([{ name: `(${m.reason})`.slice(0, 100), value: '-' }]));
    const sub = i.options.getSubcommand();
    let list: Choice[];
    let empty: string;
    if (sub === 'lay') {
      list =
        focused.name === 'hex'
          ? layHexChoices(m)
          : focused.name === 'tile'
            ? layTileChoices(m, i.options.getString('hex'))
            : layRotationChoices(m, i.options.getString('hex'), i.options.getString('tile'));
      empty = focused.name === 'hex' ? 'No tile lay possible now' : 'Pick a hex (and a tile) first';
    } else {
      list = pickChoices(m, sub);
      empty = emptyText(sub);
    }
    const shown = filterTyped(list, String(focused.value ?? ''));
    await i.respond(shown.length ? shown : [{ name: `(${empty}${list.length ? '' : `: ${shortNow(m)}`})`.slice(0, 100), value: '-' }]);
  },
};

export default steel;
