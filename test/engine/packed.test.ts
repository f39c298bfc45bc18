// packedMap (src/engine/packed.ts) builds the same kind of array whether V8 runs it in the interpreter or as
// optimised code — the reason it exists: Array.prototype.map's result is packed in one and holey in the other, and
// state arrays of two kinds deoptimise every optimised reader. Checked in a child process with V8's test natives.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packedMap } from '../../src/engine/packed.ts';

const PACKED = fileURLToPath(new URL('../../src/engine/packed.ts', import.meta.url));

/** Runs `make` once in the interpreter and once optimised; says whether the two results are holey and share a map. */
function tiers(make: string): { interpreted: boolean; optimised: boolean; sameMap: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'packed-'));
  const script = join(dir, 'check.ts');
  writeFileSync(
    script,
    `import { packedMap } from ${JSON.stringify(PACKED)};
// (V8's test natives through Function: the TypeScript compiler would not parse them)
const native = (body: string) => new Function('a', 'b', body) as (a: unknown, b?: unknown) => boolean;
const [prepare, optimise, holey, sameMap] = ['%PrepareFunctionForOptimization(a)', '%OptimizeFunctionOnNextCall(a)', 'return %HasHoleyElements(a)', 'return %HaveSameMap(a, b)'].map(native);
const src = [{ n: 1 }, { n: 2 }, { n: 3 }];
const make = (a: { n: number }[]) => ${make};
prepare(make);
const a = make(src);
make(src);
optimise(make);
const b = make(src);
console.log(JSON.stringify({ interpreted: holey(a), optimised: holey(b), sameMap: sameMap(a, b) }));`,
  );
  let r;
  try {
    r = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', script], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { interpreted: boolean; optimised: boolean; sameMap: boolean };
}

describe('packedMap', () => {
  it('maps like Array.prototype.map', () => {
    expect(packedMap([3, 1, 2], (x, i) => x * 10 + i)).toEqual([30, 11, 22]);
    expect(packedMap([], (x) => x)).toEqual([]);
  });

  it('gives a packed array in the interpreter and in optimised code alike', () => {
    expect(tiers('packedMap(a, (x) => x.n)')).toEqual({ interpreted: false, optimised: false, sameMap: true });
  });
});
