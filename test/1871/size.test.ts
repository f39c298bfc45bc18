// Issue 30's target: the 1871 title folder holds at most 1,200 lines of code besides its data file (data.ts and
// data/), counted as tools/count-code.ts counts them (blank and comment lines not counted).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeLines, folderCode } from '../../tools/count-code.ts';

describe('the 1871 folder’s size', () => {
  it('counts code lines, not blank or comment lines', () => {
    const text = ['// a comment', '', 'const a = 1; // code with a comment', '/**', ' * a block', ' */', '/* one line */ const b = 2;', '  /* open', 'still comment */', 'export { a, b };'].join('\n');
    expect(codeLines(text)).toBe(3);
  });

  it('is at most 1,200 lines of code outside its data file', () => {
    const counts = folderCode(fileURLToPath(new URL('../../src/engine/titles/1871', import.meta.url)), ['data.ts']);
    expect(counts.map((c) => c.file)).toContain('rules.ts');
    expect(counts.reduce((t, c) => t + c.lines, 0)).toBeLessThanOrEqual(1200);
  });
});
