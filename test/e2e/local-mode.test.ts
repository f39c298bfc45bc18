// `npm start` without a token: a piped console session against the stand-in, ending at EOF.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLocalSession } from '../helpers/local-session.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'stationmaster-local-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (input: string) => runLocalSession(dataDir, input);

describe('local mode', () => {
  it('plays a piped session and exits 0 at end of input', async () => {
    const session = [
      'alice> /game new title:tiny-rails seat_order:joined',
      'bob: !click Join',
      'alice: !click Start',
      'alice> /move action:?',
      'bob> /move action:Add 1',
      'alice> /move action:Add 3',
      '/game export',
      'bob> /nonsense',
    ].join('\n');
    const { code, stdout, stderr } = await run(session + '\n');
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/Tiny Rails — game #1/);
    expect(stdout).toMatch(/Seated \(2\/4\): 1\. alice\n2\. bob/);
    expect(stdout).toMatch(/Game #1 has started!/);
    expect(stdout).toMatch(/• Add 1\n\s+• Add 2\n\s+• Add 3\n\s+• Pass/);
    expect(stdout).toMatch(/\(ephemeral\).*It is not your turn — waiting on alice/);
    expect(stdout).toMatch(/\*\*alice\*\*: Add 3[\s\S]*Counter: 3\/10[\s\S]*Your move, @bob — you may add or pass\./);
    expect(stdout).toMatch(/! unknown command \/nonsense/);
    const saved = /saved (\S+tiny-rails-1\.json)/.exec(stdout);
    expect(saved).not.toBeNull();
    const log = JSON.parse(readFileSync(saved![1]!, 'utf8'));
    expect(log.actions).toHaveLength(1);
    rmSync(saved![1]!);
  }, 120_000);

  it('bids sealed through DM sheets and a thread sheet with !pick and !click', async () => {
    const session = [
      'alice> /game new title:tiny-rails variant:sealed_start seat_order:joined',
      'bob: !click Join',
      'alice: !click Start',
      'alice: !pick First move: 7',
      'alice: !click Submit',
      'bob> /bid',
      'bob: !pick First move: 3',
      'bob: !click Submit',
    ].join('\n');
    const { code, stdout, stderr } = await run(session + '\n');
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/\[DM @alice\] <Stationmaster>[^\n]*sealed bids are open/);
    expect(stdout).toMatch(/<select First move \(Move\) \(11 options; chosen: First move: no bid\)>/);
    expect(stdout).toMatch(/\*\*alice\*\*: submitted their sealed bids/);
    expect(stdout).toMatch(/Sealed bids revealed[^\n]*\n• \*\*First move\*\* → alice pays 7 \(highest bid\)/);
  }, 120_000);
});
