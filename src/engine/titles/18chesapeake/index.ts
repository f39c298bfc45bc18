// 18Chesapeake (and its Off the Rails variant) on the shared 18xx engine.
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import { ownersChanged } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import { SeededRandom } from '../../rng.ts';
import { chesapeake, offTheRails } from './data.ts';
import { chesapeakeMap } from './map.ts';
import { baseRules, otrRules, type ChesapeakeState } from './rules.ts';

const OTR = '18Chesapeake: Off the Rails';

/** The rule context of a game of either variant (by its title key or envelope title). */
export function ctxFor(key: string | undefined): Ctx {
  const otr = key === offTheRails.key || key === OTR;
  return { cfg: otr ? offTheRails : chesapeake, map: chesapeakeMap, rules: otr ? otrRules : baseRules, events: new EventLog() };
}

export const ctxOf = (state: GameState): Ctx => ctxFor(state.titleKey);

/** The corporation whose president's share comes with Cornelius Vanderbilt: index `draw % 8`. */
export function cvCorporation(seed: number): string {
  const draw = new SeededRandom(seed).next();
  return chesapeake.corporations[draw % chesapeake.corporations.length]!.sym;
}

function setup(seed: number, players: { id: string | number; name: string }[], title: string): GameState {
  const ctx = ctxFor(title);
  const own: ChesapeakeState = { cvCorp: cvCorporation(seed), twoPlayer: players.length === 2 };
  const state = setupGame(ctx, seed, players, { title: { ...own } });
  if (own.twoPlayer) {
    // Two players: 30% president's certificates and one share less, except the CV corporation.
    for (const c of ctx.cfg.corporations) {
      if (c.sym === own.cvCorp) continue;
      state.shares.find((s) => s.id === `${c.sym}_0`)!.percent = 30;
      state.shares.find((s) => s.id === `${c.sym}_8`)!.owner = 'removed';
    }
    ownersChanged(state.shares);
  }
  return state;
}

export default makeDefinition({
  id: '18chesapeake',
  titles: ['18Chesapeake', OTR],
  displayName: '18Chesapeake',
  minPlayers: 2,
  maxPlayers: 6,
  variants: [{ id: 'off-the-rails', title: OTR, description: 'Bigger bank, longer market, fewer trains, 50% float.' }],
  ctxOf,
  setup: ({ seed, players, options }) => setup(seed, players, String(options.title ?? '')),
});
