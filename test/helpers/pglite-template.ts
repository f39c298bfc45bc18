// A PGlite data folder made once (initdb and the migrations done), and an image of it (dumpDataDir's tar)
// that every in-memory test database is loaded from. In-memory PGlite runs PostgreSQL's initdb at every
// start: ~2.5 s of CPU, paid by every test file that opens a database (most e2e files). The image loads
// in a fifth of that, with no files to copy or delete (a copy of the folder cost ~1.2 s of CPU, most of it
// deleting its ~1,000 files). Folder and image live in the system's temp folder, named by PGlite's version
// and the migrations' contents, so every test process (and every later run) shares them and a new
// migration or PGlite makes new ones. Child processes (local-mode sessions) start on a copy of the folder.
import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

let image: Promise<Uint8Array> | undefined;

/**
 * The template folder as an image for `new PGlite({ loadDataDir })` (open.ts OpenOptions.image): read once
 * per process from `<template>.tar`, which the first process that needs it writes (aside, then renamed).
 */
export function migratedImage(open: Open): Promise<Uint8Array> {
  image ??= (async () => {
    const file = `${await ensureTemplate(open)}.tar`;
    if (!existsSync(file)) {
      // dumped from a copy: opening the folder itself would write into it
      const copy = await freshPgliteDir(open);
      try {
        const { PGlite } = await import('@electric-sql/pglite'); // here: most test files never need it
        const db = new PGlite(copy.dir);
        await db.waitReady; // (dumpDataDir before it never settles)
        const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
        await db.close();
        const staging = `${file}.${process.pid}`;
        writeFileSync(staging, tar);
        renameSync(staging, file);
      } finally {
        copy.remove();
      }
    }
    return new Uint8Array(readFileSync(file));
  })();
  return image;
}
