// `npm start` without a token, as a child process: a piped console session against the stand-in,
// on the given data folder, ending at EOF (used by the local-mode tests).
import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/open.ts';
import { freshPgliteDir } from './pglite-template.ts';

/**
 * A new data folder whose database (`pglite/`) is already through initdb and the migrations (a copy of
 * test/helpers/pglite-template.ts's folder), so the session does not spend ~2.5 s of CPU on initdb.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  renameSync((await freshPgliteDir(openDatabase)).dir, join(dir, 'pglite'));
  return dir;
}

export function runLocalSession(dataDir: string, input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: dataDir, DISCORD_TOKEN: '', DATABASE_URL: '', LOG_LEVEL: '' };
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './test/tiny-game/register.ts', 'src/main.ts'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
