// The 1871 status: players (cash, loans, certificates, holdings) with the Bidding Order Track, the
// companies by type (privates, minors, majors), and the trains by class (depot and owners).
import type { Canvas } from '@napi-rs/canvas';
import { certCount, certLimit } from '../../engine/titles/1871-steel-cities/players.ts';
import { sharePrice } from '../../engine/titles/1871-steel-cities/majors.ts';
import { depotOffer } from '../../engine/titles/1871-steel-cities/trains.ts';
import { HIGHLIGHT, INK, MUTED, WHITE } from '../palette.ts';
import { newCanvas } from '../png.ts';
import { drawTable, tableHeight, tableWidth, type Cell, type Column } from '../table.ts';
import { drawText, textWidth } from '../text.ts';
import { corpColor } from '../18xx/colors.ts';
import type { SteelPicture } from './view.ts';

const CLASS_NAMES: Record<string, string> = { H: 'H hex freight', F: 'F fast freight', P: 'P passenger', E: 'E express' };
const SHAPE = { square: '■ freight', round: '● passenger' } as const;
const GAP = 34;
const TITLE = 44;

export function drawSteelStatus(pic: SteelPicture, active: string[]): Canvas {
  const { data, view } = pic;
  const name = (key: string | null) => view.players.find((p) => p.key === key)?.name ?? '–';
  const companies = Object.values(view.companies);
  const majors = Object.values(view.majors).filter((m) => m.started);
  const trainsOf = (owner: string) => view.trains.filter((t) => t.owner === owner).map((t) => t.name).join(' ') || '–';
  const limit = certLimit(data, view);

  const playerCols: Column[] = [
    { header: 'Player', width: 260, align: 'left' },
    { header: 'Cash', width: 120 },
    { header: 'Loan', width: 110 },
    { header: 'Certs', width: 110 },
    { header: 'Privates · minors', width: 330 },
    ...majors.map((m) => ({ header: { text: m.id, ...fillOf(m.id), style: 'bold' as const }, width: 96 })),
  ];
  const playerRows = view.players.map((p): Cell[] => [
    { text: `${active.includes(p.key) ? '▶ ' : ''}${p.name}`, style: 'bold' },
    { text: String(p.cash) },
    p.loan ? { text: String(p.loan), fill: '#f4b6b6' } : { text: '–', color: MUTED },
    { text: `${certCount(view, p.key)}/${limit}` },
    { text: companies.filter((c) => c.owner === p.key && c.status === 'owned').map((c) => c.id).join(' ') || '–', style: 'cond' },
    ...majors.map((m): Cell => {
      const units = m.shares[p.key] ?? 0;
      if (!units) return { text: '–', color: MUTED };
      return { text: `${units * 10}%${m.president === p.key ? 'P' : ''}`, style: m.president === p.key ? 'bold' : 'regular' };
    }),
  ]);

  const privateDefs = data.companies.privates;
  const privCols: Column[] = [
    { header: 'Private', width: 470, align: 'left' },
    { header: 'Class', width: 100 },
    { header: 'Owner', width: 220, align: 'left' },
    { header: 'Revenue', width: 130 },
  ];
  const privRows = privateDefs
    .filter((d) => view.companies[d.id]?.status !== 'removed')
    .map((d): Cell[] => {
      const c = view.companies[d.id]!;
      return [
        { text: `${d.id} ${d.name}`, style: 'cond' },
        { text: d.class },
        c.owner ? { text: name(c.owner), align: 'left' } : { text: 'Auction House', color: MUTED, align: 'left' },
        { text: String(d.revenue) },
      ];
    });

  const minorCols: Column[] = [
    { header: 'Minor', width: 420, align: 'left' },
    { header: 'Token', width: 190 },
    { header: 'Owner', width: 200, align: 'left' },
    { header: 'Treasury', width: 140 },
    { header: 'Trains', width: 170 },
  ];
  const minorRows = data.companies.minors
    .filter((d) => view.companies[d.id]?.status !== 'removed')
    .map((d): Cell[] => {
      const c = view.companies[d.id]!;
      return [
        { text: `${d.id} ${d.name}`, ...fillOf(d.id), style: 'cond' },
        { text: SHAPE[d.token] },
        c.owner ? { text: name(c.owner), align: 'left' } : { text: 'Auction House', color: MUTED, align: 'left' },
        { text: c.owner ? String(c.treasury) : '–' },
        { text: trainsOf(d.id) },
      ];
    });

  const majorCols: Column[] = [
    { header: 'Major', width: 130, align: 'left' },
    { header: 'President', width: 200, align: 'left' },
    { header: 'Price', width: 100 },
    { header: 'Treasury', width: 140 },
    { header: 'Trains', width: 200 },
    { header: '■ left', width: 100 },
    { header: '● left', width: 100 },
    { header: 'IPO', width: 90 },
    { header: 'Pool', width: 90 },
  ];
  const majorRows = data.companies.majors.map((d): Cell[] => {
    const m = view.majors[d.id];
    const paper = data.companies.paper.find((p) => p.major === d.id);
    const paperState = paper ? view.companies[paper.id] : undefined;
    if (!m?.started) {
      const where = !paperState ? '–' : paperState.status === 'removed' ? 'closed' : paperState.owner ? `paper ${paper!.id}: ${name(paperState.owner)}` : `paper ${paper!.id} for sale`;
      return [{ text: d.id, ...fillOf(d.id), style: 'bold' }, { text: where, color: MUTED, align: 'left' }, ...['–', '–', '–', `${d.tokens.square ?? 0}`, `${d.tokens.round ?? 0}`, '–', '–'].map((text) => ({ text }))];
    }
    return [
      { text: d.id, ...fillOf(d.id), style: 'bold' },
      { text: `${name(m.president)}${m.floated ? '' : ' (not floated)'}`, align: 'left' },
      { text: String(sharePrice(data, m)) },
      { text: String(m.treasury) },
      { text: trainsOf(d.id) },
      { text: `${(d.tokens.square ?? 0) - m.tokensUsed.square}/${d.tokens.square ?? 0}` },
      { text: `${(d.tokens.round ?? 0) - m.tokensUsed.round}/${d.tokens.round ?? 0}` },
      { text: `${(m.shares.ipo ?? 0) * 10}%` },
      { text: `${(m.shares.pool ?? 0) * 10}%` },
    ];
  });

  const offer = new Set(depotOffer(data, view).map((t) => t.name));
  const trainCols: Column[] = [
    { header: 'Class', width: 250, align: 'left' },
    { header: 'Train', width: 110 },
    { header: 'Reach', width: 110 },
    { header: 'Price', width: 110 },
    { header: 'Phase', width: 110 },
    { header: 'Rusts', width: 110 },
    { header: 'Depot', width: 120 },
    { header: 'Owned by', width: 380, align: 'left' },
  ];
  const trainRows = (['H', 'F', 'P', 'E'] as const).flatMap((cls) =>
    data.trains.list
      .filter((t) => t.class === cls)
      .map((t): Cell[] => {
        const left = view.depot[t.name];
        const owners = view.trains.filter((x) => x.name === t.name).map((x) => x.owner);
        return [
          { text: CLASS_NAMES[cls]!, style: 'bold' },
          offer.has(t.name) ? { text: t.name, fill: '#9fd39a', style: 'bold' } : { text: t.name, style: 'bold' },
          { text: String(t.reach) },
          { text: String(t.price) },
          { text: t.phase },
          { text: t.rusts_on ?? '–' },
          { text: left === 'unlimited' ? '∞' : String(left ?? 0) },
          { text: owners.join(' ') || '–', style: 'cond', align: 'left' },
        ];
      }),
  );

  const tables: { title: string; cols: Column[]; rows: Cell[][]; highlight?: number }[] = [
    { title: 'Players', cols: playerCols, rows: playerRows, highlight: view.players.findIndex((p) => active.includes(p.key)) },
    { title: 'Private companies', cols: privCols, rows: privRows },
    { title: 'Minor companies (one token, one class of train)', cols: minorCols, rows: minorRows },
    { title: 'Major companies (from paper companies)', cols: majorCols, rows: majorRows },
    { title: 'Trains by class (green: for sale now)', cols: trainCols, rows: trainRows },
  ];
  const width = Math.max(...tables.map((t) => tableWidth(t.cols)), 1200) + 80;
  const phase = data.phases.list.find((p) => p.name === view.phase)!;
  const info = `Phase ${view.phase} (train limit minor ${phase.train_limit.minor}, major ${phase.train_limit.major}; tiles ${phase.tiles.join('/')})  ·  Bank ${view.bank}`;
  const trackH = 90;
  const height =
    70 + 40 + 40 + trackH + tables.reduce((h, t) => h + TITLE + tableHeight(t.rows.length) + GAP, 0) + 20;
  const { canvas, ctx } = newCanvas(width, height);
  drawText(ctx, pic.headline, 40, 40, { size: 30, style: 'bold', align: 'left', maxWidth: width - 80 });
  drawText(ctx, info, 40, 84, { size: 24, align: 'left', maxWidth: width - 80 });
  drawText(ctx, `Provisional (1822 model, not the real game): ${pic.provisional.join(', ').replace(/_/g, ' ')}`, 40, 122, {
    size: 22,
    align: 'left',
    color: MUTED,
    maxWidth: width - 80,
  });

  // the Bidding Order Track: space 1 first
  let y = 150;
  let x = 40;
  x += drawText(ctx, 'Bidding Order Track', x, y + 32, { size: 26, style: 'bold', align: 'left' }) + 24;
  view.track.forEach((key, i) => {
    const text = `${i + 1}  ${name(key)}`;
    const w = Math.max(150, textWidth(ctx, text, 24, 'bold') + 40);
    ctx.fillStyle = i === 0 ? '#38424f' : WHITE;
    ctx.fillRect(x, y + 8, w, 48);
    ctx.lineWidth = 2;
    ctx.strokeStyle = active.includes(key) ? HIGHLIGHT : INK;
    ctx.strokeRect(x, y + 8, w, 48);
    drawText(ctx, text, x + w / 2, y + 33, { size: 24, style: 'bold', color: i === 0 ? WHITE : INK, maxWidth: w - 12 });
    x += w + 14;
  });
  y += trackH;
  for (const t of tables) {
    drawText(ctx, t.title, 40, y + TITLE / 2, { size: 26, style: 'bold', align: 'left' });
    y = drawTable(ctx, 40, y + TITLE, t.cols, t.rows, t.highlight !== undefined && t.highlight >= 0 ? { highlightRow: t.highlight } : {}) + GAP;
  }
  return canvas;
}

function fillOf(id: string): { fill: string; color: string } {
  const c = corpColor(id);
  return { fill: c.fill, color: c.text };
}
