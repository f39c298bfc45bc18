// Shikoku 1889 on the shared 18xx engine, with 18xx.games' optional Beginner Game.
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import { companyOf, pay, type GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import { SeededRandom } from '../../rng.ts';
import type { PlayerInfo } from '../../types.ts';
import { BEGINNER_GAME, BEGINNER_PRIVATES, OPTIONAL_RULES, shikoku, shikokuBeginner } from './data.ts';
import { shikokuBeginnerMap, shikokuMap } from './map.ts';
import type { ShikokuState } from './privates.ts';
import { shikokuBeginnerRules, shikokuRules } from './rules.ts';

/** The rule context of a game with these optional rules (none: the usual game). */
export function ctxFor(optionalRules: readonly string[] = []): Ctx {
  const events = new EventLog();
  if (optionalRules.includes(BEGINNER_GAME)) return { cfg: shikokuBeginner, map: shikokuBeginnerMap, rules: shikokuBeginnerRules, events };
  return { cfg: shikoku, map: shikokuMap, rules: shikokuRules, events };
}

export const ctxOf = (state: GameState): Ctx => ctxFor((state.title as unknown as ShikokuState).optionalRules ?? []);

/**
 * The Beginner Game's deal (g_1889 setup): each private in the game draws once from the seeded generator, in data
 * order; sorted by their draws they go to the players in seat order, each paying the bank its value.
 */
export function dealBeginnerPrivates(state: GameState, ctx: Ctx, seed: number): void {
  const dealt = new SeededRandom(seed).sortByDraws(state.companies.map((c) => c.sym));
  state.players.forEach((p, i) => {
    const company = companyOf(state, dealt[i]!);
    company.owner = p.id;
    pay(state, p.id, 'bank', ctx.cfg.companies.find((d) => d.sym === company.sym)!.value);
  });
}

function setup(seed: number, players: PlayerInfo[], options: Record<string, unknown>): GameState {
  const known = new Set<string>(OPTIONAL_RULES.map((r) => r.id));
  const optionalRules = ((options.optional_rules as string[] | undefined) ?? []).filter((r) => known.has(r));
  const own: ShikokuState = { soldLay: null, used: [], acted: false, optionalRules };
  const ctx = ctxFor(optionalRules);
  if (!optionalRules.includes(BEGINNER_GAME)) {
    // two players: South Iyo Railway is left out
    return setupGame(ctx, seed, players, { title: { ...own }, ...(players.length === 2 ? { removeCompanies: ['SIR'] } : {}) });
  }
  const inGame = BEGINNER_PRIVATES[players.length] ?? [];
  return setupGame(ctx, seed, players, {
    title: { ...own },
    removeCompanies: ctx.cfg.companies.filter((c) => !inGame.includes(c.sym)).map((c) => c.sym),
    beforeFirstRound: (state) => dealBeginnerPrivates(state, ctx, seed),
  });
}

export default makeDefinition({
  id: '1889',
  titles: ['1889'],
  displayName: 'Shikoku 1889',
  minPlayers: 2,
  maxPlayers: 6,
  variants: OPTIONAL_RULES.map((r) => ({ id: r.id, title: r.title, description: r.description })),
  ctxOf,
  currency: shikoku.currency,
  setup: ({ seed, players, options }) => setup(seed, players, options),
  // (a private's lay outside a corporation's track step, the Mitsubishi Ferry's port in a stock turn, is not "lay track")
  moveKind: (action) => (action.type === 'lay_tile' && action.entity_type === 'company' ? 'lay_tile:private' : action.type),
  moveWords: { 'lay_tile:private': "use a private's tile lay" },
});
