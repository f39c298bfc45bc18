// The reveal of a sealed-bid round as one table: a row per item (in processing order), a column per
// player with their bid ("–" = no bid), the winner's bid filled, and the result (winner and price).
// Generic over titles: it reads only the SealedReveal the title returns.
import type { PlayerId, PlayerInfo, SealedReveal } from '../engine/types.ts';
import { MUTED } from './palette.ts';
import { encodeCompactPng } from './png.ts';
import { layoutPages, type Page } from './sheet.ts';
import type { Cell, Column } from './table.ts';

const WIN = '#2e9e5b';
const TIED = '#f2c14e';
const SET_ASIDE = '#c9c9c9';

const same = (a: unknown, b: unknown) => String(a) === String(b);

export function drawSealedReveal(reveal: SealedReveal, players: readonly PlayerInfo[], headline: string): Page[] {
  const nameOf = (p: PlayerId | null) => (p === null ? '' : (players.find((x) => same(x.id, p))?.name ?? String(p)));
  const order = reveal.sheets.map((s) => s.player);
  const hasGroups = reveal.items.some((i) => i.group);
  const cols: Column[] = [
    { header: 'Item', width: 300, align: 'left' },
    ...(hasGroups ? [{ header: 'Class', width: 170 }] : []),
    ...order.map((p) => ({ header: nameOf(p), width: 190 })),
    { header: 'Result', width: 320, align: 'left' as const },
  ];
  const rows = reveal.items.map((item) => {
    const result = reveal.results.find((r) => r.item === item.id);
    const cells: Cell[] = order.map((p) => {
      const bid = reveal.sheets.find((s) => same(s.player, p))?.bids[item.id];
      if (bid === undefined) return { text: '–', color: MUTED };
      if (result && same(result.winner, p)) return { text: String(bid), fill: WIN, style: 'bold' };
      if (result?.ineligible?.some((x) => same(x.player, p))) return { text: `${bid} ✗`, fill: SET_ASIDE };
      if (result?.tied?.some((t) => same(t, p))) return { text: String(bid), fill: TIED };
      return { text: String(bid) };
    });
    const outcome: Cell =
      result && result.winner !== null ? { text: `${nameOf(result.winner)} pays ${result.price}`, style: 'bold' } : { text: 'unsold', color: MUTED };
    return [item.name, ...(hasGroups ? [item.group ?? ''] : []), ...cells, outcome];
  });
  return layoutPages(headline, [
    {
      name: 'bids',
      blocks: [
        { kind: 'table', cols, rows, keyCols: hasGroups ? 2 : 1 },
        { kind: 'line', text: 'green: won · yellow: tied · grey ✗: not eligible · –: no bid', size: 22, color: MUTED },
      ],
    },
  ], 'sealed bids');
}

/** The reveal as a PNG: a round's few items fit one page (test/render/phone-fit-cases.ts checks it). */
export function renderSealedReveal(reveal: SealedReveal, players: readonly PlayerInfo[], headline: string): Buffer {
  return encodeCompactPng(drawSealedReveal(reveal, players, headline)[0]!.canvas);
}
