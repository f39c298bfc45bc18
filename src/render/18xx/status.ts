// 18xx status: players (cash, shares, privates, priority, certificates, net worth; the final ranking at the
// end), corporations, privates (face value, revenue, the auction's bids), bank, depot and phase.
import { money } from '../../engine/18xx/money.ts';
import type { TitleConfig } from '../../engine/18xx/face.ts';
import { priceOf } from '../../engine/18xx/face.ts';
import { numCerts, percentOf, shownCertLimit } from '../../engine/18xx/face.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { namesInWords } from '../banner.ts';
import { MUTED } from '../palette.ts';
import { layoutPages, type Page, type Section } from '../sheet.ts';
import type { Cell, Column } from '../table.ts';
import { corpPalette } from './colors.ts';
import { labelKey, pictureLabel } from '../short-label.ts';

const trainName = (id: string) => id.replace(/-\d+$/, '');

function depotLine(state: GameState, cfg: TitleConfig): string {
  const counts = new Map<string, number>();
  for (const id of state.upcoming) counts.set(trainName(id), (counts.get(trainName(id)) ?? 0) + 1);
  const parts = cfg.trains
    .filter((t) => counts.has(t.name))
    .map((t) => `${t.name}: ${t.num === 'unlimited' ? '∞' : counts.get(t.name)} × ${money(cfg, t.price)}`);
  const pool = state.trains.filter((t) => t.owner === 'pool').map((t) => t.name);
  return `Depot  ${parts.join('   ') || 'empty'}${pool.length ? `   ·   Open market: ${pool.join(', ')}` : ''}`;
}

/** The bank's cash; once broken it shows how far past empty it paid (18Chesapeake's bank is finite); an unlimited bank (1828) shows what it paid out net. */
export function bankLine(state: GameState, cfg: TitleConfig): string {
  const cash = state.cash.bank ?? 0;
  if (cfg.unlimitedBank) return `Bank unlimited${cash < 0 ? ` (paid out ${money(cfg, -cash)} net)` : ''}`;
  if (!state.bankBroken && cash >= 0) return `Bank ${money(cfg, cash)}`;
  return `Bank broken${cash < 0 ? ` (paid ${money(cfg, -cash)} beyond its ${money(cfg, cfg.bankCash)})` : ''}`;
}

/** The open auction's bids on a private, highest first ("Player 2 $65, Player 1 $60"). */
function bidsOn(state: GameState, cfg: TitleConfig, company: string, nameOf: (id: string | null) => string): string {
  if (state.round.kind !== 'auction') return '';
  return state.round.bids
    .filter((b) => b.company === company)
    .sort((a, b) => b.price - a.price)
    .map((b) => `${nameOf(b.player)} ${money(cfg, b.price)}`)
    .join(', ');
}

/** A player's certificates, against the limit where the title has one in effect ("12/16"; 1828: "12"). */
export function certsText(state: GameState, cfg: TitleConfig, player: string): string {
  const limit = shownCertLimit(state, cfg);
  return `${numCerts(state, cfg, player)}${limit === null ? '' : `/${limit}`}`;
}

/**
 * The status as sections for `layoutPages`: players (with the bank, phase and depot lines), corporations,
 * privates. `worth`: each player's net worth as the title scores it (its `result`); at the game's end the
 * players are listed in ranking order.
 */
