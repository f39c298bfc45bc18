// Draws one 18xx hex: background, terrain, track, cities with tokens, towns, revenues, labels, name.
import { formatMoney } from '../../engine/money.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CorpColor, PhaseColor, Revenue, TileDef } from '../../engine/18xx/face.ts';
import { hexPath, type Orientation, type Point } from '../hex.ts';
import { GRID, INK, luminance, MUTED, shade, WHITE } from '../palette.ts';
import { drawText, textWidth, widthAt } from '../text.ts';
import { MOUNTAIN, PHASE_FILL, TILE_FILL, TRACK, WATER, type CorpPalette } from './colors.ts';
import { drawTrackShapes, samplePoints, trackShapes } from './track.ts';
import { placeNodes, SpotAllocator, type NodePlaces } from './nodes.ts';

/** Location names and blockers' labels are measured in this font. */
const NAME_FONT = '20px SMSansCond';

export interface TileDrawInput {
  def: TileDef;
  rotation: number;
  tokens: (string | null)[][];
  reservations: (string | null)[][];
  locationName?: string;
  phaseColor: PhaseColor;
  /** Show terrain and its cost (preprinted tiles only). */
  preprinted: boolean;
  /** Private companies blocking this hex (their symbols). */
  blockers?: string[];
  /** The title's colours for tokens and reservations. */
  colors: CorpPalette;
  /** Amounts (terrain costs) in the title's currency; default dollars. */
  money?: (n: number) => string;
}

const PHASES: PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];

export function revenueNow(rev: Revenue, phase: PhaseColor): number {
  if (typeof rev === 'number') return rev;
  let value = 0;
  for (const p of PHASES) {
    if (rev[p] !== undefined) value = rev[p]!;
    if (p === phase) break;
  }
  return value;
}

/** Radius of the white city shape holding `slots` token circles of radius r. */
export function cityRadius(slots: number, r: number): number {
  return slots <= 1 ? r : slots === 2 ? 2 * r : slots === 3 ? r * 2.16 : slots === 4 ? r * 2.414 : r * 2.5;
}

export function slotOffsets(slots: number, r: number): Point[] {
  switch (slots) {
    case 1:
      return [{ x: 0, y: 0 }];
    case 2:
      return [
        { x: -r, y: 0 },
        { x: r, y: 0 },
      ];
    case 3:
      return [-90, 30, 150].map((deg) => ({ x: r * 1.16 * Math.cos((deg * Math.PI) / 180), y: r * 1.16 * Math.sin((deg * Math.PI) / 180) }));
    case 4:
      return [
        { x: -r, y: -r },
        { x: r, y: -r },
        { x: -r, y: r },
        { x: r, y: r },
      ];
    default:
      return Array.from({ length: slots }, (_, i) => {
        const a = (i * 2 * Math.PI) / slots - Math.PI / 2;
        return { x: r * 1.5 * Math.cos(a), y: r * 1.5 * Math.sin(a) };
      });
  }
}

/** A station token: corporation colour with its symbol. */
export function drawToken(ctx: SKRSContext2D, x: number, y: number, r: number, symbol: string, c: CorpColor & { label?: string }): void {
  const sym = c.label ?? symbol;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = c.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = c.fill === '#000000' ? '#777777' : INK;
  ctx.stroke();
  const size = Math.max(20, r * 0.8);
  const parts = sym.split('-');
  // a two-part symbol ("NYC-NYH", a merged company) that does not fit goes on two lines
  if (parts.length === 2 && textWidth(ctx, sym, size, 'cond') > r * 1.9) {
    const small = Math.max(18, r * 0.62);
    drawText(ctx, parts[0]!, x, y - small * 0.5 + 1, { size: small, style: 'cond', color: c.text, maxWidth: r * 1.8 });
    drawText(ctx, parts[1]!, x, y + small * 0.5 + 1, { size: small, style: 'cond', color: c.text, maxWidth: r * 1.8 });
    return;
  }
  drawText(ctx, sym, x, y + 1, { size, style: 'cond', color: c.text, maxWidth: r * 1.9 });
}

