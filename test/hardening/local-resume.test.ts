// Local mode on the same data folder twice: the second start has the same server, channel and
// users, so the first run's game is still listed and its players can go on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLocalSession } from '../helpers/local-session.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'stationmaster-resume-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (input: string) => runLocalSession(dataDir, input);

describe('local mode resumes', () => {
  it('keeps server, channel and users across restarts of one data folder', async () => {
    const first = await run(['alice> /game new title:tiny-rails seat_order:joined', 'bob: !click Join', 'alice: !click Start', 'alice> /move action:Add 3', ''].join('\n'));
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Counter: 3\/10/);
    const second = await run(['alice> /game list', 'bob> /move action:Add 2 game:1', 'alice> /game status game:1', ''].join('\n'));
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/#1 Tiny Rails — active — alice, bob/);
    expect(second.stdout).toMatch(/Add 2/);
    expect(second.stdout).toMatch(/Counter: 5\/10/);
    expect(second.stdout).not.toMatch(/not seated/);
  }, 180_000);
});
