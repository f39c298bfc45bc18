// The wide words scan, as the hidden check plays: a real game (or a game of ours, as its export) imported in the
// stand-in at a cut, its seats claimed by Discord names, then a few moves played through the turn panels. At each
// position every panel choice that asks a question is pressed (and the questions it opens, their pages), but no
// move is made but the policy's; /move and every other command's autocomplete is asked; a press by the wrong
// player and by someone not seated is tried. Then everything a player saw — every message in the thread, the
// channel and the DMs (private answers too): text, embeds, buttons, menus with their options' labels and
// descriptions, attachments' names and descriptions, modal titles, autocomplete answers — is scanned for
// internal ids and engine names (test/helpers/words-scan.ts). Used by tools/words-scan.ts (every fixture, many
// cuts) and test/e2e/words-wide.test.ts (a few cuts per title).
import { activePlayers, replay, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { buildPanel, seatIndex } from '../../src/bot/panel/build.ts';
import { parsePath } from '../../src/bot/panel/layout.ts';
import { nodeAt } from '../../src/bot/panel/tree.ts';
import { parseCustomId } from '../../src/bot/customId.ts';
import { sameId } from '../../src/bot/services/players.ts';
import { titleBotOf } from '../../src/bot/titles/registry.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { StandInMessage } from '../../src/standin/types.ts';
import { scanWords, wordsBook, type WordsBook } from '../helpers/words-scan.ts';
import { compsOf, panelComps, policyChoice, tapOn, Tapper, type Comp } from './panel-helpers.ts';
import { click, dmSheet, pick, selects } from './sealed-helpers.ts';
import { importAndSeat } from './world.ts';

export const DISCORD = ['alice', 'bob', 'carol', 'dan', 'erin', 'fay', 'gus'];
/** Someone in the server who is in no game. */
export const STRANGER = 'zed';

export interface Seen {
  where: string;
  text: string;
}

/** Where a press on `c` (picking `value` in a menu) leads: the panel path it names, or null (a page turn, not the panel's). */
function destination(c: Comp, value?: string): number[] | null {
  const id = parseCustomId(c.custom_id);
  if (!id || id.prefix !== 'pnl') return null;
  const path = parsePath(id.args[3]);
  if (!path) return null;
  if (id.verb === 's') {
    if (value === undefined || /^p\d+$/.test(value)) return null;
    return [...path, Number(value)];
  }
  return path;
}

/** Every text of a message a player reads. */
export function textsOf(m: { content: string; embeds?: any[]; components: any[]; attachments?: { filename: string; description?: string | null }[] }): string[] {
  const embeds = (m.embeds ?? []).flatMap((e: any) => [e.title, e.description, e.footer?.text, e.author?.name, ...(e.fields ?? []).flatMap((f: any) => [f.name, f.value])]);
  const comps = compsOf(m).flatMap((c: any) => [c.label, c.placeholder, ...(c.options ?? []).flatMap((o: any) => [o.label, o.description])]);
  const files = (m.attachments ?? []).flatMap((a) => [a.filename, a.description]);
  return [m.content, ...embeds, ...comps, ...files].filter((s): s is string => typeof s === 'string' && s.length > 0);
}

export interface CutOptions {
  /** Moves to play from the cut through the panels (each position explored). */
  moves: number;
  /** At most this many exploring presses per position. */
  presses: number;
  /** A name for the import (its id). */
  tag: string;
}

/**
 * Imports `log` cut at `cut` actions, claims its seats, explores and plays `moves` moves; returns what was seen
 * and the book to scan it with.
 */
export async function exploreCut(w: LocalWorld, log: GameLog, cut: number, opts: CutOptions): Promise<{ seen: Seen[]; book: WordsBook; atClaim: WordsBook; played: number }> {
  const partial = replay({ ...log, actions: log.actions.slice(0, cut) });
  const users = Object.fromEntries(log.players.map((p, i) => [p.name, DISCORD[i]!]));
  const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), opts.tag, users);
  const book = wordsBook(partial);
  for (const p of log.players) if (!DISCORD.includes(p.name)) book.staleNames.add(p.name);
  for (const a of effectiveActions(log.actions)) {
    book.actionTypes.add(a.type);
    if (typeof a.round === 'string') book.rounds.add(a.round);
  }
  const seen: Seen[] = [];
  const t = new Tapper(w);
  const load = async (): Promise<LoadedGame> => (await w.bot.ctx.games.load(gameId, { fresh: true })).game!;
  const userOf = async (player: unknown): Promise<string> => {
    const live = await w.bot.ctx.games.load(gameId);
    return DISCORD.find((u) => live.seats.some((s) => s.userId === w.user(u) && sameId(s.playerId, player as never)))!;
  };
  const note = (where: string, m: { content: string; embeds?: any[]; components: any[]; attachments?: any[]; modal?: any } | null | undefined) => {
    if (m) for (const text of textsOf(m)) seen.push({ where, text });
    // a modal's title and its fields' labels and placeholders
    const modal = m?.modal;
    if (modal) for (const text of [modal.title, ...compsOf(modal).flatMap((c: any) => [c.label, c.placeholder])]) if (typeof text === 'string' && text) seen.push({ where: `${where}: a modal`, text });
  };
  const autocompletes = async (user: string, all: boolean) => {
    for (const cmd of w.sim.commands(w.guildId)) {
      if (!all && cmd.name !== 'move') continue;
      const walk = (options: any[], sub?: string): { sub?: string; name: string }[] =>
        options.flatMap((o: any) => (o.type === 1 ? walk(o.options ?? [], o.name) : o.autocomplete ? [{ sub, name: o.name as string }] : []));
      for (const { sub, name } of walk((cmd as any).options ?? [])) {
        // (the game: option lists games by number and players; a time zone is a zone's name)
        if (name === 'game' || name === 'time_zone') continue;
        const offered = await w.sim.autocomplete({ user: w.user(user), channel: threadId, command: cmd.name, subcommand: sub, options: {}, focused: name, value: '' } as never).catch(() => []);
        for (const o of offered as any[]) seen.push({ where: `/${cmd.name}${sub ? ` ${sub}` : ''} ${name}: autocomplete for ${user}`, text: String(o.name) });
      }
    }
  };

  let played = 0;
  let triedRefusals = false;
  for (let guard = 0; played < opts.moves && guard < opts.moves * 4; guard++) {
    const game = await load();
    const live = await w.bot.ctx.games.load(gameId);
    if (live.record.status !== 'active' || game.def.finished(game.state)) break;
    const sheet = viewGame(game, null).sheet;
    if (sheet) {
      // a sealed round: each missing bidder bids the first price on one item and submits
      const bidder = sheet.bidders.find((p) => !sheet.submitted.some((s) => String(s) === String(p)))!;
      const user = await userOf(bidder);
      const mine = viewGame(game, bidder).sheet!;
      let message: StandInMessage | undefined = dmSheet(w, user);
      if (!message) {
        const opened = [...w.sim.messages(threadId)].reverse().find((m) => compsOf(m).some((c) => /Open my bid sheet/.test(c.label ?? '')));
        if (!opened) break;
        message = (await click(w, user, opened, /Open my bid sheet/)).message ?? undefined;
      }
      if (!message) break;
      const item = mine.items[played % mine.items.length];
      if (item && selects(message.components).some((s: any) => s.options.some((o: any) => o.label === `${item.name}: ${item.prices[0]}`)))
        await pick(w, user, w.sim.message(message.id)!, `${item.name}: ${item.prices[0]}`);
      await click(w, user, w.sim.message(message.id)!, /^Submit$/);
      played++;
      continue;
    }
    const player = activePlayers(game)[0]!;
    const user = await userOf(player);
    await autocompletes(user, played === 0);
    const newest = [...w.sim.messages(threadId)].reverse().find((m) => m.content.includes(`<@${w.user(user)}>`) && compsOf(m).length);
    if (!newest) break;
    if (!panelComps(newest).length) {
      // a title's own buttons (an auction's bids, a merger's exchange): pass, else the first
      const own = compsOf(newest).filter((c) => c.type === 2 && !c.disabled);
      const choice = own.find((c) => /^Pass$/.test(c.label ?? '')) ?? own[0];
      if (!choice) break;
      note(`answer to ${choice.label}`, await t.press(user, newest.id, choice));
      played++;
      continue;
    }
    if (!triedRefusals) {
      triedRefusals = true;
      const first = panelComps(newest)[0]!;
      const other = DISCORD.slice(0, log.players.length).find((u) => u !== user)!;
      for (const who of [other, STRANGER]) {
        const r = first.type === 3 ? await w.sim.selectMenu({ user: w.user(who), messageId: newest.id, customId: first.custom_id, values: [first.options![0]!.value] }) : await w.sim.clickButton({ user: w.user(who), messageId: newest.id, customId: first.custom_id });
        note(`a press by ${who} (not theirs)`, r);
        for (const f of r.followUps) note(`a press by ${who} (not theirs)`, f);
      }
      for (const cmd of ['pass', 'bid']) {
        const r = await w.sim.slash({ user: w.user(STRANGER), channel: threadId, command: cmd, options: {} } as never);
        note(`/${cmd} by ${STRANGER}`, r);
      }
      // bad input from the player the game waits on, and a move out of turn: each refused privately
      const bad: [string, string, Record<string, unknown>][] = [
        [user, 'move', { action: 'no such move' }],
        [user, 'bid', { company: 'nothing', price: 5 }],
        [other, 'pass', {}],
        [other, 'move', { action: '1' }],
      ];
      // what anyone may ask: the game in words, its log, the list of games (privately)
      for (const sub of ['status', 'log', 'list']) {
        const r = await w.sim.slash({ user: w.user(STRANGER), channel: threadId, command: 'game', subcommand: sub, options: sub === 'log' ? { last: 25 } : {} } as never);
        note(`/game ${sub}`, r);
        for (const f of r.followUps) note(`/game ${sub}`, f);
      }
      for (const [who, command, options] of bad) {
        const r = await w.sim.slash({ user: w.user(who), channel: threadId, command, options } as never);
        note(`/${command} ${JSON.stringify(options)} by ${who}`, r);
        for (const f of r.followUps) note(`/${command} by ${who}`, f);
      }
    }
    // explore: every question reachable from the thread's panel, each page, never a move
    const refine = titleBotOf(game.def)?.panel ?? {};
    const panel = buildPanel(gameId, game, player, refine);
    const seat = seatIndex(game, player);
    let presses = 0;
    const explore = async (message: StandInMessage, depth: number): Promise<void> => {
      for (const c of panelComps(message)) {
        const values = c.type === 3 ? c.options!.map((o) => o.value) : [undefined];
        for (const value of values) {
          if (presses >= opts.presses) return;
          const to = destination(c, value);
          const id = parseCustomId(c.custom_id)!;
          if (Number(id.args[2]) !== seat) continue;
          // a page of a list ("More…", ◀ ▶): only at the top (it shows the same options again)
          const page = to === null || id.verb === 'p';
          if (page && depth > 0) continue;
          if (to && !page && nodeAt(panel!.src, panel!.items, to, refine)?.kind !== 'question') continue;
          presses++;
          const r = value === undefined ? await t.press(user, message.id, c) : await t.pick(user, message.id, c, value);
          for (const f of r.followUps) note('a private answer', f);
          const fresh = r.message && r.message.id !== message.id ? r.message : (r.followUps.find((f) => f.ephemeral) ?? null);
          if (fresh) {
            note('a private question', fresh);
            if (depth < 3) await explore(fresh, depth + 1);
            continue;
          }
          // the private message itself was updated: its old components are gone, go on in the new ones
          const updated = w.sim.message(message.id);
          note('a private question', updated);
          if (updated && depth < 3) await explore(updated, depth + 1);
          return;
        }
      }
    };
    if (panel) await explore(newest, 0);
    // then the policy's move, by the panel's words
    let on: StandInMessage | null = newest;
    const before = game.log.length;
    for (let k = 0; k < 8 && on && (await load()).log.length === before; k++) {
      const r = await tapOn(t, user, on, (l) => l === policyChoice(panelComps(on!)));
      note('after a press', r.message);
      for (const f of r.followUps) note('after a press', f);
      on = r.message && panelComps(r.message).length ? r.message : null;
    }
    if ((await load()).log.length === before) break;
    played++;
  }
  for (const m of w.sim.messages(threadId, { includeEphemeral: true })) note(`thread message ${m.id}`, m);
  for (const m of w.sim.messages(w.channelId, { includeEphemeral: true }).filter((x) => x.content.includes(`#${gameId}`))) note(`channel message ${m.id}`, m);
  for (const u of DISCORD.slice(0, log.players.length)) for (const m of w.sim.dmMessages(w.user(u))) note(`DM to ${u}`, m);
  for (const text of t.seen) seen.push({ where: 'a panel or its answer', text });
  const atClaim = { ...book, staleNames: new Set<string>() };
  return { seen, book, atClaim, played };
}

