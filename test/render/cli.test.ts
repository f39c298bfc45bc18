import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { toEnvelope } from '../../src/engine/game.ts';
import { renderCommand } from '../../src/render/cli.ts';
import { playChicagoExpress } from './helpers.ts';
import { cliHere } from '../helpers/cli-here.ts';

const dir = mkdtempSync(join(tmpdir(), 'render-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cli render', () => {
  const game = playChicagoExpress(30);
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(toEnvelope(game)));

  it('writes map and status (no market) for the state after N actions', () => {
    const out = join(dir, 'at10');
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const code = renderCommand([file, '--at', '10', '--around', 'R5', '--out', out]);
    const report = JSON.parse(String(write.mock.calls[0]![0]));
    write.mockRestore();
    expect(code).toBe(0);
    expect(report.at).toBe(10);
    expect(report.market).toBeNull();
    for (const name of ['map', 'status', 'map-R5']) {
      expect(readFileSync(join(out, `${name}.png`)).subarray(1, 4).toString()).toBe('PNG');
    }
    expect(existsSync(join(out, 'market.png'))).toBe(false);
  });

  it('refuses bad arguments', () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(renderCommand([file])).toBe(2);
    expect(renderCommand([file, '--at', '-1', '--out', dir])).toBe(2);
    err.mockRestore();
  });
});

describe('cli errors', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // through the real entry point (a child process), once
  const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('render of a log with an illegal action: one JSON line naming the action, exit 1, no stack trace', () => {
    const r = run(['render', 'test/fixtures/chicago-express/illegal-build.json', '--out', join(dir, 'bad')]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout.trim()) as { error: string };
    expect(out.error).toMatch(/^action #\d+ \(id \d+, build\)/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unreadable file: one JSON error line, exit 1', async () => {
    const r = await cliHere(['replay', join(dir, 'missing.json')]);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.stdout.trim()) as { error: string }).error).toMatch(/ENOENT/);
  });
});
