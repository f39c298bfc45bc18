// Labels made from names (render/short-label.ts), for pictures with no room for a name: a name's closing remark in
// brackets stays whole (1871's paper companies, "Pennsylvania Railroad (paper)", were labelled "PRR(" in the
// status's players table and privates table).
import { describe, expect, it } from 'vitest';
import { shortLabel } from '../../src/render/short-label.ts';

describe('shortLabel', () => {
  it('initials as railroads print them', () => {
    expect(shortLabel('Baltimore & Ohio')).toBe('B&O');
    expect(shortLabel('Toledo, Wabash & Western')).toBe('TW&W');
    expect(shortLabel('Pennsylvania Railroad')).toBe('PRR');
  });
  it('a remark in brackets kept whole after the initials', () => {
    expect(shortLabel('Pennsylvania Railroad (paper)')).toBe('PRR (paper)');
    expect(shortLabel('Lake Shore & Michigan Southern (paper)')).toBe('LS&MS (paper)');
  });
});
