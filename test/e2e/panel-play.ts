// Playing a whole game through components only (turn panels, a title's own message buttons, bid sheets),
// never a slash command: a deterministic policy picks which of the waited-on player's panel entries to
// take (by the engine move it stands for), then answers every question with its first option. Every
// press is a tap (panel-helpers' Tapper).
import { expect } from 'vitest';
import { activePlayers, type LoadedGame } from '../../src/engine/game.ts';
import type { Action } from '../../src/engine/types.ts';
import { buildPanel, seatIndex } from '../../src/bot/panel/build.ts';
import { parsePath } from '../../src/bot/panel/layout.ts';
import { nodeAt } from '../../src/bot/panel/tree.ts';
import { titleBotOf } from '../../src/bot/titles/registry.ts';
import { parseCustomId } from '../../src/bot/customId.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import type { StandInMessage } from '../../src/standin/types.ts';
import { panelComps, type Comp, type Tapper } from './panel-helpers.ts';

/** The moves of one top-level panel entry (a chained press stands for its actions). */
export type EntryMoves = Action[];

/**
 * Which entry to take (an index into the entries, each the moves it may lead to) and, optionally, which
 * move within it (each question then takes the first option that still leads to such a move).
 */
export type Policy = (game: LoadedGame, entries: EntryMoves[]) => { entry: number; want?: (a: Action) => boolean };

interface PanelId {
  verb: string;
  seq: number;
  seat: number;
  path: number[];
}

export function panelIdOf(c: Comp): PanelId | null {
  const id = parseCustomId(c.custom_id);
  if (!id || id.prefix !== 'pnl') return null;
  const path = parsePath(id.args[3]);
  return path ? { verb: id.verb, seq: Number(id.args[1]), seat: Number(id.args[2]), path } : null;
}

/** The newest message in the thread whose panel was built at this log length for this seat. */
export function panelAt(w: LocalWorld, threadId: string, seq: number, seat: number): StandInMessage | undefined {
  return [...w.sim.messages(threadId)].reverse().find((m) => panelComps(m).some((c) => {
    const p = panelIdOf(c);
    return p && p.seq === seq && p.seat === seat;
  }));
}

/** A move made: the log grew. */
const moved = async (game: () => Promise<LoadedGame>, before: number) => (await game()).log.length > before;

/**
 * One move of the waited-on player through the thread's panel: the policy's entry, then the first option of
 * every question that follows (privately). Returns the taps it took.
 */
export async function playPanelMove(w: LocalWorld, t: Tapper, threadId: string, game: () => Promise<LoadedGame>, userOf: (player: string) => string, policy: Policy): Promise<number> {
  const g = await game();
  const actor = activePlayers(g)[0]!;
  const user = userOf(String(actor));
  const seat = seatIndex(g, actor);
  const message = await w.sim.waitFor(() => panelAt(w, threadId, g.log.length, seat), 15_000);
  t.noteMessage(message);
  const refine = titleBotOf(g.def)?.panel ?? {};
  const panel = buildPanel('0', g, actor, refine, null)!;
  const entries = panel.items.map((item) => item.chain?.actions ?? item.choices.map((c) => c.action));
  const { entry: n, want = () => true } = policy(g, entries);
  const before = t.taps;
  const comps = panelComps(message);
  const mine = comps.filter((c) => panelIdOf(c)?.path[0] === n);
  expect(mine.length, `panel entry ${n} (${panel.items[n]?.title}) is on the thread message`).toBeGreaterThan(0);
  /** The option of the question at `path` to take: the first one leading to a wanted move. */
  const optionFor = (path: number[]): number => {
    const node = nodeAt(panel.src, panel.items, path, refine);
    if (node?.kind !== 'question') return 0;
    return Math.max(0, node.options.findIndex((o) => o.choices.some((c) => want(c.action))));
  };
  const press = async (messageId: string, q: Comp[]): Promise<InteractionResult> => {
    const select = q.find((c) => c.type === 3);
    if (select) {
      const k = optionFor(panelIdOf(select)!.path);
      const option = select.options!.find((o) => o.value === String(k));
      if (option) return t.pick(user, messageId, select, option.value);
      // on a later page: "More…" (the thread's list) or ▶ (a private one)
      const more = select.options!.find((o) => /^p\d+$/.test(o.value));
      if (more) return t.pick(user, messageId, select, more.value);
      const next = q.find((c) => c.type === 2 && !c.disabled && /^▶/.test(c.label ?? ''));
      if (next) return t.press(user, messageId, next);
      return t.pick(user, messageId, select, select.options![0]!.value);
    }
    const buttons = q.filter((c) => c.type === 2 && !c.disabled);
    // a button is a move, or the answers of one question (paths ending in the option's index)
    const path = panelIdOf(buttons[0]!)!.path;
    const k = path.length > 1 ? optionFor(path.slice(0, -1)) : 0;
    return t.press(user, messageId, buttons.find((c) => panelIdOf(c)!.path.at(-1) === k && panelIdOf(c)!.path.length === path.length) ?? buttons[0]!);
  };
  let r = await press(message.id, mine);
  // questions go on privately until the move is made
  for (let guard = 0; guard < 12 && !(await moved(game, g.log.length)); guard++) {
    const reply = r.message;
    const text = [r.content, ...r.followUps.map((f) => f.content)].join(' ');
    expect(reply, `a private question after pressing on ${panel.items[n]?.title}: ${text}`).toBeDefined();
    const q = panelComps(reply!);
    expect(q.length, `a question with choices: ${text}`).toBeGreaterThan(0);
    r = await press(reply!.id, q);
  }
  expect(await moved(game, g.log.length), `the move of entry ${panel.items[n]?.title} was made`).toBe(true);
  return t.taps - before;
}

/** The first entry whose moves include one of these types, in this order of preference; else the first entry. */
export function preferTypes(entries: EntryMoves[], types: string[], skip: (a: Action) => boolean = () => false): number {
  for (const type of types) {
    const k = entries.findIndex((moves) => moves.some((a) => a.type === type && !skip(a)));
    if (k >= 0) return k;
  }
  return 0;
}