function drawCity(ctx: SKRSContext2D, p: Point, slots: number, r: number, tokens: (string | null)[], reserved: (string | null)[], colors: CorpPalette): void {
  const offs = slotOffsets(Math.max(1, slots), r);
  ctx.fillStyle = WHITE;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.beginPath();
  if (slots === 2) {
    ctx.roundRect(p.x - 2 * r, p.y - r, 4 * r, 2 * r, r);
  } else if (slots === 3 || slots === 4) {
    const ext = slots === 3 ? r * 2.16 : r * 2.414;
    ctx.arc(p.x, p.y, ext, 0, Math.PI * 2);
  } else if (slots > 4) {
    ctx.arc(p.x, p.y, r * 2.5, 0, Math.PI * 2);
  } else {
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
  offs.forEach((o, i) => {
    const x = p.x + o.x;
    const y = p.y + o.y;
    const tok = tokens[i];
    if (slots > 1) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.lineWidth = 2;
      ctx.strokeStyle = GRID;
      ctx.stroke();
    }
    if (tok) {
      drawToken(ctx, x, y, r - 2, tok, colors(tok));
      return;
    }
    const res = reserved[i];
    if (res) {
      const c = colors(res);
      ctx.beginPath();
      ctx.arc(x, y, r - 4, 0, Math.PI * 2);
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 4;
      // a very light colour (a yellow) is darkened to show on the white city
      ctx.strokeStyle = luminance(c.fill) > 0.8 ? shade(c.fill, -0.3) : c.fill;
      ctx.stroke();
      ctx.setLineDash([]);
      drawText(ctx, c.label ?? res, x, y + 1, { size: 20, style: 'cond', color: MUTED, maxWidth: r * 1.7 });
    }
  });
}

function drawTown(ctx: SKRSContext2D, town: NodePlaces['towns'][number], R: number): void {
  if (town.through) {
    ctx.save();
    ctx.translate(town.p.x, town.p.y);
    ctx.rotate(town.through.angle);
    ctx.fillStyle = TRACK;
    ctx.fillRect(-R * 0.07, -R * 0.2, R * 0.14, R * 0.4);
    ctx.restore();
    return;
  }
  ctx.beginPath();
  ctx.arc(town.p.x, town.p.y, R * 0.11, 0, Math.PI * 2);
  ctx.fillStyle = TRACK;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = WHITE;
  ctx.stroke();
}

function revenueBubble(ctx: SKRSContext2D, p: Point, value: number, R: number): void {
  const r = R * 0.17;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fillStyle = WHITE;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  drawText(ctx, String(value), p.x, p.y + 1, { size: 22, style: 'bold', color: INK, maxWidth: r * 1.9 });
}

/** Phase revenues of an offboard: one box per phase colour, the current one outlined. */
function offboardRevenues(ctx: SKRSContext2D, rev: Revenue, phase: PhaseColor, y: number, R: number): void {
  if (typeof rev === 'number') {
    revenueBubble(ctx, { x: 0, y }, rev, R);
    return;
  }
  const entries = PHASES.filter((p) => rev[p] !== undefined);
  const bw = R * 0.38;
  const bh = R * 0.3;
  const x0 = -(entries.length * bw) / 2;
  const current = revenueNow(rev, phase);
  let currentIndex = -1;
  entries.forEach((p, i) => {
    if (PHASES.indexOf(p) <= PHASES.indexOf(phase)) currentIndex = i;
  });
  entries.forEach((p, i) => {
    const x = x0 + i * bw;
    ctx.fillStyle = PHASE_FILL[p]!;
    ctx.fillRect(x, y - bh / 2, bw, bh);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = INK;
    ctx.strokeRect(x, y - bh / 2, bw, bh);
    drawText(ctx, String(rev[p]), x + bw / 2, y + 1, { size: 20, style: 'cond', color: INK, maxWidth: bw - 4 });
  });
  if (currentIndex >= 0) {
    ctx.lineWidth = 5;
    ctx.strokeStyle = WHITE;
    ctx.strokeRect(x0 + currentIndex * bw - 2, y - bh / 2 - 2, bw + 4, bh + 4);
    ctx.lineWidth = 2;
    ctx.strokeStyle = INK;
    ctx.strokeRect(x0 + currentIndex * bw - 4, y - bh / 2 - 4, bw + 8, bh + 8);
  }
  void current;
}

