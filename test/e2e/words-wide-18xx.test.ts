// The wide words scan (test/e2e/words-wide.ts; every game at many cuts: tools/words-scan.ts) at a few cuts of
// real 18Chesapeake and 1828 games where it found internals: imported, seats claimed, each panel question pressed,
// every command's autocomplete asked, presses by the wrong people tried, a few moves played; nothing seen may
// show an internal id or engine name.
import { vi } from 'vitest';

// the thread's pictures are not what this is about: switched off; the panels' close-ups drawn but posted blank
vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import '../../src/titles.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { describeWideScan } from './words-wide-cases.ts';

describeWideScan(
  [
    // an operating round in which a corporation may buy a private (/private's autocomplete)
    ['18Chesapeake 1905, privates for sale', `${FIXTURES_18XX}/18chesapeake-1905.json`, 83],
    // the same in 1828, with its own commands' answers (/cp, /exchange)
    ['1828 23366, privates for sale', `${FIXTURES_18XX}/1828-23366.json`, 89],
  ],
  'wide',
);
