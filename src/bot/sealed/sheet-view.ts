// The bid sheet message (a DM, or an ephemeral reply in the thread): the items with their prices as
// select menus, paged, and Prev / Next / Submit. The draft it shows is the bidder's stored draft
// (drafts.ts); Submit's custom id carries that draft as shown (draft.ts), so Submit hands in exactly
// what the message shows. The message is only ever shown to its bidder.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;
import type { SealedItem, SealedSheet } from '../../engine/types.ts';
import { makeCustomId, ownerArg } from '../customId.ts';
import { bidsOfDraft, draftOfBids, encodeDraft, roundTag, type Draft } from './draft.ts';
import { pagesOf, type SelectSpec } from './layout.ts';

/** Custom id prefix of every sealed-sheet component. */
export const SEALED = 'sb';

export interface SheetInput {
  gameId: string;
  /** The bidder's Discord user id: the sheet's components carry it, and refuse anyone else. */
  ownerId: string;
  /** e.g. "Tiny Rails #12". */
  gameName: string;
  /** The sheet as this bidder sees it (their own submitted bids only). */
  sheet: SealedSheet;
  draft: Draft;
  page: number;
  /** Names of the players who have submitted (who, never what). */
  submittedNames: string[];
  /** Whether this bidder has a sheet in. */
  submitted: boolean;
  /** A line on top, e.g. "✅ Submitted." */
  note?: string;
}

export interface SheetMessage {
  content: string;
  components: Row[];
}

const sameBids = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export function sheetMessage(input: SheetInput): SheetMessage {
  const { sheet, draft, gameId } = input;
  const owner = ownerArg(input.ownerId);
  const pages = pagesOf(sheet.items);
  const page = Math.min(Math.max(0, input.page), pages.length - 1);
  const code = encodeDraft(sheet.items, draft);
  const tag = roundTag(sheet.round);
  const draftBids = bidsOfDraft(sheet.items, draft);
  const changed = !input.submitted || !sameBids(draftBids, sheet.bids);

  const chosen = sheet.items.filter((item) => draftBids[item.id] !== undefined).map((item) => `${item.name} **${draftBids[item.id]}**`);
  const lines = [
    ...(input.note ? [input.note] : []),
    `🔒 **Sealed bids — ${input.gameName}**${pages.length > 1 ? ` · page ${page + 1}/${pages.length}` : ''}`,
    'Only you see this sheet. Pick a price for each item you want ("no bid" skips it): your picks stay a draft that only you see (`/bid company: price:` sets one in it too) until you press **Submit**. You can change it and submit again until the last sheet is in.',
    `Your ${changed ? 'draft' : 'submitted sheet'}: ${chosen.length ? chosen.join(' · ') : 'no bids'}`,
    input.submitted ? (changed ? '⚠️ Changed since you submitted: press Submit to replace your sheet.' : '✅ Submitted.') : '❌ Not submitted yet.',
    `Sheets in: ${input.submittedNames.length ? input.submittedNames.join(', ') : 'none yet'} (${input.submittedNames.length}/${sheet.bidders.length})`,
  ];
  let content = lines.join('\n');
  if (content.length > 2000) content = `${content.slice(0, 1990)}…`;

  const rows: Row[] = pages[page]!.map((spec, k) => {
    const menu = new StringSelectMenuBuilder()
      .setCustomId(makeCustomId(SEALED, 'pick', gameId, tag, page, k, owner))
      .setPlaceholder(placeholderOf(sheet, draft, spec).slice(0, 150))
      .addOptions(
        spec.parts.flatMap((part) => {
          const item = sheet.items[part.item]!;
          const current = draft[part.item] ?? 0;
          // a default marks the choice only where the select is the item's alone
          const alone = spec.parts.length === 1;
          return [
            { label: `${item.name}: no bid`.slice(0, 100), value: `${part.item}.0`, default: alone && current === 0 && part.chunk === 0 },
            ...part.options.map((o) => ({ label: `${item.name}: ${item.prices[o - 1]}`.slice(0, 100), value: `${part.item}.${o}`, default: alone && current === o })),
          ];
        }),
      );
    return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu).toJSON();
  });
  const buttons: ButtonBuilder[] = [];
  if (pages.length > 1) {
    buttons.push(
      new ButtonBuilder().setCustomId(makeCustomId(SEALED, 'page', gameId, tag, page - 1, owner)).setLabel('◀ Prev').setStyle(ButtonStyle.Secondary).setDisabled(page === 0),
      new ButtonBuilder().setCustomId(makeCustomId(SEALED, 'page', gameId, tag, page + 1, owner)).setLabel('Next ▶').setStyle(ButtonStyle.Secondary).setDisabled(page === pages.length - 1),
    );
  }
  buttons.push(
    new ButtonBuilder()
      .setCustomId(makeCustomId(SEALED, 'send', gameId, tag, page, code, owner))
      .setLabel(input.submitted ? 'Submit again (replaces)' : 'Submit')
      .setStyle(ButtonStyle.Success),
  );
  rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON());
  return { content, components: rows };
}

/** What a select shows when closed: its item (and price range), or for items sharing it each one's bid in the draft. */
function placeholderOf(sheet: SealedSheet, draft: Draft, spec: SelectSpec): string {
  if (spec.parts.length > 1) {
    return spec.parts.map((part) => `${sheet.items[part.item]!.name}: ${bidWord(sheet.items[part.item]!, draft[part.item] ?? 0)}`).join(' · ');
  }
  const part = spec.parts[0]!;
  const item = sheet.items[part.item]!;
  const current = draft[part.item] ?? 0;
  const split = part.options.length < item.prices.length;
  const label = `${item.name}${item.group ? ` (${item.group})` : ''}${split ? `: ${item.prices[part.options[0]! - 1]}–${item.prices[part.options.at(-1)! - 1]}` : ''}`;
  return current > 0 && !part.options.includes(current) ? `${label} — your bid: ${item.prices[current - 1]}` : label;
}

const bidWord = (item: SealedItem, option: number) => (option > 0 ? String(item.prices[option - 1]) : '—');

/** The sheet opened fresh: the draft is what the bidder submitted (nothing if they have not). */
export function freshDraft(sheet: SealedSheet): Draft {
  return draftOfBids(sheet.items, sheet.bids);
}

/** The public button in the thread that opens the clicker's own sheet (ephemerally). */
export function openSheetButton(gameId: string): Row {
  return new ActionRowBuilder<ButtonBuilder>()
    .addComponents(new ButtonBuilder().setCustomId(makeCustomId(SEALED, 'open', gameId)).setLabel('Open my bid sheet').setStyle(ButtonStyle.Primary))
    .toJSON();
}