function drawTerrain(ctx: SKRSContext2D, p: Point, terrain: string, cost: number, R: number, money: (n: number) => string = formatMoney): void {
  const s = R * 0.2;
  if (terrain === 'mountain') {
    ctx.beginPath();
    ctx.moveTo(p.x - s, p.y + s * 0.45);
    ctx.lineTo(p.x, p.y - s * 0.75);
    ctx.lineTo(p.x + s, p.y + s * 0.45);
    ctx.closePath();
    ctx.fillStyle = MOUNTAIN;
    ctx.fill();
  } else if (terrain === 'water') {
    ctx.strokeStyle = WATER;
    ctx.lineWidth = 4;
    for (const dy of [-s * 0.3, s * 0.25]) {
      ctx.beginPath();
      ctx.moveTo(p.x - s, p.y + dy);
      ctx.bezierCurveTo(p.x - s / 2, p.y + dy - s * 0.4, p.x, p.y + dy + s * 0.4, p.x + s / 2, p.y + dy);
      ctx.quadraticCurveTo(p.x + s * 0.75, p.y + dy - s * 0.2, p.x + s, p.y + dy);
      ctx.stroke();
    }
  }
  if (cost > 0) drawText(ctx, money(cost), p.x, p.y + s * 1.2, { size: 20, style: 'bold', color: INK, outline: WHITE, outlineWidth: 4 });
}

/** A private company's marker on a hex it blocks. */
function drawBlocker(ctx: SKRSContext2D, x: number, y: number, text: string): void {
  const w = widthAt(ctx, NAME_FONT, text) + 14;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - 15, w, 30, 8);
  ctx.fillStyle = '#3d3d3d';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = WHITE;
  ctx.stroke();
  drawText(ctx, text, x, y + 1, { size: 20, style: 'cond', color: WHITE });
}

/** Wrap a location name into at most two lines that fit `width` at 20 px. */
function nameLines(ctx: SKRSContext2D, name: string, width: number): string[] {
  ctx.font = NAME_FONT;
  if (widthAt(ctx, NAME_FONT, name) <= width) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestW = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const w = Math.max(...lines.map((l) => widthAt(ctx, NAME_FONT, l)));
    if (w < bestW) {
      bestW = w;
      best = lines;
    }
  }
  return best;
}

/** Draws the hex centred at the current origin (caller translates). */
/**
 * Draws the hex centred at the current origin (caller translates). Text that may spill over the
 * hex edge (names, labels) is pushed to `later`, to be drawn after every neighbour is painted.
 */
