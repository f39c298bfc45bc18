// Lines of code of the .ts files in a folder (not its subfolders), as cloc counts them: blank lines and comment
// lines (`//`, and `/* … */` blocks) not counted; a line with code before or after a comment counts.
//   npx tsx tools/count-code.ts FOLDER [--skip a.ts,b.ts]
// (src/engine/titles/1871/README.md: the title folder's size without its data file)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Code lines of one file's text. */
export function codeLines(text: string): number {
  let inBlock = false;
  let n = 0;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    let code = false;
    while (line) {
      if (inBlock) {
        const end = line.indexOf('*/');
        if (end < 0) break;
        inBlock = false;
        line = line.slice(end + 2).trim();
      } else if (line.startsWith('//')) break;
      else if (line.startsWith('/*')) {
        inBlock = true;
        line = line.slice(2);
      } else {
        code = true;
        break;
      }
    }
    if (code) n++;
  }
  return n;
}

/** Code lines of each .ts file directly in `folder`, but those named in `skip`. */
export function folderCode(folder: string, skip: readonly string[] = []): { file: string; lines: number }[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts') && !skip.includes(f.name))
    .map((f) => ({ file: f.name, lines: codeLines(readFileSync(join(folder, f.name), 'utf8')) }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, flag, list] = process.argv.slice(2);
  if (!folder || (flag && flag !== '--skip')) {
    process.stderr.write('usage: count-code.ts FOLDER [--skip a.ts,b.ts]\n');
    process.exit(2);
  }
  const counts = folderCode(folder, (list ?? '').split(','));
  for (const c of counts) console.log(`${String(c.lines).padStart(5)} ${c.file}`);
  console.log(`${String(counts.reduce((t, c) => t + c.lines, 0)).padStart(5)} in all`);
}
