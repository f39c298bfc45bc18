// London (M38): 18xx.games' Token step places there without its tokenable checks (G1822 check_tokenable false),
// so minor 14's reservation on the whole tile does not block a major from London's last free city (the real game
// 1822mrs-game_end_bank, id 589: MR into X22-0-4 while minor 14 is still in the bid box).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, legalActions, replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { rightsHeld } from '../../src/engine/titles/1822/abilities.ts';

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-game_end_bank.json', import.meta.url), 'utf8')) as GameLog;
const through = (id: number) => replay({ ...log, actions: log.actions.filter((a) => Number(a.id) <= id) });

describe("1822MRS: London's last free city despite minor 14's reservation", () => {
  it('MR may token there (listed) and does (id 589)', () => {
    const before = through(588);
    const hex = ((before.state as GameState).map as MapState).hexes.M38!;
    expect(hex.tileReservations).toEqual(['14']);
    const tokens = activePlayers(before).flatMap((p) => legalActions(before, p)).filter((c) => c.action.type === 'place_token');
    expect(tokens.map((c) => c.action.city)).toContain('X22-0-4');
    const after = ((through(589).state as GameState).map as MapState).hexes.M38!;
    expect(after.tokens[4]).toEqual(['MR']);
  });
});

// Minor 14's London city keeps the slot added for it (18xx.games G1822 min_city_slots, upgrade_minor_14_home_hex):
// in the real game 1822mrs-35936, minor 14's home token went into London's second city (id 123) beside the GWR's;
// the GWR acquired minor 14 (id 579) and took an exchange token instead of its token (id 581); 18xx.games then
// shows that city with two slots, the GWR's and a free one, on X20 and after the upgrades to X21 (id 714) and X22
// (id 863), where the SWR places a token (id 1026).
describe("1822MRS: minor 14's London city keeps its own slot", () => {
  const game = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-35936.json', import.meta.url), 'utf8')) as GameLog;
  const london = (id: number) => ((replay({ ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }).state as GameState).map as MapState).hexes.M38!;

  it('after minor 14 is acquired, and after London is upgraded', () => {
    expect(london(578).tokens[1]).toEqual(['GWR', '14']);
    expect(london(582).tokens[1]).toEqual(['GWR', null]);
    const upgraded = london(714);
    expect(upgraded.tile).toBe('X21');
    expect(upgraded.tokens[1]).toEqual(['GWR', null]);
  });

  it("the SWR's token goes into that slot (id 1026)", () => {
    expect(london(1026).tokens[1]).toEqual(['GWR', 'SWR']);
  });
});

// While a player runs minor 14, they hold track rights on the hex beyond its London city (18xx.games
// setup_m14_track_rights): in 1822mrs-33867 minor 14 takes London's city at exit 2 (id 959); 18xx.games then lists
// the hex beyond, L37, with minor 16 (no player) and minor 14 (its player) as blockers, before it only minor 16.
// Where a player holds rights, the hex's stub binds no lay (abilities.ts rightsHexes).
describe("1822MRS: minor 14's track rights beyond its London city", () => {
  const game = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-33867.json', import.meta.url), 'utf8')) as GameLog;
  const at = (id: number) => replay({ ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }).state as GameState;

  it('held on L37 from its home token on, not before', () => {
    expect(rightsHeld(at(958), 'L37')).toBe(false);
    expect(rightsHeld(at(959), 'L37')).toBe(true);
  });
});
