// A status too long for one phone picture is posted as pages: files status-1, status-2…, each described by what it
// holds, and the message lists them (src/bot/actions.ts withPageNames). No title's status is that long since 1871's
// own pictures went (the 18xx status fits one page), so Tiny Rails gets a status of four long tables here, laid out
// by the pictures' own page layout (src/render/sheet.ts layoutPages).
import { AttachmentBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { tinyRails } from '../tiny-game/index.ts';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { newGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import { withPageNames } from '../../src/bot/actions.ts';
import { gameImages } from '../../src/bot/services/images.ts';
import { registerRenderer } from '../../src/render/index.ts';
import { createCanvas } from '@napi-rs/canvas';
import { layoutPages, type Section } from '../../src/render/sheet.ts';

await loadTitlePieces();
const TABLES = ['players', 'companies', 'trains', 'the market'];
const sections: Section[] = TABLES.map((name) => ({
  name,
  blocks: [{ kind: 'table', cols: [{ header: name, width: 600 }, { header: 'value', width: 300 }], rows: Array.from({ length: 30 }, (_, i) => [`${name} ${i + 1}`, `${i}`]) }],
}));
registerRenderer(tinyRails.id, { map: () => createCanvas(10, 10), status: () => layoutPages('Tiny Rails — a long status', sections), hexes: () => [] });

function played() {
  return viewGame(newGame(tinyRails.id, [0, 1, 2].map((i) => ({ id: `p${i}`, name: `Player ${i + 1}` })), { seed: 4 }), null);
}

describe('a status on several pages', () => {
  it('comes as status-1, status-2… each saying which page it is and what it holds, listed under the message', () => {
    const images = gameImages(played(), ['status']);
    expect(images.length).toBeGreaterThan(1);
    images.forEach((img, n) => {
      expect(img.name).toBe(`status-${n + 1}`);
      expect(img.label).toMatch(new RegExp(`^status page ${n + 1} of ${images.length}: \\w`));
    });
    const files = images.map((img) => new AttachmentBuilder(img.png, { name: `${img.name}.png`, description: img.label }));
    const text = withPageNames('Round over.', files);
    for (const img of images) expect(text).toContain(img.label);
    // one page: the message stays as it is
    expect(withPageNames('Round over.', files.slice(0, 0))).toBe('Round over.');
  }, 60_000);
});
