// The local-mode console: type slash commands as any named user against the stand-in, see the
// bot's messages as they arrive, find posted files under the output folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { formatMessage, OptionType, type Json, type OptionValue, type StandInMessage } from '../standin/index.ts';
import { HELP, parseLine } from './parser.ts';
import type { LocalWorld } from './world.ts';

export interface ConsoleOptions {
  world: LocalWorld;
  input: Readable;
  output: Writable;
  /** Where posted attachments (images, exports) are written. */
  outDir: string;
  /** Show a prompt (TTY input). */
  interactive?: boolean;
}

/** Turn parsed `name:value` strings into typed option values using the registered definition. */
export function typedOptions(
  definition: Json,
  path: string[],
  raw: Record<string, string>,
): { subcommandGroup?: string; subcommand?: string; options: Record<string, OptionValue>; focused?: string } {
  let defs: Json[] = (definition.options as Json[] | undefined) ?? [];
  let subcommandGroup: string | undefined;
  let subcommand: string | undefined;
  for (const name of path) {
    const def = defs.find((d) => d.name === name && (d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup));
    if (!def) {
      const subs = defs.filter((d) => d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup).map((d) => d.name);
      throw new Error(subs.length ? `/${definition.name} has no "${name}"; try one of: ${subs.join(', ')}` : `/${definition.name} takes no subcommand "${name}"`);
    }
    if (def.type === OptionType.SubcommandGroup) subcommandGroup = name;
    else subcommand = name;
    defs = (def.options as Json[] | undefined) ?? [];
  }
  const subs = defs.filter((d) => d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup);
  if (subs.length) throw new Error(`/${[definition.name, ...path].join(' ')} needs one of: ${subs.map((d) => d.name).join(', ')}`);
  const options: Record<string, OptionValue> = {};
  let focused: string | undefined;
  for (const [name, value] of Object.entries(raw)) {
    const def = defs.find((d) => d.name === name);
    if (!def) throw new Error(`unknown option "${name}"; options here: ${defs.map((d) => d.name).join(', ') || 'none'}`);
    if (value === '?') {
      if (!def.autocomplete && !def.choices) throw new Error(`option "${name}" has no choices to list`);
      focused = name;
      options[name] = '';
      continue;
    }
    switch (def.type) {
      case OptionType.Integer: {
        const n = Number(value);
        if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number`);
        options[name] = n;
        break;
      }
      case OptionType.Number: {
        const n = Number(value);
        if (Number.isNaN(n)) throw new Error(`${name} must be a number`);
        options[name] = n;
        break;
      }
      case OptionType.Boolean:
        options[name] = /^(true|yes|on|1)$/i.test(value);
        break;
      case OptionType.Attachment: {
        const path = value.replace(/^@/, '');
        options[name] = { filename: basename(path), bytes: readFileSync(path) };
        break;
      }
      default:
        options[name] = value;
    }
  }
  return { subcommandGroup, subcommand, options, focused };
}

export async function runConsole(opts: ConsoleOptions): Promise<void> {
  const { world, output } = opts;
  const sim = world.sim;
  const outDir = resolve(opts.outDir);
  const saved = new Set<string>();
  let prompted = false;
  const write = (text: string) => {
    if (prompted) output.write('\n');
    prompted = false;
    output.write(text.endsWith('\n') ? text : `${text}\n`);
  };

  const readable = (text: string) =>
    text
      .replace(/<@!?(\d+)>/g, (_, id: string) => `@${sim.user(id)?.username ?? id}`)
      .replace(/<#(\d+)>/g, (_, id: string) => `#${sim.channel(id)?.name ?? id}`);

  let currentUser: string | null = null;
  /** Where each user types (a channel or thread id), #games until they go elsewhere with !in. */
  const location = new Map<string, string>();
  const here = (user: string) => location.get(user) ?? world.channelId;

  const show = (m: StandInMessage) => {
    if (!m.content && !m.embeds.length && !m.attachments.length && !m.components.length) return; // "thinking…"
    // As on Discord, an ephemeral message is shown only to its recipient: the user whose line is running.
    if (m.ephemeral && (!currentUser || sim.recipientOf(m) !== world.user(currentUser))) return;
    write(readable(formatMessage(m, { channel: (id) => sim.channel(id), user: (id) => sim.user(id) })));
    for (const file of m.attachments) {
      if (saved.has(file.id)) continue;
      saved.add(file.id);
      mkdirSync(outDir, { recursive: true });
      const path = join(outDir, `${m.id}-${file.filename}`);
      writeFileSync(path, file.bytes);
      write(`  saved ${path}`);
    }
  };
  sim.on('message', show);
  sim.on('messageUpdate', show);

  // Everything a line causes is shown before the next line runs (whose user sees the ephemeral answers):
  // the bot has handled every interaction (the stand-in's waits end there too, see world.ts).
  const quiet = () => world.idle();

  /** Every message this user sees (their own ephemeral ones and DMs included), newest first. */
  const allMessages = (userId: string): StandInMessage[] => {
    const dm = sim.dmChannel(userId)?.id;
    const channels = [world.channelId, ...sim.threads(world.channelId).map((t) => t.id), ...(dm ? [dm] : [])];
    return channels
      .flatMap((c) => sim.messages(c, { viewer: userId }))
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
  };

  /** The channel or thread `where` names: "games", a game number ("1", "#1", "game 1") or (part of) a thread's name. */
  const findPlace = (where: string): { id: string; name: string } | string => {
    const w = where.trim().replace(/^#/, '').toLowerCase();
    const channel = sim.channel(world.channelId)!;
    if (w === (channel.name ?? 'games').toLowerCase() || w === 'channel') return { id: channel.id, name: `#${channel.name ?? 'games'}` };
    const threads = sim.threads(world.channelId);
    const number = /^(?:game\s*)?#?(\d+)$/.exec(w)?.[1];
    const hit = number
      ? threads.filter((t) => (t.name ?? '').endsWith(`#${number}`))
      : threads.filter((t) => (t.name ?? '').toLowerCase() === w).concat(threads.filter((t) => (t.name ?? '').toLowerCase().includes(w)));
    if (hit[0]) return { id: hit[0].id, name: `#${hit[0].name ?? hit[0].id}` };
    const names = threads.map((t) => t.name).join(', ');
    return `no thread "${where}"; threads: ${names || 'none yet'} (or !in ${channel.name ?? 'games'})`;
  };

  /** The latest select menu (the user's DMs included) offering an option with this label. */
  const findOption = (label: string, userId: string): { message: StandInMessage; customId: string; value: string } | null => {
    const want = label.toLowerCase();
    for (const message of allMessages(userId)) {
      for (const menu of message.components.flatMap((row) => (row.components as Json[] | undefined) ?? []).filter((c) => c.type === 3)) {
        const option = ((menu.options as Json[] | undefined) ?? []).find((o) => String(o.label).toLowerCase() === want);
        if (option) return { message, customId: menu.custom_id as string, value: option.value as string };
      }
    }
    return null;
  };

  const findButton = (label: string, userId: string): { message: StandInMessage; customId: string } | null => {
    const want = label.toLowerCase();
    const buttons = (m: StandInMessage): Json[] => m.components.flatMap((row) => (row.components as Json[] | undefined) ?? []).filter((c) => c.type === 2 && c.custom_id && !c.disabled);
    for (const exact of [true, false]) {
      for (const message of allMessages(userId)) {
        const hit = buttons(message).find((b) => (exact ? String(b.label).toLowerCase() === want : String(b.label).toLowerCase().startsWith(want)));
        if (hit) return { message, customId: hit.custom_id as string };
      }
    }
    return null;
  };

  const handle = async (line: string) => {
    const parsed = parseLine(line, currentUser);
    if (!opts.interactive && parsed.kind !== 'empty') write(`${'user' in parsed ? parsed.user : currentUser ?? ''}> ${line.replace(/^\s*[A-Za-z0-9_.-]{1,32}\s*[>:]\s*/, '')}`);
    switch (parsed.kind) {
      case 'empty':
        return;
      case 'help':
        return void write(HELP);
      case 'error':
        return void write(`! ${parsed.message}`);
      case 'click': {
        currentUser = parsed.user;
        const userId = world.user(parsed.user);
        const hit = findButton(parsed.label, userId);
        if (!hit) return void write(`! no button labelled "${parsed.label}" on any message you can see`);
        await sim.clickButton({ user: userId, messageId: hit.message.id, customId: hit.customId });
        await quiet();
        return;
      }
      case 'pick': {
        currentUser = parsed.user;
        const userId = world.user(parsed.user);
        const hit = findOption(parsed.label, userId);
        if (!hit) return void write(`! no menu you can see offers "${parsed.label}" (a bid sheet shows one page at a time: !click Next ▶)`);
        await sim.selectMenu({ user: userId, messageId: hit.message.id, customId: hit.customId, values: [hit.value] });
        await quiet();
        return;
      }
      case 'in': {
        currentUser = parsed.user;
        const place = findPlace(parsed.where);
        if (typeof place === 'string') return void write(`! ${place}`);
        location.set(parsed.user, place.id);
        return void write(`  ${parsed.user} is now in ${place.name}`);
      }
      case 'say': {
        currentUser = parsed.user;
        sim.postMessage({ user: world.user(parsed.user), channel: here(parsed.user), content: parsed.text });
        await quiet();
        return;
      }
      case 'slash': {
        currentUser = parsed.user;
        const userId = world.user(parsed.user);
        const definition = sim.commands(world.guildId).find((c) => c.name === parsed.command);
        if (!definition) {
          const names = sim.commands(world.guildId).map((c) => `/${c.name}`).join(' ');
          return void write(`! unknown command /${parsed.command}; commands: ${names}`);
        }
        let typed: ReturnType<typeof typedOptions>;
        try {
          typed = typedOptions(definition.raw, parsed.path, parsed.options);
        } catch (err) {
          return void write(`! ${err instanceof Error ? err.message : String(err)}`);
        }
        const base = { user: userId, channel: here(parsed.user), command: parsed.command, subcommandGroup: typed.subcommandGroup, subcommand: typed.subcommand, options: typed.options };
        if (typed.focused) {
          const choices = await sim.autocomplete({ ...base, focused: typed.focused, value: '' });
          write(choices.length ? choices.map((c) => `  • ${c.name}${c.value !== c.name ? `  (${c.value})` : ''}`).join('\n') : '  (no choices)');
          return;
        }
        await sim.slash(base);
        await quiet();
        return;
      }
    }
  };

  const rl = createInterface({ input: opts.input, terminal: false });
  const prompt = () => {
    if (!opts.interactive) return;
    const where = currentUser ? here(currentUser) : world.channelId;
    output.write(`${currentUser ?? 'name'}${where === world.channelId ? '' : ` in #${sim.channel(where)?.name ?? where}`}> `);
    prompted = true;
  };
  write(`Local Stationmaster: guild "Local", channel #games. Files go to ${outDir}. Type !help for help.`);
  prompt();
  let chain = Promise.resolve();
  rl.on('line', (line) => {
    prompted = false;
    chain = chain.then(async () => {
      try {
        await handle(line);
      } catch (err) {
        write(`! ${err instanceof Error ? err.message : String(err)}`);
      }
      prompt();
    });
  });
  await new Promise<void>((r) => rl.once('close', () => r()));
  await chain;
  await quiet();
  sim.off('message', show);
  sim.off('messageUpdate', show);
}
