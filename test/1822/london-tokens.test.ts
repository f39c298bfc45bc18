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
