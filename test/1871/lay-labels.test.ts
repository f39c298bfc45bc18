// The rebuilt 1871's track step lists every lay the operator may make (no sample), each labelled in players'
// words: the operator by name, the tile by number, the hex with its place, and the rotation numbered among the
// distinct ways that tile fits that hex ("rotation 2 of 3"), as the turn panel numbers its drawings.
import { describe, expect, it } from 'vitest';
import { wayNumber, type MapState } from '../../src/engine/18xx/map/index.ts';
import { ctxOf } from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';
import { track1871Step } from '../../src/engine/titles/1871/track-step.ts';
import { playGame } from './play.ts';

const data = dataVersion('2');
const ctx = ctxOf(data);

describe('1871 track step labels', () => {
  it('lists every lay, numbering each rotation among its tile\'s distinct ways on the hex', () => {
    let positions = 0;
    let most = 0;
    for (const seed of [1, 2, 3]) {
      playGame(seed, 500, (_state, m) => {
        const lays = m.choices.filter((c) => c.action.type === 'lay_tile');
        if (!lays.length) return;
        const corp = String(lays[0]!.action.entity);
        const all = track1871Step.lays!(m.before, ctx, corp);
        positions++;
        most = Math.max(most, lays.length);
        expect(lays.length, `seed ${seed}, move ${m.n}`).toBe(all.length);
        const name = data.companies.majors.find((x) => x.id === corp)?.name ?? data.companies.minors.find((x) => x.id === corp)!.name;
        for (const c of lays) {
          const a = c.action;
          const tile = String(a.tile).replace(/-\d+$/, '');
          const rotations = all.filter((l) => l.hex === a.hex && l.tile === tile).map((l) => l.rotation);
          const { n, of } = wayNumber(m.before.map as MapState, tile, rotations, Number(a.rotation));
          expect(c.label.startsWith(`${name} lays tile ${tile} on ${String(a.hex)}`), c.label).toBe(true);
          if (of > 1) expect(c.label, `seed ${seed}, move ${m.n}`).toContain(`, rotation ${n} of ${of}`);
          else expect(c.label).not.toMatch(/rotation/);
        }
      });
    }
    expect(positions).toBeGreaterThan(20);
    // (the old listing stopped at 40)
    expect(most).toBeGreaterThan(40);
  });
});
