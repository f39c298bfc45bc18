// Writes test/render/reference/*.png from the scenes: `npx tsx test/render/make-references.ts [name…]`.
// Look at every image before committing it: the reference test trusts them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../../src/render/png.ts';
import { REFERENCE_DIR } from './helpers.ts';
import { SCENES } from './scenes.ts';

mkdirSync(REFERENCE_DIR, { recursive: true });
const only = process.argv.slice(2);
for (const [name, scene] of Object.entries(SCENES)) {
  if (only.length && !only.includes(name)) continue;
  const png = encodePng(scene());
  writeFileSync(join(REFERENCE_DIR, `${name}.png`), png);
  console.log(name, png.length);
}
