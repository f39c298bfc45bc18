import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAP_ROWS } from '../../src/engine/titles/chicago-express/map-data.ts';
import { HEXES } from '../../src/engine/titles/chicago-express/map.ts';
import { def, moneyTotal, newState, players } from './helpers.ts';

describe('setup', () => {
  it.each([
    [2, 60],
    [3, 40],
    [4, 30],
    [5, 24],
    [6, 20],
  ])('%i players get $%i each out of $120', (n, each) => {
    const s = newState(n);
    expect(s.cash).toEqual(Array(n).fill(each));
    expect(moneyTotal(s)).toBe(120);
  });

  it('puts one train of each of the four companies on its start hex; Wabash stays closed', () => {
    const s = newState(4);
    expect(s.trains).toEqual({ R5: ['PRR'], Q7: ['B&O'], Q9: ['C&O'], S3: ['NYC'] });
    expect(s.companies.PRR).toEqual({ cash: 0, income: 7, trainsLeft: 19, issued: 0, open: true });
    expect(s.companies['B&O'].income).toBe(6);
    expect(s.companies['C&O'].income).toBe(5);
    expect(s.companies.NYC.income).toBe(8);
    expect(s.companies.WAB.open).toBe(false);
  });

  it('sets the indicators, the development track and the house supply', () => {
    const s = newState(3);
    expect(s.indicators).toEqual({ auction: 0, develop: 0, build: 0 });
    expect(s.track).toEqual({ E0: 1, I6: 3, K4: 4 });
    expect(s.houses).toBe(20);
  });

  it('starts with the PRR auction opened by the first seat', () => {
    const s = newState(5);
    expect(s.phase).toBe('auction');
    expect(s.auction).toMatchObject({ corporation: 'PRR', kind: 'initial', opener: 0, toAct: 0 });
    expect(def.activePlayers(s)).toEqual([1]);
  });

  it('rejects fewer than 2 or more than 6 players through the engine contract', () => {
    expect(def.minPlayers).toBe(2);
    expect(def.maxPlayers).toBe(6);
    expect(players(6)).toHaveLength(6);
  });

  it('state is plain JSON data', () => {
    const s = newState(3);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(def.clone(s)).toEqual(s);
  });
});

describe('map', () => {
  it('holds the 160 hexes of the reference TSV, row for row', () => {
    const tsv = readFileSync(new URL('../../../shared/reference/chicago-express-map.tsv', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t'));
    expect(MAP_ROWS).toHaveLength(160);
    expect(MAP_ROWS.map((r) => [r[0], r[1], String(r[2]), String(r[3]), String(r[4])])).toEqual(tsv.map((r) => r.slice(0, 5)));
  });

  it('uses flat-top hexes with odd columns shifted down', () => {
    expect(HEXES.Q8!.neighbours.sort()).toEqual(['P7', 'P8', 'Q7', 'Q9']);
    // odd column (R): neighbours in the columns beside are the same row and the row below
    expect(HEXES.R5!.neighbours.sort()).toEqual(['Q5', 'Q6', 'R4', 'R6', 'S5']);
    expect(HEXES.A2!.neighbours.sort()).toEqual(['A3', 'B2']);
  });

  it('every hex can be reached from every start hex', () => {
    const seen = new Set(['R5']);
    const queue = ['R5'];
    while (queue.length) {
      for (const n of HEXES[queue.shift()!]!.neighbours) {
        if (seen.has(n)) continue;
        seen.add(n);
        queue.push(n);
      }
    }
    expect(seen.size).toBe(160);
  });

  it('applies the rules over the TSV: start hexes closed (Fort Wayne open), plains and Detroit undevelopable', () => {
    for (const h of ['R5', 'Q7', 'Q9', 'S3']) expect(HEXES[h]).toMatchObject({ buildable: false, maxDevelopments: 0 });
    expect(HEXES.D3).toMatchObject({ buildable: true, maxDevelopments: 1, start: 'WAB', houseValue: 2 });
    expect(HEXES.E0!.maxDevelopments).toBe(0);
    expect(HEXES.I6!.maxDevelopments).toBe(4);
    expect(HEXES.K4!.maxDevelopments).toBe(3);
    expect(HEXES.Q8!.maxDevelopments).toBe(0);
    expect(HEXES.Q4).toMatchObject({ kind: 'forest', singleCompany: true, maxDevelopments: 1 });
    expect(HEXES.J6).toMatchObject({ kind: 'mountain', singleCompany: true, maxDevelopments: 1 });
  });
});
