// A lay on a preprinted hex where another player holds track rights waits for that player's consent (18xx.games
// asks it before the lay: tile_confirmation with G1822 hex_blocked_by_ability?): along 1822mrs-33867, each logged
// lay on such a hex was made by an operator of the rights' holder (no consent asked, none logged); the same lay by an
// operator another player runs asks the holder, and none once a tile is on the hex.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consentNeeded, newGame } from '../../src/engine/game.ts';
import { effectiveActions, isChat } from '../../src/engine/log.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { currentTile, type MapState } from '../../src/engine/18xx/map/index.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { rightsHolders } from '../../src/engine/titles/1822/abilities.ts';

const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822mrs-33867.json', import.meta.url), 'utf8')) as GameLog;

describe('1822 track rights: a lay on another player\'s rights hex asks their consent', () => {
  it('along 1822mrs-33867 (the GWR on L39, minor 14 on L37 among them)', () => {
    const game = newGame(log.title, log.players, log.settings);
    const s = game.state as GameState;
    const checked: string[] = [];
    for (const a of effectiveActions(log.actions)) {
      const hex = String(a.hex ?? '');
      const holders = a.type === 'lay_tile' && currentTile(s.map as MapState, hex).def.color === 'white' ? rightsHolders(s).filter((r) => r.hex === hex) : [];
      if (holders.length) {
        const holder = holders[0]!.player;
        expect(consentNeeded({ ...game, state: s }, a)).toBeNull();
        const other = s.corps.find((c) => !c.closed && c.president && !holders.some((h) => h.player === c.president))!;
        expect(consentNeeded({ ...game, state: s }, { ...a, entity: other.sym })).toBe(holder);
        checked.push(`${a.entity}:${hex}`);
      }
      if (isChat(a)) continue;
      game.def.process(s, a);
      for (const x of a.auto_actions ?? []) game.def.process(s, x);
      // once laid, the hex is no longer preprinted: nobody to ask
      if (holders.length) expect(consentNeeded({ ...game, state: s }, { ...a, entity: s.corps.find((c) => !c.closed && c.president && c.president !== holders[0]!.player)!.sym })).toBeNull();
    }
    expect(checked).toEqual(expect.arrayContaining(['GWR:L39', '14:L37']));
  });
});
