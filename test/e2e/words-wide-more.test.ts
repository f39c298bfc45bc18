// The wide words scan (test/e2e/words-wide.ts; every game at many cuts: tools/words-scan.ts) at a few cuts of
// 1830 and 1871 games (a stock turn with privates for sale, a sealed round; Chicago Express's auctions are in
// test/e2e/words-through-panels.test.ts): imported, seats claimed, each panel question pressed, every command's
// autocomplete asked, presses by the wrong people tried, a move played; nothing seen may show an internal id or
// engine name.
import { vi } from 'vitest';

// the thread's pictures are not what this is about: switched off; the panels' close-ups drawn but posted blank
vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import '../../src/titles.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { describeWideScan } from './words-wide-cases.ts';

const TEST_FIXTURES = new URL('../fixtures', import.meta.url).pathname;

describeWideScan(
  [
    // a stock turn in which players may buy each other's privates and trade Mohawk & Hudson for a share
    ['1830 29133, privates between players', `${FIXTURES_NEXT}/1830-29133.json`, 57],
    // the first sealed round: bid sheets by DM, the reveal
    ['1871 Steel Cities, a sealed round', `${TEST_FIXTURES}/1871/random-3p-9.json`, 0],
  ],
  'wide-more',
);
