// `cli vickrey FILE.json`: the format from the issue, the errors, and one run through the real CLI.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { refereeRound } from '../../src/cli/vickrey-referee.ts';

const round = {
  players: [
    { id: 'a', cash: 300, certs: 3, cert_limit: 12, loan: 0 },
    { id: 'b', cash: 200, certs: 3, cert_limit: 12, loan: 0 },
    { id: 'c', cash: 100, certs: 12, cert_limit: 12, loan: 0 },
  ],
  order: ['c', 'a', 'b'],
  items: [
    { id: 'P1', class: 'A', prices: [10, 20, 30, 40, 50, 60] },
    { id: 'M3', class: 'C', prices: [100, 120, 140, 160, 180, 200] },
    { id: 'M4', class: 'C', prices: [100, 120, 140, 160, 180, 200] },
  ],
  bids: { a: { P1: 30, M4: 140 }, b: { P1: 20, M4: 140 }, c: { M3: 100 } },
};

describe('cli vickrey', () => {
  it('prints results, the track after the round and cash after paying', () => {
    const out = refereeRound(JSON.stringify(round));
    expect(out.code).toBe(0);
    expect(JSON.parse(out.line)).toEqual({
      results: [
        { item: 'P1', winner: 'a', price: 20 },
        { item: 'M3', winner: null },
        { item: 'M4', winner: 'a', price: 140 },
      ],
      order: ['c', 'b', 'a'],
      cash: { a: 140, b: 200, c: 100 },
    });
  });

  it('a bid that is not one of its class prices: exit 1 with why', () => {
    const bad = { ...round, bids: { ...round.bids, b: { P1: 25 } } };
    const out = refereeRound(JSON.stringify(bad));
    expect(out.code).toBe(1);
    expect(JSON.parse(out.line)).toEqual({ error: 'bids: b bid 25 on P1, but class A bids are 10, 20, 30, 40, 50, 60' });
  });

  it('malformed input is refused with the path of the problem', () => {
    expect(JSON.parse(refereeRound('{').line).error).toMatch(/^not JSON/);
    const out = refereeRound(JSON.stringify({ ...round, players: [{ id: 'a', cash: -5, certs: 0, cert_limit: 1 }] }));
    expect(out.code).toBe(1);
    expect(JSON.parse(out.line).error).toMatch(/^players\.0\.cash: /);
    expect(JSON.parse(refereeRound(JSON.stringify({ ...round, order: ['a', 'b'] })).line).error).toMatch(/order must list every player once/);
  });

  it('runs as `npm run -s cli -- vickrey FILE.json`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vickrey-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const good = join(dir, 'round.json');
    writeFileSync(good, JSON.stringify(round));
    const line = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'vickrey', good], { encoding: 'utf8' });
    expect(JSON.parse(line).order).toEqual(['c', 'b', 'a']);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...round, bids: { a: { M3: 130 } } }));
    const failed = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'vickrey', bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(JSON.parse(failed.stdout).error).toContain('a bid 130 on M3');
  });
});
