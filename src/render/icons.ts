// Small glyphs shared by maps: houses, train markers, mountains, trees.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { INK, shade } from './palette.ts';

/** A house outline (pentagon), centre (x, y), width w. */
export function housePath(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  const h = w * 0.95;
  ctx.beginPath();
  ctx.moveTo(x, y - h / 2);
  ctx.lineTo(x + w / 2, y - h / 8);
  ctx.lineTo(x + w / 2, y + h / 2);
  ctx.lineTo(x - w / 2, y + h / 2);
  ctx.lineTo(x - w / 2, y - h / 8);
  ctx.closePath();
}

export function drawHouse(ctx: SKRSContext2D, x: number, y: number, w: number, fill: string, stroke = INK): void {
  housePath(ctx, x, y, w);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

/** A locomotive marker: rounded square in the company colour with a light rim. */
export function drawTrainMarker(ctx: SKRSContext2D, x: number, y: number, s: number, color: string): void {
  const r = s * 0.22;
  ctx.beginPath();
  ctx.roundRect(x - s / 2, y - s / 2, s, s, r);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = shade(color, color === '#151515' ? 0.75 : -0.55);
  ctx.stroke();
  // a chimney dot so it reads as a locomotive, not a square
  ctx.beginPath();
  ctx.arc(x, y, s * 0.16, 0, Math.PI * 2);
  ctx.fillStyle = shade(color, color === '#151515' ? 0.6 : 0.55);
  ctx.fill();
}

export function drawMountain(ctx: SKRSContext2D, x: number, y: number, w: number, fill: string): void {
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y + w * 0.3);
  ctx.lineTo(x - w / 8, y - w * 0.3);
  ctx.lineTo(x + w / 8, y);
  ctx.lineTo(x + w * 0.25, y - w * 0.15);
  ctx.lineTo(x + w / 2, y + w * 0.3);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

export function drawTree(ctx: SKRSContext2D, x: number, y: number, h: number, fill: string): void {
  ctx.beginPath();
  ctx.moveTo(x, y - h / 2);
  ctx.lineTo(x + h * 0.32, y + h * 0.25);
  ctx.lineTo(x - h * 0.32, y + h * 0.25);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.fillRect(x - h * 0.06, y + h * 0.25, h * 0.12, h * 0.22);
}
