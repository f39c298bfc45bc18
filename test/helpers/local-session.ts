// `npm start` without a token, as a child process: a piped console session against the stand-in,
// on the given data folder, ending at EOF (used by the local-mode tests).
import { spawn } from 'node:child_process';

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
