// The turn panel as Discord components: the top level under the thread message (buttons for single moves,
// a select menu per list), and one question at a time in the player's private message (buttons when few
// or numbered by a picture, else a select menu paged by 25 with ◀ ▶). Custom ids carry the game, the log
// length the panel was built at, the player's seat and the path of indices (tree.ts), so a press names its
// move exactly and a stale one is recognised.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import { clip, LIMITS } from '../fit.ts';
import { makeCustomId, parseIndex } from '../customId.ts';
import type { PanelRefinement, PanelSource } from './refinement.ts';
import { nodeAt, type PanelItem, type PanelNode } from './tree.ts';

/** Custom id prefix of every panel component. */
export const PANEL = 'pnl';

export type Row = ActionRowData<MessageActionRowComponentData>;

/** Where a panel was built: game, log length, the player's seat (index in the game's players). */
export interface PanelAt {
  gameId: string;
  seq: number;
  seat: number;
}

const MAX_ROWS = 5;
const PER_ROW = 5;
const PAGE = 25;

export const pathText = (path: number[]): string => path.join('.');
/** A path written by pathText ("0.3.1"): each step a canonical number (customId.ts parseIndex), else null. */
export function parsePath(text: string | undefined): number[] | null {
  const steps = text ? text.split('.').map(parseIndex) : [];
  return steps.length && steps.every((n) => n !== null) ? (steps as number[]) : null;
}

const idFor = (at: PanelAt, verb: 'b' | 's' | 'p', path: number[], page?: number) =>
  makeCustomId(PANEL, verb, at.gameId, at.seq, at.seat, pathText(path), ...(page === undefined ? [] : [page]));

function button(at: PanelAt, path: number[], label: string, style: ButtonStyle): ButtonBuilder {
  return new ButtonBuilder().setCustomId(idFor(at, 'b', path)).setLabel(clip(label, LIMITS.buttonLabel)).setStyle(style);
}

const styleOf = (node: PanelNode): ButtonStyle =>
  node.kind === 'leaf' && node.actions.length === 1 && node.actions[0]!.type === 'pass' ? ButtonStyle.Secondary : ButtonStyle.Primary;

function rowsOf(buttons: ButtonBuilder[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += PER_ROW) rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i, i + PER_ROW)).toJSON() as unknown as Row);
  return rows;
}

/**
 * A select menu for a question's options from `page` on (25 a page). With `more`, the last place of a full
 * page is an option that opens the next page privately (for the thread message, which has no room for ◀ ▶).
 */
function select(at: PanelAt, node: Extract<PanelNode, { kind: 'question' }>, page: number, more: boolean): Row {
  const size = more && node.options.length > PAGE ? PAGE - 1 : PAGE;
  const start = page * size;
  const shown = node.options.slice(start, start + size);
  const menu = new StringSelectMenuBuilder()
    .setCustomId(idFor(at, 's', node.path, page))
    .setPlaceholder(clip(`${node.title}${node.options.length > size ? ` (${start + 1}–${start + shown.length} of ${node.options.length})` : ''}`, 150))
    .addOptions(shown.map((o, n) => ({ label: clip(o.label, LIMITS.choiceName), value: String(start + n) })));
  if (more && start + size < node.options.length) menu.addOptions({ label: `More… (${start + size + 1}–${Math.min(node.options.length, start + 2 * size)} of ${node.options.length})`, value: `p${page + 1}` });
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu).toJSON() as unknown as Row;
}

export interface TopLevel {
  rows: Row[];
  /** How many top-level items there were (for tests and words). */
  items: number;
}

/** The top level of a panel: every item as a button, a row of buttons, or a select menu; at most five rows. */
export function topLevelRows(src: PanelSource, items: PanelItem[], at: PanelAt, refine: PanelRefinement, opts: { skip?: number; maxRows?: number } = {}): TopLevel {
  const MAX_ROWS = opts.maxRows ?? 5;
  const buttons: ButtonBuilder[] = [];
  const menus: { item: number; node: Extract<PanelNode, { kind: 'question' }> }[] = [];
  items.forEach((item, n) => {
    const node = n === opts.skip ? null : nodeAt(src, items, [n], refine);
    if (!node) return;
    if (node.kind === 'leaf') return void buttons.push(button(at, [n], item.chain?.label ?? node.label, styleOf(node)));
    const numbered = refine.numbered?.(node.item.choices[0]!.action.type, node.field) ?? false;
    const leaves = node.options.map((_, k) => nodeAt(src, items, [n, k], refine));
    if (!numbered && node.options.length <= 3 && leaves.every((l) => l?.kind === 'leaf')) {
      // a few single moves (pay out / withhold): one button each
      // (an option's own words, e.g. "$40", get the question's before them when they are not the whole move's)
      leaves.forEach((l, k) => {
        const words = node.options[k]!.label;
        buttons.push(button(at, [n, k], l!.kind === 'leaf' && words !== l!.label ? `${node.title}: ${words}` : words, styleOf(l!)));
      });
    } else if (numbered) {
      // its picture comes with the question: asked privately
      buttons.push(button(at, [n], `${item.title.replace(/…$/, '')}…`, ButtonStyle.Primary));
    } else {
      menus.push({ item: n, node });
    }
  });
  // as many selects as fit beside the buttons; the rest open privately from a button instead
  let fit = menus.length;
  while (fit > 0 && Math.ceil((buttons.length + menus.length - fit) / PER_ROW) + fit > MAX_ROWS) fit--;
  const kept = menus.slice(0, fit).map((m) => select(at, m.node, 0, true));
  for (const m of menus.slice(fit)) buttons.push(button(at, [m.item], `${items[m.item]!.title.replace(/…$/, '')}…`, ButtonStyle.Primary));
  const rows = [...rowsOf(buttons), ...kept].slice(0, MAX_ROWS);
  return { rows, items: items.length };
}

/** A question asked privately: numbered buttons (with a picture), a few buttons, or a paged select. */
export function questionRows(src: PanelSource, items: PanelItem[], node: Extract<PanelNode, { kind: 'question' }>, at: PanelAt, page: number, refine: PanelRefinement): Row[] {
  const numbered = refine.numbered?.(node.item.choices[0]!.action.type, node.field) ?? false;
  if (numbered && node.options.length <= MAX_ROWS * PER_ROW) {
    return rowsOf(node.options.map((_, k) => button(at, [...node.path, k], String(k + 1), ButtonStyle.Primary)));
  }
  if (node.options.length <= PER_ROW) {
    return rowsOf(node.options.map((o, k) => {
      const next = nodeAt(src, items, [...node.path, k], refine);
      return button(at, [...node.path, k], o.label, next ? styleOf(next) : ButtonStyle.Primary);
    }));
  }
  const pages = Math.ceil(node.options.length / PAGE);
  const p = Math.min(Math.max(0, page), pages - 1);
  const rows = [select(at, node, p, false)];
  if (pages > 1) {
    const nav = (label: string, to: number, disabled: boolean) =>
      new ButtonBuilder().setCustomId(idFor(at, 'p', node.path, to)).setLabel(label).setStyle(ButtonStyle.Secondary).setDisabled(disabled);
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(nav('◀', Math.max(0, p - 1), p === 0), nav(`▶ (page ${p + 1} of ${pages})`, Math.min(pages - 1, p + 1), p === pages - 1)).toJSON() as unknown as Row);
  }
  return rows;
}
