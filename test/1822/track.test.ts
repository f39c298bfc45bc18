// 1822's track lays: from phase 3 a major lays two tiles (the second not an upgrade), as in the real game
// 1822mrs-game_end_bank where the GWR lays L39 and K40 in one turn (18xx.games accepted both).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import { rightsHexes } from '../../src/engine/titles/1822/abilities.ts';


const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);

function replayThrough(file: string, id: number) {
  const log = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
  const upTo = log.actions.findIndex((a) => a.id === id) + 1;
  expect(upTo).toBeGreaterThan(0);
  const g = replay({ ...log, actions: log.actions.slice(0, upTo) });
  return { state: g.state as GameState, map: (g.state as GameState).map as MapState };
}

describe('1822 track', () => {
  it("Swansea (D35) takes tile 57 in place of its city and town, and keeps its S label for green", () => {
    // minor 24 lays 57 on its home D35 (18xx.games' UPGRADEABLE_S_HEX_NAME)
    const { map } = replayThrough('1822-33845.json', 342);
    expect(map.hexes.D35).toMatchObject({ tile: '57', rotation: 2, tokens: [['24']], futureLabel: { label: 'S', color: 'green' } });
  });

  it("a Lawson junction upgrade (7 to 83 on L27) and a route through a junction (81 on N35)", () => {
    const nrs = replayThrough('1822nrs-128129.json', 302);
    expect(nrs.map.hexes.L27!.tile).toBe('83');
    // minor 12 runs M38-P35 through N35, upgraded from 8 to 81 just before (ids 400, 401)
    const base = replayThrough('1822-33845.json', 401);
    expect(base.map.hexes.N35!.tile).toBe('81');
    // (it had 15; a minor keeps half of its run's 60)
    expect(base.state.cash['12']).toBe(45);
  });

  it('an operator whose only routes pass Lawson junctions can run (the run step is not skipped)', () => {
    // minor 16 runs M30-L29-L27-L25-K24 through 83 on L27 and 81 on L25 (id 339)
    const before = replayThrough('1822nrs-128129.json', 338);
    const after = replayThrough('1822nrs-128129.json', 339);
    // a minor keeps half of its run's 90
    expect(after.state.cash['16']! - before.state.cash['16']!).toBe(45);
  });

  it("a stub binds no lay on a hex where a player holds track rights (18xx.games G1822 legal_tile_rotation?)", () => {
    // a random 1822MRS game 18xx.games replayed (tools/18xx-diff): minor 14 lays 4 on M36 across its stub (id 190)
    // while its president holds the concession with track rights there
    const log = JSON.parse(readFileSync(new URL('./fixtures/random-1822MRS-5p-seed7-199.json', import.meta.url), 'utf8')) as GameLog;
    const g = replay(log);
    expect(((g.state as GameState).map as MapState).hexes.M36!.tile).toBe('4');
    // and the lay is listed (the listing waives the stub where the engine does)
    const at = replay({ ...log, actions: log.actions.slice(0, log.actions.findIndex((a) => a.id === 190)) });
    const president = (at.state as GameState).corps.find((c) => c.sym === '14')!.president!;
    const lays = at.def.legalActions(at.state, president).map((c) => c.action).filter((a) => a.type === 'lay_tile' && a.hex === 'M36');
    // (4@4 as logged: the straight turned half round, listed once as 4@1)
    expect(lays.map((a) => `${String(a.tile).split('-')[0]}@${String(a.rotation)}`)).toContain('4@1');
  });

  it("an operator's own track rights count while it has a president (18xx.games' blockers: the corporation's player)", () => {
    // the same game before id 190: minor 16's certificate has closed (16 floated, president 100); 16's own
    // blocks_hexes_consent on L37 keeps a player's rights there, so L37's stub binds no lay (G1822 legal_tile_rotation?)
    const log = JSON.parse(readFileSync(new URL('./fixtures/random-1822MRS-5p-seed7-199.json', import.meta.url), 'utf8')) as GameLog;
    const g = replay({ ...log, actions: log.actions.slice(0, log.actions.findIndex((a) => a.id === 190)) }).state as GameState;
    expect(g.companies.find((c) => c.sym === 'M16')!.closed).toBe(true);
    expect(g.corps.find((c) => c.sym === '16')!.president).toBe('100');
    expect(rightsHexes(g)).toContain('L37');
    // C1 in 100's hands: M36; no one's rights on M40 (C3 unsold, the LBSCR not started)
    expect(rightsHexes(g)).toContain('M36');
    expect(rightsHexes(g)).not.toContain('M40');
  });

  it("the LNWR's destination token goes to Manchester with its home token, so its track reaches Warrington (H23)", () => {
    const { map } = replayThrough('1822mrs-game_end_bank.json', 240);
    expect(map.hexes.I22!.tokens.flat()).toContain('LNWR');
    expect(map.hexes.H23!.tile).toBe('6');
  });

  it('a major lays two yellow tiles in one turn from phase 3', () => {
    const log = JSON.parse(readFileSync(new URL('1822mrs-game_end_bank.json', DIR), 'utf8')) as GameLog;
    // through the GWR's second lay (action id 237) and its train purchase after it
    const upTo = log.actions.findIndex((a) => a.id === 238) + 1;
    const g = replay({ ...log, actions: log.actions.slice(0, upTo) });
    const s = g.state as GameState;
    const map = s.map as MapState;
    expect([map.hexes.L39!.tile, map.hexes.K40!.tile]).toEqual(['9', '9']);
    expect(s.corps.find((c) => c.sym === 'GWR')!.trains).toContain('3-1');
  });
});
