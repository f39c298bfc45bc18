// Option values checked against the command's own definition before the command runs: the type,
// min/max value, min/max length and choices Discord's client enforces. An interaction sent some
// other way (a forged or replayed one) can carry anything; it gets a short private refusal instead
// of "the last NaN moves" or a crash. Commands still check what the definition cannot say.
import { ApplicationCommandOptionType } from 'discord.js';
import type { CommandInteractionOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { quote } from './fit.ts';
import { Refusal } from './services/refusal.ts';

interface OptionDef {
  name: string;
  type: number;
  required?: boolean;
  options?: OptionDef[];
  choices?: { value: string | number }[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  autocomplete?: boolean;
}

const NESTED = new Set<number>([ApplicationCommandOptionType.Subcommand, ApplicationCommandOptionType.SubcommandGroup]);

const range = (def: OptionDef) =>
  def.min_value !== undefined && def.max_value !== undefined
    ? ` from ${def.min_value} to ${def.max_value}`
    : def.min_value !== undefined
      ? ` of at least ${def.min_value}`
      : def.max_value !== undefined
        ? ` of at most ${def.max_value}`
        : '';

/** Why this value does not fit its definition, in a player's words, or null when it fits. */
function problem(def: OptionDef, given: CommandInteractionOption): string | null {
  const value: unknown = given.value;
  const name = `${def.name}:`;
  switch (def.type) {
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const whole = def.type === ApplicationCommandOptionType.Integer;
      const ok = typeof value === 'number' && (whole ? Number.isSafeInteger(value) : Number.isFinite(value));
      const inRange = ok && (def.min_value === undefined || value >= def.min_value) && (def.max_value === undefined || value <= def.max_value);
      if (!inRange) return `${name} must be ${whole ? 'a whole number' : 'a number'}${range(def)}.`;
      break;
    }
    case ApplicationCommandOptionType.String: {
      if (typeof value !== 'string') return `${name} must be text.`;
      if (def.max_length !== undefined && value.length > def.max_length) return `${name} is at most ${def.max_length} characters long.`;
      if (def.min_length !== undefined && value.length < def.min_length) return `${name} is at least ${def.min_length} characters long.`;
      break;
    }
    case ApplicationCommandOptionType.Boolean:
      if (typeof value !== 'boolean') return `${name} must be true or false.`;
      break;
    default:
      // users, channels, attachments: Discord resolves them (discord.js reads them from `resolved`)
      return null;
  }
  if (def.choices?.length && !def.choices.some((c) => c.value === value)) {
    return `${name} must be one of ${def.choices.map((c) => String(c.value)).join(', ')}, not "${quote(String(value), 40)}".`;
  }
  return null;
}

function check(defs: OptionDef[], given: readonly CommandInteractionOption[]): string | null {
  for (const g of given) {
    const def = defs.find((d) => d.name === g.name && d.type === g.type);
    if (!def) return `There is no option "${quote(g.name, 40)}" here. Type / to see the command's options.`;
    const why = NESTED.has(def.type) ? check(def.options ?? [], g.options ?? []) : problem(def, g);
    if (why) return why;
  }
  const missing = defs.find((d) => d.required && !NESTED.has(d.type) && !given.some((g) => g.name === d.name));
  if (missing) return `${missing.name}: is required.`;
  if (defs.some((d) => NESTED.has(d.type)) && !given.some((g) => NESTED.has(g.type))) return 'Pick one of the subcommands. Type / to see them.';
  return null;
}

/** Refuses (privately, nothing changed) a slash command whose options do not fit its definition. */
export function checkOptions(definition: RESTPostAPIChatInputApplicationCommandsJSONBody, given: readonly CommandInteractionOption[]): void {
  const why = check((definition.options ?? []) as OptionDef[], given);
  if (why) throw new Refusal(`${why} Nothing was changed.`);
}
