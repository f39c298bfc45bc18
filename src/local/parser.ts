// Parsing console lines of local mode. Pure: no stand-in here.
//   alice> /game new title:tiny-rails seat_order:joined
//   bob: /move action:Add 3            (unquoted values run until the next `name:` word)
//   carol> /bid company:"B&O" price:40
//   bob: !click Join                   (press the button with that label on the latest message)
//   alice> /move action:?              (show the autocomplete choices for `action`)
//   alice> !in 1                       (type in game #1's thread from now on; !in games goes back)
//   alice> good luck everyone          (a plain message in the channel or thread alice is in)

export type ConsoleLine =
  | { kind: 'empty' }
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'slash'; user: string; command: string; path: string[]; options: Record<string, string> }
  | { kind: 'click'; user: string; label: string }
  | { kind: 'pick'; user: string; label: string }
  | { kind: 'in'; user: string; where: string }
  | { kind: 'say'; user: string; text: string };

const USER = /^\s*([A-Za-z0-9_.-]{1,32})\s*[>:]\s*(.*)$/;
const OPTION = /^([a-z0-9_-]{1,32}):(.*)$/;

/** Split on whitespace, keeping "quoted strings" (and key:"quoted values") together. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  let started = false;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      else cur += ch;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
      continue;
    }
    if (/\s/.test(ch)) {
      if (started || cur) out.push(cur);
      cur = '';
      started = false;
      continue;
    }
    cur += ch;
    started = true;
  }
  if (quote) throw new Error('unclosed quote');
  if (started || cur) out.push(cur);
  return out;
}

export function parseSlash(text: string): { command: string; path: string[]; options: Record<string, string> } {
  const tokens = tokenize(text.trim());
  const head = tokens.shift();
  if (!head || !head.startsWith('/') || head.length < 2) throw new Error('a command starts with /, e.g. /game list');
  const path: string[] = [];
  const options: Record<string, string> = {};
  let last: string | null = null;
  for (const token of tokens) {
    const m = OPTION.exec(token);
    if (m) {
      last = m[1]!;
      options[last] = m[2]!;
    } else if (last === null) {
      path.push(token);
    } else {
      options[last] = options[last] ? `${options[last]} ${token}` : token;
    }
  }
  return { command: head.slice(1), path, options };
}

export function parseLine(line: string, defaultUser: string | null): ConsoleLine {
  const trimmed = line.trim();
  if (!trimmed || trimmed.startsWith('#')) return { kind: 'empty' };
  if (trimmed === '!help' || trimmed === 'help') return { kind: 'help' };
  const m = USER.exec(trimmed);
  let user = defaultUser;
  let rest = trimmed;
  if (m && !trimmed.startsWith('/') && !trimmed.startsWith('!')) {
    user = m[1]!.toLowerCase();
    rest = m[2]!.trim();
  }
  if (!user) return { kind: 'error', message: 'say who you are first, e.g.  alice> /game list' };
  if (!rest || rest === '!help') return { kind: 'help' };
  if (rest.startsWith('!click')) {
    const label = rest.slice('!click'.length).trim().replace(/^["']|["']$/g, '');
    if (!label) return { kind: 'error', message: 'usage: !click <button label>' };
    return { kind: 'click', user, label };
  }
  if (rest.startsWith('!pick')) {
    const label = rest.slice('!pick'.length).trim().replace(/^["']|["']$/g, '');
    if (!label) return { kind: 'error', message: 'usage: !pick <menu option label>, e.g. !pick Lot 1: 117' };
    return { kind: 'pick', user, label };
  }
  if (rest === '!in' || rest.startsWith('!in ')) {
    const where = rest.slice('!in'.length).trim().replace(/^["']|["']$/g, '');
    if (!where) return { kind: 'error', message: 'usage: !in <game number or thread name>, or !in games for the channel' };
    return { kind: 'in', user, where };
  }
  if (rest.startsWith('!')) return { kind: 'error', message: `I don't know "${rest.split(/\s/)[0]}". Type a /command, !click, !pick, !in or a message (!help for more).` };
  if (!rest.startsWith('/')) return { kind: 'say', user, text: rest };
  try {
    return { kind: 'slash', user, ...parseSlash(rest) };
  } catch (err) {
    return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}

export const HELP = `Type lines as  <user>> /command subcommand option:value ...   (or  <user>: ...)
  alice> /game new title:tiny-rails        users are created on first use
  bob> !click Join                         press a button by its label (latest message that has it)
  bob> !pick Lot 1: 117                    choose a menu option by its label (e.g. on a bid sheet in your DMs)
  alice> /move action:?                    list the autocomplete choices of an option
  carol> /bid company:"Big Co" price:40    quote values with spaces (or just keep typing)
  alice> /game import file:@path/to.json   attach a local file
  alice> !in 1                             type in game #1's thread (a number, a thread name, or "games")
  alice> good luck                         a line without / or ! is a message where you are
Each user types in #games until they go elsewhere with !in. Private (ephemeral) answers print only
for the user they answer, and !click / !pick see only what that user sees (their DMs included).
Lines without a name run as the previous user. Ctrl-D (end of input) quits.`;
