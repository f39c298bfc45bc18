// The V8 flags the launcher sets (src/v8-tuning.ts) must be ones this Node's V8 knows: an unknown flag is only a
// line on stderr, and the tuning would silently be gone (e.g. after a Node upgrade).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { V8_FLAGS } from '../../src/v8-tuning.ts';

describe('V8 tuning', () => {
  it.each(V8_FLAGS.map((f) => [f]))('%s is a flag V8 accepts', (flag) => {
    const r = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(flag)})`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('would notice an unknown one', () => {
    const r = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString('--no-such-flag-at-all')`], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/unrecognized flag/);
  });
});