export function drawTile(ctx: SKRSContext2D, t: TileDrawInput, R: number, layout: Orientation, later?: ((ctx: SKRSContext2D) => void)[]): void {
  const m = ctx.getTransform();
  const deferred = (fn: () => void) => {
    if (!later) return fn();
    later.push((c) => {
      c.save();
      c.setTransform(m);
      fn();
      c.restore();
    });
  };
  const { def } = t;
  hexPath(ctx, 0, 0, R, layout);
  ctx.fillStyle = TILE_FILL[def.color] ?? TILE_FILL.white!;
  ctx.fill();

  const places = placeNodes(def, t.rotation, R, layout);
  const shapes = trackShapes(def, t.rotation, places, R, layout);
  const slotR = R * 0.26;
  const spots = new SpotAllocator(R, layout);
  for (const sh of shapes) spots.block(samplePoints(sh, R, layout), R * 0.05);
  const shown = (i: number) => !def.cities[i]!.hidden || (t.tokens[i] ?? []).some(Boolean) || (t.reservations[i] ?? []).some(Boolean);
  def.cities.forEach((city, i) => shown(i) && spots.block([places.cities[i]!], cityRadius(city.slots, slotR), true));
  places.towns.forEach((town) => spots.block([town.p], R * 0.2, true));
  const isOffboard = def.offboards.length > 0 || def.color === 'red';
  const nameBand = t.locationName ? (isOffboard ? 'top' : spots.nameBand()) : null;

  drawTrackShapes(ctx, shapes, R, layout);

  def.cities.forEach((city, i) => {
    // a hidden city (offboard home such as PLE's) still shows its tokens
    if (!shown(i)) return;
    drawCity(ctx, places.cities[i]!, city.slots, slotR, t.tokens[i] ?? [], t.reservations[i] ?? [], t.colors);
  });
  places.towns.forEach((town) => drawTown(ctx, town, R));

  // revenues: one bubble when every stop pays the same
  const stopRevenues = [...def.cities.filter((c) => !c.hidden).map((c) => c.revenue), ...def.towns.map((x) => x.revenue)];
  const nums = stopRevenues.map((r) => revenueNow(r, t.phaseColor));
  if (!isOffboard && nums.some((n) => n > 0)) {
    const distinct = [...new Set(nums)];
    const big = def.cities.some((c) => c.slots >= 3);
    if (distinct.length === 1) {
      revenueBubble(ctx, spots.take(R * 0.17), distinct[0]!, R);
      void big;
    } else {
      const nodes = [...places.cities.filter((_, i) => !def.cities[i]!.hidden), ...places.towns.map((x) => x.p)];
      nodes.forEach((p, i) => {
        if (!nums[i]) return;
        const ang = Math.atan2(p.y, p.x) + Math.PI / 2;
        revenueBubble(ctx, { x: p.x + Math.cos(ang) * R * 0.42, y: p.y + Math.sin(ang) * R * 0.42 }, nums[i]!, R);
      });
    }
  }
  if (isOffboard) {
    const rev = def.offboards[0]?.revenue ?? def.cities[0]?.revenue;
    const hidden = def.offboards[0]?.hidden ?? def.cities[0]?.hidden;
    // below a city shown in the middle (a token there, e.g. a home or a blocker), so it stays in sight
    const city = def.cities.findIndex((_, i) => shown(i));
    const y = city < 0 ? R * 0.05 : Math.max(R * 0.05, places.cities[city]!.y + cityRadius(def.cities[city]!.slots, slotR) + R * 0.16);
    if (rev !== undefined && !hidden) offboardRevenues(ctx, rev, t.phaseColor, y, R);
  }

  if (def.label) {
    const p = spots.take(R * 0.22);
    const label = def.label;
    deferred(() => drawText(ctx, label, p.x, p.y, { size: 26, style: 'bold', color: INK, outline: WHITE, outlineWidth: 4 }));
  }
  if (t.preprinted && def.terrain) {
    const p = spots.take(R * 0.22);
    drawTerrain(ctx, { x: p.x, y: p.y - R * 0.08 }, def.terrain, def.upgradeCost, R, t.money ?? formatMoney);
  } else if (t.preprinted && def.upgradeCost > 0) {
    const p = spots.take(R * 0.17);
    drawText(ctx, (t.money ?? formatMoney)(def.upgradeCost), p.x, p.y, { size: 20, style: 'bold', color: INK, outline: WHITE, outlineWidth: 4 });
  }

  if (t.blockers?.length) {
    const p = spots.take(R * 0.26);
    const text = t.blockers.join(' ');
    deferred(() => drawBlocker(ctx, p.x, p.y, text));
  }

  if (t.locationName && nameBand) {
    const lines = nameLines(ctx, t.locationName, R * 1.3);
    const y0 = nameBand === 'top' ? -R * 0.62 : R * 0.62 - (lines.length - 1) * 22;
    deferred(() =>
      lines.forEach((line, i) =>
        drawText(ctx, line, 0, y0 + i * 22, { size: 20, style: 'cond', color: INK, outline: WHITE, outlineWidth: 4, maxWidth: R * 1.6 }),
      ),
    );
  } else if (t.locationName) {
    // no free band (a big city fills the hex, e.g. Baltimore or Washington DC late in a game): the name
    // still shows, on one line along the bottom edge, over the neighbour if it must
    const name = t.locationName;
    deferred(() => drawText(ctx, name, 0, R * 0.8, { size: 20, style: 'cond', color: INK, outline: WHITE, outlineWidth: 4, maxWidth: R * 1.7 }));
  }

  if (!t.preprinted) {
    // the tile's number in the freest corner (corners carry no track), as on the printed tiles
    const number = def.name;
    const p = spots.corner(R * 0.1, layout);
    deferred(() => drawText(ctx, number, p.x, p.y, { size: 18, style: 'bold', color: MUTED, outline: WHITE, outlineWidth: 3 }));
  }

  hexPath(ctx, 0, 0, R, layout);
  ctx.lineWidth = 2;
  ctx.strokeStyle = GRID;
  ctx.stroke();
}
