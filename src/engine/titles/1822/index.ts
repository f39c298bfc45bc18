// 1822 (with its scenarios 1822MRS and 1822NRS) on the shared 18xx engine, registered in src/titles.ts; players are
// told it is new (its display name): its real games agree with 18xx.games only partway (README.md).
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame, type ShareLayout } from '../../18xx/setup.ts';
import type { GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import type { Action, PlayerInfo } from '../../types.ts';
import { bidboxConcessions, bidboxMinors, bidboxPrivates, highestBid, minBid } from './bidbox.ts';
import { money } from '../../18xx/money.ts';
import { playerName } from '../../18xx/state.ts';
import { privateName } from '../../18xx/words.ts';
import { config1822, optionsOf, scenarioOfTitle, TITLE_OF, type Options1822, type ScenarioKey } from './data.ts';
import { map1822 } from './map.ts';
import { rules1822 } from './rules.ts';
import { drawCompanyOrder, privateTrains } from './setup.ts';
import { own1822, type State1822 } from './state.ts';
import { CORPORATIONS } from './data/corporations.ts';
import { scenarioData } from './data.ts';
import { consentNeeded1822 } from './consent.ts';

export function ctxFor(key: ScenarioKey, options: Options1822, players: number): Ctx {
  const cfg = config1822(key, options, players);
  return { cfg, map: map1822(key, cfg), rules: rules1822, events: new EventLog() };
}

export function ctx1822(state: GameState): Ctx {
  const own = own1822(state);
  return ctxFor(own.scenario, own.options, state.players.length);
}

/**
 * Minors have one certificate, valued and priced as two shares (18xx.games' 50% director's certificate); majors the
 * usual 20% director's certificate and eight of 10%, or their own (LNWR: ten of 10%).
 */
const layout: (minors: Set<string>) => ShareLayout = (minors) => (corp) =>
  minors.has(corp) ? [20] : (CORPORATIONS.find((c) => c.sym === corp)?.shares ?? [20, 10, 10, 10, 10, 10, 10, 10, 10]);

function setup(seed: number, players: PlayerInfo[], options: Record<string, unknown>): GameState {
  const scenario = scenarioOfTitle(String(options.title ?? ''));
  const opts = optionsOf(options.optional_rules as string[] | undefined);
  const ctx = ctxFor(scenario, opts, players.length);
  const own: State1822 = {
    scenario,
    options: opts,
    tokens: scenarioData(scenario).biddingTokens[String(players.length)] ?? 0,
    bidboxMinors: [],
    bids: {},
    nothingSold: true,
  };
  const minors = new Set(ctx.cfg.corporations.filter((c) => c.type === 'minor').map((c) => c.sym));
  // (the first round starts after the companies are drawn: set up without it, then start it)
  const rules = { ...ctx.rules, firstRound: () => undefined };
  const state = setupGame({ ...ctx, rules }, seed, players, { layout: layout(minors), title: own as unknown as Record<string, unknown> });
  const order = drawCompanyOrder(seed, scenario, opts, ctx.cfg.companies.map((c) => c.sym));
  state.companies = order.keep.map((sym) => state.companies.find((c) => c.sym === sym)!);
  for (const sym of order.removed) {
    const c = ctx.cfg.companies.find((x) => x.sym === sym);
    if (c) state.companies.push({ sym, owner: null, closed: true, tileLaysLeft: -1, discount: 0 });
  }
  privateTrains(state);
  ctx.rules.firstRound(state, ctx);
  return state;
}

export const TITLES_1822 = [TITLE_OF.base, TITLE_OF.mrs, TITLE_OF.nrs];

/** The optional rules `optionsOf` reads, as a lobby offers them. */
export const OPTIONAL_RULES_1822 = [
  { id: 'plus_expansion', title: '1822+', description: '(1822) 6 more minors and 3 more privates, in train, track and other stacks.' },
  { id: 'plus_expansion_no_removals', title: 'No Removals', description: '(1822+) All 21 privates instead of removing 3.' },
  { id: 'plus_expansion_single_stack', title: 'Single Stack', description: '(1822+) The privates fill the 3 bid boxes as in base 1822.' },
  { id: 'advanced', title: 'Advanced', description: '(1822MRS) Privates P1–P12; minor 14 starts in the first minor bid box.' },
  { id: 'starter', title: 'Starter', description: '(1822MRS) Privates P1, P2 and P5–P14; for players new to 1822.' },
];

/** What each of 1822's `choose` moves decides, by its choice (acquisition.ts, abilities.ts, dividend.ts, pullman.ts, choose.ts). */
const CHOICE_KINDS: Record<string, string> = {
  money: 'pay', one_share: 'pay', two_shares: 'pay',
  replace: 'token', exchange: 'token', remove: 'token',
  token: 'ability', discount: 'ability',
  payout: 'extra', half: 'extra', withhold: 'extra',
  double: 'double',
};

/** A `choose` move as the kind of choice it is ("choose:pay"), for the turn's "you may …" words; other moves by type. */
function chooseKind(action: Action): string {
  if (action.type !== 'choose') return action.type;
  const choice = String(action.choice ?? '');
  const kind = /^\d+$/.test(choice) ? 'pullman' : CHOICE_KINDS[choice];
  return kind ? `choose:${kind}` : 'choose';
}

const definition = makeDefinition({
  id: '1822',
  titles: TITLES_1822,
  // (the lobby, the game's first message and its status say how far it is checked, as 1871 says its numbers are provisional)
  displayName: '1822 (new here: checked against 18xx.games partway)',
  minPlayers: 2,
  maxPlayers: 7,
  variants: [
    { id: 'mrs', title: TITLE_OF.mrs, description: 'Medium Regional Scenario: a shorter game on the southern part of the map.' },
    { id: 'nrs', title: TITLE_OF.nrs, description: 'North Regional Scenario: a shorter game on the northern part of the map.' },
    // 18xx.games' optional rules (its words): 1822+ and its two options for the full game, Advanced and Starter for 1822MRS
    ...OPTIONAL_RULES_1822,
  ],
  currency: '£',
  ctxOf: ctx1822,
  setup: ({ seed, players, options }) => setup(seed, players, options),
  roundNames: { choose: 'Choose' },
  consentNeeded: consentNeeded1822,
  // (a turn's "you may …" line: 1822's moves where the family's words name other titles' moves)
  moveWords: {
    bid: 'bid in the bid boxes',
    merge: 'acquire a minor',
    choose: 'make a choice',
    'choose:pay': 'choose how to pay for the minor',
    'choose:token': "choose what becomes of the minor's token",
    'choose:ability': 'choose what the private gives',
    'choose:extra': "pay the permanent train's earnings apart first",
    'choose:pullman': 'attach the pullman to a train',
    'choose:double': 'double your cash for the player order',
    choose_ability: "use a private's ability",
    acquire_company: 'acquire a private',
    hex_token: 'place its destination token',
    payoff_player_debt: 'pay off your loan',
    payoff_player_debt_partial: 'pay off your loan',
    dividend: 'pay out, pay half or withhold',
  },
  moveKind: chooseKind,
});

// the status names what is in the bid boxes during a stock round, one line each, so a bid's message shows the box it
// changed (the shared status knows auction rounds only)
const describeShared = definition.describe;
definition.describe = (view) => {
  const lines = describeShared(view).split('\n');
  const state = view as GameState;
  if (state.round.kind !== 'stock' || state.finished) return lines.join('\n');
  const ctx = ctx1822(state);
  const items = [...bidboxMinors(state), ...bidboxConcessions(state), ...bidboxPrivates(state)].map((sym) => {
    const top = highestBid(state, sym);
    const bids = top ? `high bid ${playerName(state, top.player)} ${money(ctx.cfg, top.price)}` : 'no bids';
    return `Bid box: ${privateName(ctx, sym, state)}: ${bids} · next bid at least ${money(ctx.cfg, minBid(state, ctx, sym))}`;
  });
  return [lines[0]!, ...items, ...lines.slice(1)].join('\n');
};

export default definition;
