import { describe, expect, it } from 'vitest';
import { build, def, placeTrain, run, started3 } from './helpers.ts';

describe('building', () => {
  it('builds 1–3 trains of one company, each next to its network, paid from the company', () => {
    const s = started3();
    run(s, [build(1, 'PRR', ['R4', 'Q4', 'Q3'])]);
    // R4 $1 + Q4 forest $2 + Q3 town $2
    expect(s.companies.PRR.cash).toBe(2);
    expect(s.companies.PRR.trainsLeft).toBe(16);
    // income: 7 + 0 + 0 + Q3's 1
    expect(s.companies.PRR.income).toBe(8);
    expect(s.trains.Q3).toEqual(['PRR']);
    expect(s.indicators.build).toBe(1);
    expect(s.bank).toBe(5);
    expect(s.turn).toBe(1);
  });

  it('refuses hexes not next to the network, or listed before the hex that connects them', () => {
    const s = started3();
    expect(() => def.process(s, build(1, 'PRR', ['Q4']))).toThrow("Q4 is not next to PRR's network.");
    expect(() => def.process(s, build(1, 'PRR', ['Q4', 'R4']))).toThrow("Q4 is not next to PRR's network.");
    expect(() => def.process(s, build(1, 'PRR', ['R4', 'R4']))).toThrow('Each train must go on a different hex.');
    expect(() => def.process(s, build(1, 'PRR', ['R4', 'R6', 'Q6', 'Q5']))).toThrow('Build 1 to 3 trains');
    expect(() => def.process(s, build(1, 'PRR', []))).toThrow('Build 1 to 3 trains');
    expect(() => def.process(s, build(1, 'PRR', ['Z9']))).toThrow('There is no hex Z9 on the map.');
    // nothing changed
    expect(s.companies.PRR.cash).toBe(7);
    expect(s.indicators.build).toBe(0);
  });

  it('only for a company the player holds a share of', () => {
    const s = started3();
    expect(() => def.process(s, build(1, 'B&O', ['Q8']))).toThrow('Ann holds no B&O share, so cannot build for B&O.');
    expect(() => def.process(s, build(1, 'WAB', ['D4']))).toThrow('WAB is not open yet');
  });

  it('costs the red number times the trains in the hex, including the new one', () => {
    const s = started3();
    s.turn = 1; // Bob, B&O ($6)
    run(s, [build(2, 'B&O', ['Q8'])]);
    expect(s.companies['B&O'].cash).toBe(5);
    // Cid builds C&O on Q8 too: 1 × 2 trains = $2
    run(s, [build(3, 'C&O', ['Q8'])]);
    expect(s.companies['C&O'].cash).toBe(3);
    expect(s.trains.Q8).toEqual(['B&O', 'C&O']);
  });

  it('says so in a player\'s words when the company cannot pay', () => {
    const s = started3();
    s.turn = 1;
    s.companies['B&O'].cash = 4;
    placeTrain(s, 'B&O', 'L4');
    placeTrain(s, 'C&O', 'K4');
    // K4 already holds C&O, so B&O pays 4 × 2
    expect(() => def.process(s, build(2, 'B&O', ['K4']))).toThrow('B&O has only $4; building on K4 costs $8.');
    s.companies['B&O'].cash = 9;
    expect(() => def.process(s, build(2, 'B&O', ['K4', 'K3']))).toThrow('B&O has only $1 left; building on K3 costs $4.');
  });

  it('forests and mountains hold one company; cities and plains several; one train per company per hex', () => {
    const s = started3();
    placeTrain(s, 'B&O', 'R4');
    s.companies['B&O'].cash = 20;
    run(s, [build(1, 'PRR', ['R4', 'Q4'])]);
    expect(s.trains.R4).toEqual(['B&O', 'PRR']);
    // Bob: Q4 forest already holds PRR
    expect(() => def.process(s, build(2, 'B&O', ['Q4']))).toThrow('Q4 is a forest and already holds PRR; only one company may build there.');
    expect(() => def.process(s, build(2, 'B&O', ['R4']))).toThrow('B&O already has a train on R4.');
  });

  it('may not build on start hexes, except Fort Wayne', () => {
    const s = started3();
    s.turn = 1;
    run(s, [build(2, 'B&O', ['Q8'])]);
    expect(() => def.process(s, build(3, 'C&O', ['Q7']))).toThrow('Q7 (Baltimore) is a start hex; nobody can build there.');
    placeTrain(s, 'C&O', 'D4');
    s.companies['C&O'].cash = 10;
    run(s, [build(3, 'C&O', ['D3'])]);
    expect(s.trains.D3).toEqual(['C&O']);
    expect(s.companies['C&O'].income).toBe(5 + 1);
  });

  it('adds the house bonus of a developed hex, and the track value of an industrial city', () => {
    const s = started3();
    placeTrain(s, 'NYC', 'P3');
    placeTrain(s, 'B&O', 'O4');
    s.developed.O4 = 1;
    s.companies.NYC.cash = 20;
    s.track.K4 = 6;
    placeTrain(s, 'NYC', 'L3');
    run(s, [build(1, 'NYC', ['O4', 'K4'])]);
    // O4: black 1 + house 1; K4: track value 6
    expect(s.companies.NYC.income).toBe(8 + 2 + 6);
  });

  it('needs trains left on the charter and the build needle out of the red', () => {
    const s = started3();
    s.companies.PRR.trainsLeft = 1;
    expect(() => def.process(s, build(1, 'PRR', ['R4', 'R6']))).toThrow('PRR has only 1 train(s) left.');
    s.indicators.build = 5;
    expect(() => def.process(s, build(1, 'PRR', ['R4']))).toThrow('The build indicator is already in the red');
  });
});
