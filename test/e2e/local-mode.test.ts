// `npm start` without a token: a piped console session against the stand-in, ending at EOF.
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir, runLocalSession } from '../helpers/local-session.ts';

// Sessions start on a migrated database (test/hardening/local-resume.test.ts starts one on an empty folder).
let dataDir = '';
beforeAll(async () => {
  dataDir = await migratedDataDir('stationmaster-local-');
});
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
    expect(stdout).toMatch(/\*\*alice\*\*: Add 3[\s\S]*Counter: 3\/10[\s\S]*Your move, @bob — you may add to the counter or pass\./);
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
    expect(stdout).toMatch(/\*\*alice\*\*: hands in a bid sheet/);
    expect(stdout).toMatch(/Sealed bids revealed[^\n]*\n• \*\*First move\*\* → alice: bid \$7, pays \$7 \(the highest bid, paid in full\)/);
  }, 120_000);

  it("types in a game's thread with !in; private answers and presses stay with their recipient", async () => {
    const session = [
      'ed> /game new title:tiny-rails variant:sealed_start seat_order:joined',
      'fay: !click Join',
      'ed: !click Start',
      'ed> !in 1',
      'ed> good luck fay',
      'ed> /bid',
      'ed> !pick First move: 5',
      'gil> !pick First move: 3',
      'gil> !click Submit',
      'fay> !pick First move: 3',
      'fay> !in nowhere',
      'fay> !in tiny rails #1',
      'fay> /game log',
      'fay> !in games',
      'fay> /game list',
    ].join('\n');
    const fresh = await migratedDataDir('stationmaster-local-');
    const { code, stdout, stderr } = await runLocalSession(fresh, session + '\n').finally(() => rmSync(fresh, { recursive: true, force: true }));
    expect(code, stderr).toBe(0);
    const after = (line: string) => {
      const start = stdout.indexOf(`\n${line}\n`);
      expect(start, line).toBeGreaterThan(-1);
      const rest = stdout.slice(start + line.length + 2);
      const next = rest.search(/^[a-z]+> /m);
      return next < 0 ? rest : rest.slice(0, next);
    };
    expect(after('ed> !in 1')).toMatch(/ed is now in #Tiny Rails #1/);
    // a plain line is a message in the thread ed is in; /bid there opens ed's sheet privately in the thread
    expect(after('ed> good luck fay')).toMatch(/^\[#Tiny Rails #1\] <ed> good luck fay$/m);
    expect(after('ed> /bid')).toMatch(/^\[#Tiny Rails #1\] <Stationmaster> \(ephemeral\)[^\n]*Sealed bids — Tiny Rails #1/m);
    expect(after('ed> !pick First move: 5')).toMatch(/\(ephemeral\) \(edited\)[^]*Your draft: First move \*\*5\*\*/);
    // gil sees no sheet at all: ed's private one is not his to press
    expect(after('gil> !pick First move: 3')).toMatch(/! no menu you can see offers "First move: 3"/);
    expect(after('gil> !click Submit')).toMatch(/! no button labelled "Submit" on any message you can see/);
    // fay's pick goes to her own DM sheet, never to ed's newer private one
    const fay = after('fay> !pick First move: 3');
    expect(fay).toMatch(/^\[DM @fay\] <Stationmaster> \(edited\)[^]*Your draft: First move \*\*3\*\*/m);
    expect(fay).not.toMatch(/ephemeral/);
    expect(after('fay> !in nowhere')).toMatch(/! no thread "nowhere"; threads: Tiny Rails #1 \(or !in games\)/);
    expect(after('fay> /game log')).toMatch(/\[#Tiny Rails #1\] <Stationmaster> \(ephemeral\)[^\n]*Game #1: the last 10 moves/);
    expect(after('fay> /game list')).toMatch(/^\[#games\] <Stationmaster> \(ephemeral\)/m);
    expect(stdout).not.toMatch(/hands in a bid sheet/);
  }, 120_000);
});
