// `npm run bench`: runs every bench/*.bench.ts and prints one line per measurement.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

import type { BenchResult } from './measure.ts';

export { measure, type BenchResult } from './measure.ts';

const here = dirname(fileURLToPath(import.meta.url));

// Bench files import `measure` from this module, so the main block must not hold this module's
// evaluation open with a top-level await (that would deadlock the import cycle).
async function main(filter: string | undefined): Promise<void> {
  const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter))).sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<BenchResult[]> };
    for (const r of await mod.default()) {
      console.log(`${r.name.padEnd(60)} median ${String(r.medianMs).padStart(9)} ms  (${r.runs} runs)${r.note ? '  ' + r.note : ''}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv[2]).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