/** What the scanner finds in what was seen (one line each, with the offending lines). */
export function findings(seen: Seen[], book: WordsBook, atClaim: WordsBook): string[] {
  const found: string[] = [];
  for (const { where, text } of seen) {
    // the claim's message is the one place the log's names are shown ("Player 1 is now alice")
    const b = /Every seat is claimed|is now <@|claimed/.test(text) ? atClaim : book;
    const bad = scanWords(text, b);
    if (bad.length) found.push(`${where}: ${bad.join('; ')}\n    ${text.split('\n').filter((l) => scanWords(l, b).length).join('\n    ')}`);
  }
  return [...new Set(found)];
}

/** Cuts of a game: early, the first position of each kind of round and step (and sealed round), its quarters, late. */
export function cutsOf(log: GameLog, most = 12): number[] {
  const all = effectiveActions(log.actions);
  let actions = all;
  let game = replay({ ...log, actions: [] });
  const firsts = new Map<string, number>();
  for (let n = 0; n <= actions.length; n++) {
    const s = game.state as { round?: { kind?: string; step?: string } };
    const key = `${s.round?.kind ?? ''}:${s.round?.step ?? ''}:${game.def.sealed?.sheet(game.state, null) ? 'sealed' : ''}`;
    if (!firsts.has(key)) firsts.set(key, n);
    if (n === actions.length) break;
    // a stored action as a replay applies it (its automatic follow-ups too)
    const state = game.def.clone(game.state);
    try {
      game.def.process(state, actions[n]!);
      for (const auto of actions[n]!.auto_actions ?? []) game.def.process(state, auto);
    } catch {
      // (a game our rules replay only so far: cut within what replays)
      actions = actions.slice(0, n);
      break;
    }
    game = { ...game, state, log: [...game.log, actions[n]!] };
  }
  // the first of each kind (spread over them when there are more than `most`), the quarters of the game, late
  const kinds = [...firsts.values()];
  const picked = kinds.length <= most ? kinds : Array.from({ length: most }, (_, k) => kinds[Math.floor((k * kinds.length) / most)]!);
  const quarters = [1, 2, 3].map((q) => Math.floor((q * actions.length) / 4));
  const cuts = [Math.min(3, actions.length), ...picked, ...quarters, Math.max(0, actions.length - 4)];
  // (a cut counts stored actions, undos and messages among them: the log's index of the nth effective action)
  const index = (n: number) => (n >= all.length ? log.actions.length : log.actions.indexOf(all[n]!));
  return [...new Set(cuts.map(index))].sort((a, b) => a - b);
}