export function status18xxSections(state: GameState, cfg: TitleConfig, active: string[], worth: Record<string, number> = {}, auctionBids?: Record<string, string>): Section[] {
  const corps = state.corps.filter((c) => !c.closed);
  const companies = state.companies;
  // a company by its symbol where the symbol abbreviates its name (B&O, SV), else by its name's initials (1871's
  // minor M1 as AV, Allegheny Valley), the picture then saying what they stand for (the key below the tables)
  const names: Record<string, string> = Object.fromEntries([...cfg.corporations, ...cfg.companies].map((d) => [d.sym, d.name]));
  const labels: Record<string, string> = Object.fromEntries(Object.entries(names).map(([sym, name]) => [sym, pictureLabel(sym, name)]));
  const label = (sym: string) => cfg.companies.find((d) => d.sym === sym)?.short ?? labels[sym] ?? sym;
  // a corporation's column and row: a minor known by its number (1822's 19) says it is a minor ("Minor 19")
  const corpLabel = (sym: string) => (/^\d+$/.test(sym) && cfg.corporations.find((d) => d.sym === sym)?.type === 'minor' ? `Minor ${sym}` : label(sym));
  const priority = state.order[0];
  const ended = !!state.finished;
  const players = ended ? [...state.players].sort((a, b) => (worth[b.id] ?? 0) - (worth[a.id] ?? 0)) : state.players;

  // the names, then what fits beside them first; each corporation's shares after (they wrap on a phone)
  const playerCols: Column[] = [
    { header: 'Player', width: 300, align: 'left' },
    { header: 'Cash', width: 130 },
    { header: 'Worth', width: 140 },
    { header: 'Certs', width: 120 },
    { header: 'Privates', width: 260 },
    ...corps.map((c) => {
      const col = corpPalette(cfg)(c.sym);
      return { header: { text: corpLabel(c.sym), fill: col.fill, color: col.text, style: 'bold' as const }, width: 96 };
    }),
  ];
  const playerRows = players.map((p, rank): Cell[] => [
    { text: `${ended ? `${rank + 1}. ` : p.id === priority ? '▶ ' : ''}${p.name}${p.bankrupt ? ' (bankrupt)' : ''}`, style: 'bold' },
    { text: `${money(cfg, state.cash[p.id] ?? 0)}` },
    { text: p.id in worth ? `${money(cfg, worth[p.id])}` : '–', style: ended ? 'bold' : 'regular' },
    { text: certsText(state, cfg, p.id) },
    { text: companies.filter((x) => x.owner === p.id && !x.closed).map((x) => label(x.sym)).join(', ') || '–' },
    ...corps.map((c): Cell => {
      const pct = percentOf(state, p.id, c.sym);
      if (!pct) return { text: '–', color: MUTED };
      return { text: c.president === p.id ? `${pct}%P` : `${pct}%`, style: c.president === p.id ? 'bold' : 'regular' };
    }),
  ]);

  const corpCols: Column[] = [
    { header: 'Corp', width: 130, align: 'left' },
    { header: 'President', width: 230, align: 'left' },
    { header: 'Price', width: 120 },
    { header: 'Par', width: 90 },
    { header: 'Treasury', width: 150 },
    { header: 'Trains', width: 260 },
    { header: 'Tokens', width: 120 },
    { header: 'IPO', width: 100 },
    { header: 'Market', width: 120 },
  ];
  const nameOf = (id: string | null) => state.players.find((p) => p.id === id)?.name ?? '–';
  const corpRows = corps.map((c): Cell[] => {
    const col = corpPalette(cfg)(c.sym);
    const def = cfg.corporations.find((d) => d.sym === c.sym);
    const tokens = def ? def.tokens.length : 0;
    return [
      { text: corpLabel(c.sym), fill: col.fill, color: col.text, style: 'bold' },
      { text: c.ipoed ? nameOf(c.president) : 'not started', color: c.ipoed ? undefined : MUTED, align: 'left' },
      { text: c.cell ? `${money(cfg, priceOf(state, cfg, c.sym))}` : '–' },
      { text: c.parPrice ? `${money(cfg, c.parPrice)}` : '–' },
      { text: c.ipoed ? `${money(cfg, state.cash[c.sym] ?? 0)}` : '–' },
      { text: c.trains.map(trainName).join(' ') || '–' },
      { text: `${tokens - c.tokensUsed}/${tokens}` },
      { text: `${percentOf(state, `ipo:${c.sym}`, c.sym)}%` },
      { text: `${percentOf(state, 'pool', c.sym)}%` },
    ];
  });

  const auction = state.round.kind === 'auction';
  const openCompanies = companies.filter((x) => !x.closed);
  // what the table holds, in players' words: privates, and a title's other certificates (1822's minors, concessions)
  const kindOf = (sym: string) => cfg.companies.find((d) => d.sym === sym)?.kind ?? 'private';
  const shownKinds = new Set(openCompanies.map((x) => kindOf(x.sym)));
  const kinds = shownKinds.size ? [...shownKinds].sort((a, b) => Number(b === 'private') - Number(a === 'private')) : ['private'];
  const privCols: Column[] = [
    { header: kinds.length === 1 ? `${kinds[0]!.charAt(0).toUpperCase()}${kinds[0]!.slice(1)}` : 'Company', width: 560, align: 'left' },
    { header: 'Owner', width: 240, align: 'left' },
    { header: 'Value', width: 110 },
    { header: 'Revenue', width: 130 },
    ...(auction ? [{ header: 'Bids', width: 420, align: 'left' as const }] : []),
  ];
  const privRows = openCompanies.map((x): Cell[] => {
    const def = cfg.companies.find((d) => d.sym === x.sym);
    const held = !!x.owner && x.owner !== 'bank';
    const owner = held ? (state.players.find((p) => p.id === x.owner)?.name ?? x.owner!) : 'for sale';
    const bids = auctionBids ? (auctionBids[x.sym] ?? '') : bidsOn(state, cfg, x.sym, nameOf);
    return [
      // (a company with a short label of its own is named in full here: its name says what the label stands for)
      { text: def?.short ? def.name : `${label(x.sym)} ${def?.name ?? ''}`.trim(), style: 'cond' },
      { text: owner, align: 'left', color: held ? undefined : MUTED },
      { text: def ? `${money(cfg, def.value)}` : '–' },
      { text: def ? `${money(cfg, def.revenue)}` : '–' },
      ...(auction ? [{ text: bids || (held ? '' : 'no bids'), align: 'left' as const, color: bids ? undefined : MUTED, style: bids ? ('bold' as const) : ('regular' as const) }] : []),
    ];
  });

  /** "AV = Allegheny Valley, CP = …" for the corporations shown by initials (none where symbols abbreviate names). */
  const keyLines = (syms: string[]): string[] => {
    const key = labelKey(syms.filter((sym) => labels[sym] !== sym), labels, names);
    return key.length ? [key.join(', ')] : [];
  };
  const phase = cfg.phases[state.phase];
  const info = `${ended ? 'Final ranking by net worth   ·   ' : ''}${bankLine(state, cfg)}   ·   Phase ${phase?.name ?? '?'} (train limit ${phase?.trainLimit ?? '?'}, tiles ${phase?.tiles.join('/') ?? '?'})`;
  const activeRow = players.findIndex((p) => active.includes(p.id));
  return [
    {
      name: 'players',
      blocks: [
        { kind: 'line', text: info },
        { kind: 'line', text: depotLine(state, cfg) },
        { kind: 'gap', height: 10 },
        { kind: 'table', cols: playerCols, rows: playerRows, highlightRow: activeRow },
      ],
    },
    {
      name: 'corporations',
      blocks: [
        { kind: 'table', cols: corpCols, rows: corpRows },
        ...keyLines(corps.map((c) => c.sym)).map((text) => ({ kind: 'line' as const, text, color: MUTED })),
      ],
    },
    {
      name: namesInWords(kinds.map((k) => `${k}s`)),
      blocks: privRows.length ? [{ kind: 'table', cols: privCols, rows: privRows }] : [{ kind: 'line', text: 'Private companies: all closed', color: MUTED }],
    },
  ];
}

/** The status pictures (one page, or more when it would not fit a phone's screen). */
export function drawStatus18xx(state: GameState, cfg: TitleConfig, headline: string, active: string[], worth: Record<string, number> = {}, more: Section[] = [], auctionBids?: Record<string, string>): Page[] {
  return layoutPages(headline, [...status18xxSections(state, cfg, active, worth, auctionBids), ...more]);
}
