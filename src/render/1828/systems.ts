// 1828's systems under the 18xx status: each system's members, its two shells with their trains against the
// per-shell limit, the director's donated treasury share and coal; then the coal markers left and held.
import type { View1828 } from '../../engine/titles/1828/queries/view.ts';
import { MUTED } from '../palette.ts';
import type { Section } from '../sheet.ts';
import type { Cell, Column } from '../table.ts';

export const COAL_FILL = '#2b2b2b';

const COLUMNS: Column[] = [
  { header: 'System', width: 190, align: 'left' },
  { header: 'Shell 1', width: 360, align: 'left' },
  { header: 'Shell 2', width: 360, align: 'left' },
  { header: 'Treasury share', width: 220 },
  { header: 'Coal', width: 110 },
];

function shellCell(shell: { member: string; trains: string[] } | undefined, limit: number): Cell {
  if (!shell) return { text: '–', color: MUTED };
  return { text: `${shell.member}: ${shell.trains.join(' ') || 'no train'} (${shell.trains.length}/${limit})`, align: 'left', color: shell.trains.length ? undefined : MUTED };
}

function coalLine(view: View1828): string {
  const held = view.coal.holders.length ? `held by ${view.coal.holders.join(', ')}` : 'none held';
  return `Coal markers: ${view.coal.left} left on ${view.coal.hex} ($120 each)   ·   ${held}`;
}

/** The systems table and the coal line, as a section after the 18xx status. */
export function systemsSections(view: View1828): Section[] {
  const rows = view.systems.map((s): Cell[] => {
    const col = s.color;
    return [
      { text: s.sym, fill: col.fill, color: col.text, style: 'bold' },
      shellCell(s.shells[0], s.limitPerShell),
      shellCell(s.shells[1], s.limitPerShell),
      { text: s.treasuryPercent ? `${s.treasuryPercent}% (donated)` : '–', color: s.treasuryPercent ? undefined : MUTED },
      { text: s.coal ? '● 1' : '–', color: s.coal ? COAL_FILL : MUTED, style: s.coal ? 'bold' : 'regular' },
    ];
  });
  return [
    {
      name: rows.length ? 'systems and coal' : 'coal',
      blocks: [...(rows.length ? [{ kind: 'table' as const, cols: COLUMNS, rows }] : []), { kind: 'line', text: coalLine(view) }],
    },
  ];
}
