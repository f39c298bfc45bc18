// 1871's companies as players read them on the rebuilt title: every one by name (minors, privates, majors, paper
// companies), also where the shared words ask for an auction item as a company (a minor won at a sealed auction).
import { describe, expect, it } from 'vitest';
import def from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';

describe('1871 names', () => {
  it('names every company of the data by its name, whichever way it is asked for', () => {
    const state = def.view(def.setup({ seed: 1, players: [1, 2, 3].map((i) => ({ id: `p${i}`, name: `P${i}` })), options: { seed: 1, data_version: '2' } }), null);
    const c = dataVersion('2').companies;
    for (const x of [...c.privates, ...c.minors, ...c.majors]) {
      expect(def.entityName!(state, x.id)).toBe(x.name);
      expect(def.entityName!(state, x.id, 'company')).toBe(x.name);
    }
    for (const p of c.paper) expect(def.entityName!(state, p.id, 'company')).toBe(`${c.majors.find((m) => m.id === p.major)!.name} (paper)`);
  });
});
