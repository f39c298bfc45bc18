// A 1828 command that picks one move from an engine listing: one autocompleted option (the move's label),
// optional when exactly one move is listed (e.g. /coal).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../../command.ts';
import type { LegalChoice } from '../../../engine/types.ts';
import type { ActOptions } from '../../services/games.ts';
import { Refusal } from '../../services/refusal.ts';
import { asChoices, autocomplete1828, pickListed, submit1828, type Moves1828 } from './moves.ts';

export interface ListedSpec {
  name: string;
  description: string;
  option: string;
  optionDescription: string;
  /** The moves offered, straight from the engine's listings. */
  list(m: Moves1828): LegalChoice[];
  /** "coal marker purchase", for refusals. */
  what: string;
  /** The hint shown when nothing is listed. */
  empty: string;
  /** The option may be left out when exactly one move is listed. */
  optional?: boolean;
  act?: ActOptions;
}

export function listedCommand(spec: ListedSpec): CommandModule {
  return {
    data: new SlashCommandBuilder()
      .setName(spec.name)
      .setDescription(spec.description)
      .setDMPermission(false)
      .addStringOption((o) => o.setName(spec.option).setDescription(spec.optionDescription).setRequired(!spec.optional).setAutocomplete(true))
      .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
      .toJSON(),

    async execute(i, ctx) {
      const value = i.options.getString(spec.option);
      await submit1828(
        i,
        ctx,
        (m) => {
          const list = spec.list(m);
          if (value) return pickListed(list, value, spec.what);
          if (list.length === 1) return list[0]!.action;
          if (!list.length) throw new Refusal(`There is no ${spec.what} for you now. /move lists what you can do.`);
          throw new Refusal(`Pick the ${spec.what} with ${spec.option}: (${list.length} possible).`);
        },
        spec.act,
      );
    },

    async autocomplete(i, ctx) {
      await autocomplete1828(i, ctx, { [spec.option]: (m) => asChoices(spec.list(m)) }, { [spec.option]: spec.empty });
    },
  };
}
