// A PGlite data folder made once (initdb and the migrations done) and copied for every test database.
// In-memory PGlite runs PostgreSQL's initdb at every start: ~2.5 s of CPU, paid by every test file that
// opens a database (most e2e files). A copy of a finished folder opens in about a third of that. The
// folder lives in the system's temp folder, named by PGlite's version and the migrations' contents, so
// every test process (and every later run) shares it and a new migration or PGlite makes a new one.
import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenOptions } from '../../src/db/open.ts';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));
/** The real openDatabase (passed in: test/helpers/setup.ts wraps the module that exports it). */
type Open = (options: OpenOptions) => Promise<{ close(): Promise<void> }>;

function templateName(): string {
  const hash = createHash('sha256');
  const pglite = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update((JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version);
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort()) {
    hash.update(f.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(f));
  }
  return join(tmpdir(), `stationmaster-pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

let template: Promise<string> | undefined;

/** The template folder, made by the first process that needs it (built aside, then renamed into place whole). */
function ensureTemplate(open: Open): Promise<string> {
  template ??= (async () => {
    const dir = templateName();
    if (existsSync(dir)) return dir;
    const staging = mkdtempSync(`${dir}.${process.pid}.`);
    const store = await open({ dataDir: staging });
    await store.close();
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process made it first
    }
    return dir;
  })();
  return template;
}

/** Copies not removed yet: removed when the process exits (a test that never closed its store). */
const live = new Set<string>();
const removeDir = (dir: string) => {
  rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
};
process.once('exit', () => [...live].forEach(removeDir));

/** A new database folder, as a fresh in-memory PGlite after its migrations; `remove` deletes it. */
export async function freshPgliteDir(open: Open): Promise<{ dir: string; remove(): void }> {
  const from = await ensureTemplate(open);
  // in the run's folder (test/helpers/global-setup.ts), which goes when the run ends
  const dir = mkdtempSync(join(process.env.STATIONMASTER_TEST_TMP ?? tmpdir(), 'stationmaster-pglite-'));
  live.add(dir);
  cpSync(from, dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return { dir, remove: () => removeDir(dir) };
}
