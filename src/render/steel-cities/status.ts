// The 1871 status: players (cash, loans, certificates, holdings) with the Bidding Order Track, the
// companies by type (privates, minors, majors), and the trains by class (depot and owners).
import { certCount, certLimit } from '../../engine/titles/1871-steel-cities/players.ts';
import { sharePrice } from '../../engine/titles/1871-steel-cities/majors.ts';
import { depotOffer } from '../../engine/titles/1871-steel-cities/trains.ts';
import { HIGHLIGHT, INK, MUTED, WHITE } from '../palette.ts';
import { measureCtx } from '../png.ts';
import { layoutPages, type Block, type Page, type Section } from '../sheet.ts';
import type { Cell, Column } from '../table.ts';
import { drawText, textWidth } from '../text.ts';
import { neutralColor } from '../18xx/colors.ts';
import { labelKey } from '../short-label.ts';
import type { SteelPicture } from './view.ts';

const CLASS_NAMES: Record<string, string> = { H: 'H hex freight', F: 'F fast freight', P: 'P passenger', E: 'E express' };
const SHAPE = { square: '■ freight', round: '● passenger' } as const;

export function drawSteelStatus(pic: SteelPicture, active: string[]): Page[] {
  const { data, view } = pic;
  const name = (key: string | null) => view.players.find((p) => p.key === key)?.name ?? '–';
  const companies = Object.values(view.companies);
  const majors = Object.values(view.majors).filter((m) => m.started);
  const trainsOf = (owner: string) => view.trains.filter((t) => t.owner === owner).map((t) => t.name).join(' ') || '–';
  const trainOwners = view.trains.map((t) => t.owner);
  const limit = certLimit(data, view);
  const label = (id: string) => pic.labels[id] ?? id;
  const privateIds = new Set(data.companies.privates.map((d) => d.id));
  // a player's privates counted (the private companies' table names their owners) and minors by label
  const holdings = (key: string) => {
    const owned = companies.filter((c) => c.owner === key && c.status === 'owned');
    const privates = owned.filter((c) => privateIds.has(c.id)).length;
    const minors = owned.filter((c) => pic.labels[c.id]).map((c) => label(c.id));
    return [privates ? `${privates} private${privates === 1 ? '' : 's'}` : '', ...minors].filter(Boolean).join(' · ') || '–';
  };

  const playerCols: Column[] = [
    { header: 'Player', width: 260, align: 'left' },
    { header: 'Cash', width: 120 },
    { header: 'Loan', width: 110 },
    { header: 'Certs', width: 110 },
    { header: 'Privates · minors', width: 330 },
    ...majors.map((m) => ({ header: { text: label(m.id), ...fillOf(m.id), style: 'bold' as const }, width: 96 })),
  ];
  const playerRows = view.players.map((p): Cell[] => [
    { text: `${active.includes(p.key) ? '▶ ' : ''}${p.name}`, style: 'bold' },
    { text: String(p.cash) },
    p.loan ? { text: String(p.loan), fill: '#f4b6b6' } : { text: '–', color: MUTED },
    { text: `${certCount(view, p.key)}/${limit}` },
    { text: holdings(p.key), style: 'cond' },
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
        { text: d.name, style: 'cond' },
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
        { text: `${label(d.id)} ${d.name}`, ...fillOf(d.id), style: 'cond' },
        { text: SHAPE[d.token] },
        c.owner ? { text: name(c.owner), align: 'left' } : { text: 'Auction House', color: MUTED, align: 'left' },
        { text: c.owner ? String(c.treasury) : '–' },
        { text: trainsOf(d.id) },
      ];
    });

  const majorCols: Column[] = [
    { header: 'Major', width: 420, align: 'left' },
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
      const where = !paperState ? '–' : paperState.status === 'removed' ? 'closed' : paperState.owner ? `paper company: ${name(paperState.owner)}` : 'paper company for sale';
      return [{ text: `${label(d.id)} ${d.name}`, ...fillOf(d.id), style: 'cond' }, { text: where, color: MUTED, align: 'left' }, ...['–', '–', '–', `${d.tokens.square ?? 0}`, `${d.tokens.round ?? 0}`, '–', '–'].map((text) => ({ text }))];
    }
    return [
      { text: `${label(d.id)} ${d.name}`, ...fillOf(d.id), style: 'cond' },
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
          { text: owners.map(label).join(' ') || '–', style: 'cond', align: 'left' },
        ];
      }),
  );

  const phase = data.phases.list.find((p) => p.name === view.phase)!;
  const info = `Phase ${view.phase} (train limit minor ${phase.train_limit.minor}, major ${phase.train_limit.major}; tiles ${phase.tiles.join('/')})  ·  Bank ${view.bank}`;
  // the Bidding Order Track: space 1 first, one box per player, wrapping onto more rows on a narrow page
  const boxes = view.track.map((key, i) => {
    const text = `${i + 1}  ${name(key)}`;
    return { key, i, text, w: Math.max(150, textWidth(measureCtx(), text, 24, 'bold') + 40) };
  });
  const trackRows: (typeof boxes)[] = [[]];
  let used = 0;
  for (const b of boxes) {
    if (used + b.w > TRACK_ROOM && trackRows.at(-1)!.length) {
      trackRows.push([]);
      used = 0;
    }
    trackRows.at(-1)!.push(b);
    used += b.w + 14;
  }
  const track: Block = {
    kind: 'custom',
    width: TRACK_ROOM,
    height: trackRows.length * 62,
    draw(ctx, x0, y0) {
      trackRows.forEach((row, r) => {
        let x = x0;
        const y = y0 + r * 62;
        for (const b of row) {
          ctx.fillStyle = b.i === 0 ? '#38424f' : WHITE;
          ctx.fillRect(x, y + 4, b.w, 48);
          ctx.lineWidth = 2;
          ctx.strokeStyle = active.includes(b.key) ? HIGHLIGHT : INK;
          ctx.strokeRect(x, y + 4, b.w, 48);
          drawText(ctx, b.text, x + b.w / 2, y + 29, { size: 24, style: 'bold', color: b.i === 0 ? WHITE : INK, maxWidth: b.w - 12 });
          x += b.w + 14;
        }
      });
    },
  };
  const table = (title: string, cols: Column[], rows: Cell[][], highlightRow?: number): Block[] => [
    { kind: 'heading', text: title },
    { kind: 'table', cols, rows, ...(highlightRow !== undefined && highlightRow >= 0 ? { highlightRow } : {}) },
  ];
  const sections: Section[] = [
    {
      name: 'players',
      blocks: [
        { kind: 'line', text: info },
        { kind: 'line', text: `Provisional (1822 model, not the real game): ${pic.provisional.join(', ')}`, size: 22, color: MUTED },
        { kind: 'heading', text: 'Bidding Order Track' },
        track,
        ...table('Players', playerCols, playerRows, view.players.findIndex((p) => active.includes(p.key))),
        // what the players' minors and the majors' columns are labelled with
        ...keyBlock(labelKey([...view.players.flatMap((p) => companies.filter((c) => c.owner === p.key).map((c) => c.id)), ...majors.map((m) => m.id)], pic.labels, pic.names)),
      ],
    },
    { name: 'private companies', blocks: table('Private companies', privCols, privRows) },
    { name: 'minor companies', blocks: table('Minor companies (one token, one class of train)', minorCols, minorRows) },
    { name: 'major companies', blocks: table('Major companies (from paper companies)', majorCols, majorRows) },
    {
      name: 'trains',
      blocks: [
        ...table('Trains by class (green: for sale now)', trainCols, trainRows),
        ...keyBlock(labelKey(trainOwners.sort(), pic.labels, pic.names)),
      ],
    },
  ];
  return layoutPages(pic.headline, sections);
}

const TRACK_ROOM = 1200;

/** A key of short labels ("AV = Allegheny Valley  ·  B&O = Baltimore & Ohio"), wrapped as a line is. */
function keyBlock(key: string[]): Block[] {
  return key.length ? [{ kind: 'line', text: key.join('  ·  '), size: 22 }] : [];
}

function fillOf(id: string): { fill: string; color: string } {
  const c = neutralColor(id);
  return { fill: c.fill, color: c.text };
}
