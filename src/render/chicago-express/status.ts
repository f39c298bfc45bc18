// Chicago Express status: players (cash, shares) and companies (income, cash, shares and trains left).
import { MUTED, textOn } from '../palette.ts';
import { layoutPages, type Page, type Section } from '../sheet.ts';
import type { Cell, Column } from '../table.ts';
import type { CeView } from './view.ts';

export function drawCeStatus(view: CeView): Page[] {
  const companies = view.companies;
  const playerCols: Column[] = [
    { header: 'Player', width: 300, align: 'left' },
    { header: 'Cash', width: 150 },
    ...companies.map((c) => ({ header: { text: c.label, fill: c.color, color: textOn(c.color), style: 'bold' as const }, width: 140 })),
  ];
  const companyCols: Column[] = [
    { header: 'Company', width: 300, align: 'left' },
    { header: 'Income', width: 150 },
    { header: 'Per share', width: 160 },
    { header: 'Cash', width: 150 },
    { header: 'Shares left', width: 190 },
    { header: 'Trains left', width: 190 },
  ];
  const recent = view.recent ?? [];
  const standings = view.finished ? [...view.players].sort((a, b) => b.cash - a.cash) : [];
  const activeRow = view.players.findIndex((p) => p.active);
  const playerRows = view.players.map((p) => [
    p.name,
    `$${p.cash}`,
    ...companies.map((c): Cell => {
      const n = p.shares[c.id] ?? 0;
      return n ? { text: String(n), style: 'bold' } : { text: '–', color: MUTED };
    }),
  ]);
  const companyRows = companies.map((c): Cell[] => [
    { text: c.open ? c.name : `${c.name} (not open)`, fill: c.color, style: 'bold' },
    { text: `$${c.income}` },
    { text: c.perShare ? `$${c.perShare}` : '–', color: c.perShare ? undefined : MUTED },
    { text: `$${c.cash}` },
    { text: `${c.sharesLeft} / ${c.sharesTotal}` },
    { text: `${c.trainsLeft} / ${c.trainsTotal}` },
  ]);
  const sections: Section[] = [
    { name: 'players', blocks: [{ kind: 'table', cols: playerCols, rows: playerRows, highlightRow: activeRow }] },
    { name: 'companies', blocks: [{ kind: 'table', cols: companyCols, rows: companyRows }] },
  ];
  if (recent.length) sections.push({ name: 'recent moves', blocks: [{ kind: 'heading', text: 'Recently' }, ...recent.map((text) => ({ kind: 'line' as const, text, size: 22 }))] });
  if (standings.length) {
    // the winner has the most cash; ties share the place
    const lines = standings.map((p) => {
      const place = standings.findIndex((q) => q.cash === p.cash) + 1;
      return { kind: 'line' as const, text: `${place}. ${p.name}   $${p.cash}${place === 1 ? '  winner' : ''}`, size: 26, style: place === 1 ? ('bold' as const) : ('regular' as const) };
    });
    sections.push({ name: 'final standings', blocks: [{ kind: 'heading', text: 'Final standings' }, ...lines] });
  }
  return layoutPages(view.headline, sections);
}
