// Registers the bundled DejaVu fonts (assets/fonts) once, so images look the same on every machine.
import { GlobalFonts } from '@napi-rs/canvas';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'fonts');

/** Family aliases: each file is registered under its own name so weight never falls back. */
const FILES = {
  SMSans: 'DejaVuSans.ttf',
  SMSansBold: 'DejaVuSans-Bold.ttf',
  SMSansCond: 'DejaVuSansCondensed-Bold.ttf',
} as const;

export type FontStyle = 'regular' | 'bold' | 'cond';

const FAMILY: Record<FontStyle, keyof typeof FILES> = { regular: 'SMSans', bold: 'SMSansBold', cond: 'SMSansCond' };

let registered = false;

/** Idempotent; called by every renderer before drawing. */
export function registerFonts(): void {
  if (registered) return;
  for (const [alias, file] of Object.entries(FILES)) {
    const path = join(FONT_DIR, file);
    if (!existsSync(path)) throw new Error(`font file missing: ${path}`);
    if (!GlobalFonts.registerFromPath(path, alias)) throw new Error(`could not register font ${path}`);
  }
  registered = true;
}

/** A CSS font string: `font(22, 'bold')` → "22px SMSansBold". */
export function font(px: number, style: FontStyle = 'regular'): string {
  return `${Math.round(px)}px ${FAMILY[style]}`;
}
