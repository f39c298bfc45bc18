// 18Chesapeake (and its Off the Rails variant) on the shared 18xx engine.
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import { SeededRandom } from '../../rng.ts';
import { chesapeake, offTheRails } from './data.ts';
import { chesapeakeMap } from './map.ts';

const OTR = '18Chesapeake: Off the Rails';

function ctxFor(key: string | undefined, lenient: boolean): Ctx {
  const otr = key === offTheRails.key || key === OTR;
  return { cfg: otr ? offTheRails : chesapeake, map: chesapeakeMap, lenient };
}

/** The corporation whose president's share comes with Cornelius Vanderbilt: index `draw % 8`. */
export function cvCorporation(seed: number): string {
  const draw = new SeededRandom(seed).next();
  return chesapeake.corporations[draw % chesapeake.corporations.length]!.sym;
}

export default makeDefinition({
  id: '18chesapeake',
  titles: ['18Chesapeake', OTR],
  displayName: '18Chesapeake',
  minPlayers: 2,
  maxPlayers: 6,
  variants: [{ id: 'off-the-rails', title: OTR, description: 'Bigger bank, longer market, fewer trains, 50% float.' }],
  ctxFor,
  setup: ({ seed, players, options }) => setupGame(ctxFor(String(options.title ?? ''), true), seed, players, cvCorporation(seed)),
});
