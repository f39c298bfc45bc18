// src/launch.ts: `npm start` and `npm run cli` run their entry as one bundle with V8's code cache. The
// bundle must behave as the sources run by tsx do, and the cache must never be trusted beyond what V8 checks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFile } from '../../src/launch.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), 'stationmaster-launch-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, STATIONMASTER_CACHE_DIR: cacheDir, ...env },
    input: '',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The CLI's replay line without what differs from run to run (times, the cache's use). */
function replayLine(stdout: string): { line: Record<string, unknown>; cache: unknown } {
  const line = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
  const cache = line.code_cache;
  for (const k of ['ms', 'startup_ms', 'code_cache']) delete line[k];
  return { line, cache };
}

const cacheFiles = () => readdirSync(cacheDir).filter((f) => f.endsWith('.v8cache'));

describe('the launcher', () => {
  const file = join(FIXTURES_18XX, '1828-bankrupt.json');
  const launched = () => run(['src/launch.ts', 'src/cli/main.ts', 'replay', file]);

  it('replays through the bundle as the sources do, making the code cache once and then using it', () => {
    const direct = run(['src/cli/main.ts', 'replay', file]);
    expect(direct.code, direct.stderr).toBe(0);
    const first = launched();
    expect(first.code, first.stderr).toBe(0);
    const second = launched();
    expect(second.code, second.stderr).toBe(0);
    const want = replayLine(direct.stdout);
    expect(want.line.game_end_reason).toBe('bankrupt');
    expect(replayLine(first.stdout)).toEqual({ line: want.line, cache: 'made' });
    expect(replayLine(second.stdout)).toEqual({ line: want.line, cache: 'used' });
    expect(cacheFiles()).toHaveLength(1);
  }, 120_000);

  it('a cache V8 rejects is reported, not used, and written again', () => {
    if (!cacheFiles().length) launched();
    const cache = join(cacheDir, cacheFiles()[0]!);
    const size = readFileSync(cache).length;
    writeFileSync(cache, Buffer.alloc(size, 7)); // same length, nothing V8 accepts
    const rejected = launched();
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(replayLine(rejected.stdout).cache).toBe('rejected');
    expect(replayLine(rejected.stdout).line.game_end_reason).toBe('bankrupt');
    expect(replayLine(launched().stdout).cache).toBe('used');
  }, 120_000);

  it('STATIONMASTER_NO_BUNDLE=1 runs the entry directly', () => {
    const r = run(['src/launch.ts', 'src/cli/main.ts', 'replay', file], { STATIONMASTER_NO_BUNDLE: '1' });
    expect(r.code, r.stderr).toBe(0);
    expect(replayLine(r.stdout).cache).toBe('off');
  }, 60_000);

  it('runs the sources when it cannot write its cache folder', () => {
    const r = run(['src/launch.ts', 'src/cli/main.ts', 'replay', file], { STATIONMASTER_CACHE_DIR: '/dev/null/stationmaster' });
    expect(r.code, r.stderr).toBe(0);
    expect(replayLine(r.stdout)).toEqual({ line: replayLine(launched().stdout).line, cache: 'off' });
  }, 60_000);

  it('passes the exit code and arguments through', () => {
    const bad = run(['src/launch.ts', 'src/cli/main.ts', 'replay', join(root, 'test', 'fixtures', 'chicago-express', 'illegal-build.json')]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout.trim()).error).toMatch(/action #/);
    const usage = run(['src/launch.ts', 'src/cli/main.ts', 'nonsense']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: cli/);
  }, 60_000);

  it('names a bundle by its content: a changed bundle of the same length gets another file (and cache)', () => {
    const a = bundleFile('/c', '/x/src/cli/main.ts', 'const a = 1;');
    const b = bundleFile('/c', '/x/src/cli/main.ts', 'const b = 1;');
    expect(a.name).toBe('main-cli');
    expect(a.file).not.toBe(b.file);
    expect(bundleFile('/c', '/x/src/main.ts', 'const a = 1;').name).toBe('main-src');
  });
});

describe('npm start through the launcher (local mode)', () => {
  it('starts an 18Chesapeake game against the stand-in and posts its pictures', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stationmaster-launch-local-'));
    try {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/launch.ts', 'src/main.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, STATIONMASTER_CACHE_DIR: cacheDir, DATA_DIR: dataDir, DISCORD_TOKEN: '', DATABASE_URL: '', LOG_LEVEL: '' },
        input: ['alice> /game new title:18chesapeake seat_order:joined', 'bob: !click Join', 'alice: !click Start'].join('\n') + '\n',
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/Game #1 has started!/);
      expect(r.stdout).toMatch(/game-1-0-map\.png \(image\/png/);
      expect(r.stdout).toMatch(/Your move, @alice — you may bid or pass\./);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
