import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { cliHere } from '../helpers/cli-here.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => `test/fixtures/chicago-express/${name}`;
const load = (name: string) => JSON.parse(readFileSync(root + fixture(name), 'utf8')) as GameLog;

/** `cli replay FILE` through the real entry point (a child process). */
function cli(file: string): { code: number | null; out: Record<string, unknown> } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'replay', file], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, unknown> };
}

/** `cli replay FILE` in this process (the same command, without a process's start). */
async function cliInProcess(file: string): Promise<{ code: number; out: Record<string, unknown> }> {
  const r = await cliHere(['replay', root + file]);
  return { code: r.code, out: JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, unknown> };
}

const games = [
  ['three-players-chicago.json', 'shares'],
  ['two-players-detroit.json', 'detroit'],
  ['five-players-houses.json', 'houses'],
] as const;

describe('example logs', () => {
  it.each(games)('%s replays to its recorded result (%s)', (name, reason) => {
    const log = load(name);
    expect(log.title).toBe('Chicago Express');
    expect(typeof log.settings.seed).toBe('number');
    const game = replay(log);
    expect(game.def.finished(game.state)).toBe(true);
    expect(game.def.endReason(game.state)).toBe(reason);
    expect(game.def.result(game.state)).toEqual(log.result);
    expect(log.game_end_reason).toBe(reason);
  });

  it('the three-player game reaches Chicago and opens Wabash', () => {
    const game = replay(load('three-players-chicago.json'));
    expect(game.state.companies.WAB.open).toBe(true);
    expect(game.state.trains.A2!.length).toBeGreaterThan(0);
  });
});

describe('cli replay', () => {
  it.each(games)('prints the result of %s and exits 0', async (name, reason) => {
    const { code, out } = await cliInProcess(fixture(name));
    expect(code).toBe(0);
    expect(out).toMatchObject({ title: 'Chicago Express', finished: true, game_end_reason: reason, result: load(name).result });
  });

  it('exits 1 on an illegal log, naming the action index', () => {
    const { code, out } = cli(fixture('illegal-build.json'));
    expect(code).toBe(1);
    expect(out.index).toBe(26);
    expect(out.error).toBe("action #26 (id 27, build): A2 (Chicago) is not next to B&O's network.");
  });
});
