// Players are told what of the rebuilt 1871 is provisional: every status opens with the data file's sections by
// their labels, those from the published rules apart from those modelled on 1822; a section relabelled in a data
// version moves with its label.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';
import { provisionalNote } from '../../src/engine/titles/1871/provisional.ts';

const data = dataVersion('2');
const players = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() }));

describe('1871 provisional data, told', () => {
  it('opens every status with what is published and what is provisional', () => {
    const state = def.setup({ seed: 1, players, options: { seed: 1, data_version: '2' } }) as GameState;
    const text = def.describe(def.view(state, null));
    const first = text.split('\n')[0]!;
    expect(first).toBe(provisionalNote(data));
    expect(first).toMatch(/From the published rules: .*the sealed auctions.*\. Provisional \(modelled on 1822, not the real game\): .*when the game ends/);
    expect(def.displayName).toMatch(/provisional/);
    // the round by its number, never its id ("sr1-a")
    expect(text.split('\n')[1]).toMatch(/^Stock round 1, sealed auction 1 of 2 · phase I/);
  });

  it('moves a section relabelled in the data from provisional to published', () => {
    const relabelled = { ...data, end: { ...data.end, status: 'published' as const } };
    const before = provisionalNote(data);
    const after = provisionalNote(relabelled);
    expect(before.split('Provisional')[1]).toContain('when the game ends');
    expect(after.split('Provisional')[1]).not.toContain('when the game ends');
    expect(after.split('Provisional')[0]).toContain('when the game ends');
  });
});
