// 1822's sold-out rise (engine/titles/1822/market.ts) on a real game, against what 18xx.games shows at the same
// cut (read with its engine): the LNWR, sold out with a share in P16's tax haven, sits where its row above has no
// cell, and rises down a row and right, £135 to £150; the LBSCR and MR rise straight up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { priceOf } from '../../src/engine/18xx/market.ts';
import { config1822, optionsOf } from '../../src/engine/titles/1822/data.ts';

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const log = JSON.parse(readFileSync(new URL('1822-game_end_stock_market.json', DIR), 'utf8')) as GameLog;

describe('1822 sold-out majors', () => {
  it('rise at the stock round end, down and right where no cell is above (18xx.games at 1223: LNWR 150, LBSCR 110, MR 180)', () => {
    const g = replay({ ...log, actions: log.actions.slice(0, 1223) });
    const s = g.state as GameState;
    const cfg = config1822('base', optionsOf(log.settings.optional_rules), log.players.length);
    expect(['LNWR', 'LBSCR', 'MR'].map((c) => priceOf(s, cfg, c))).toEqual([150, 110, 180]);
  });
});
