// The privates whose power is a one-off choice in their operator's turn (18xx.games G1822 company_choices, made
// as a choose_ability by the private while the turn is at the track, token or issue step), each closing once used:
// P17's move card (a minor, concession or private of the bank's stacks, not in a bid box, to the top or the bottom
// of its stack: track, token or issue step), P18's station swap (an exchange token to the available tokens, or an
// unused token to the exchange tokens: track or token step), and P5's exchange token to the available tokens
// (token step, instead of its English Channel token).
import type { Ctx, Step } from '../../18xx/context.ts';
import { closeCompany } from '../../18xx/companies.ts';
import { autoAdvance, currentCorp, expectOperator, orRound } from '../../18xx/rounds/operating.ts';
import { nextTokenPrice } from '../../18xx/steps/token.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import { entityName, privateName } from '../../18xx/words.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { exchangeTokensLeft, returnExchangeToken, useExchangeToken } from './acquisition.ts';
import { bankCompanies, bidboxConcessions, bidboxMinors, bidboxPrivates } from './bidbox.ts';
import { scenarioData } from './data.ts';
import { own1822 } from './state.ts';

export const MOVE_CARD = 'P17';
export const STATION_SWAP = 'P18';
const CHANNEL = 'P5';

/** The steps of the turn where each private's choice is open (18xx.games' `time` of company_choices). */
const OPEN_AT: Record<string, readonly string[]> = {
  [MOVE_CARD]: ['track', 'token', 'issue_shares'],
  [STATION_SWAP]: ['track', 'token'],
  [CHANNEL]: ['token'],
};

/** The stacks a move card reorders, by the certificates' first letter, with each one's bid box. */
const STACKS: Record<string, (state: GameState) => string[]> = { M: bidboxMinors, C: bidboxConcessions, P: bidboxPrivates };

function held(state: GameState, sym: string, corp: string): boolean {
  const c = state.companies.find((x) => x.sym === sym);
  return !!c && !c.closed && c.owner === corp;
}

/** Does the operator hold P5 or P18 with an exchange token to move (18xx.games ability_chpr_lcdr?: the token step stays open)? */
export function holdsTokenSwap(state: GameState, corp: string): boolean {
  return (held(state, STATION_SWAP, corp) || held(state, CHANNEL, corp)) && exchangeTokensLeft(state, corp) > 0;
}

/** Does the operator hold P17 (18xx.games: the issue step stays open for its move card)? */
export function holdsMoveCard(state: GameState, corp: string): boolean {
  return held(state, MOVE_CARD, corp) && corpOf(state, corp).type === 'major';
}

/** The move card's choices: `M10_top`, `M10_bottom`, … for the stacks' certificates outside the bid boxes. */
function moveCardChoices(state: GameState): string[] {
  const out: string[] = [];
  for (const [prefix, box] of Object.entries(STACKS)) {
    const inBox = box(state);
    for (const sym of bankCompanies(state, prefix)) {
      if (inBox.includes(sym)) continue;
      // (to the top is to just after its bid box: none with the box empty)
      if (inBox.length) out.push(`${sym}_top`);
      out.push(`${sym}_bottom`);
    }
  }
  return out;
}

/** The station swap's choices: 'exchange' (an exchange token to the available ones), 'available' (the reverse). */
function swapChoices(state: GameState, ctx: Ctx, corp: string): string[] {
  const out: string[] = [];
  const left = exchangeTokensLeft(state, corp);
  if (left > 0) out.push('exchange');
  const all = scenarioData(own1822(state).scenario).exchangeTokens[corp] ?? 0;
  if (nextTokenPrice(state, ctx, corp) !== null && left < all) out.push('available');
  return out;
}

function choicesOf(state: GameState, ctx: Ctx, sym: string, corp: string): string[] {
  if (!held(state, sym, corp) || !OPEN_AT[sym]!.includes(orRound(state).step) || state.pendingTokens?.length) return [];
  if (sym === MOVE_CARD) return corpOf(state, corp).type === 'major' ? moveCardChoices(state) : [];
  if (sym === STATION_SWAP) return swapChoices(state, ctx, corp);
  return exchangeTokensLeft(state, corp) > 0 ? ['exchange'] : [];
}

function moveCertificate(state: GameState, ctx: Ctx, corp: string, choice: string): void {
  const [sym, where] = choice.split('_') as [string, string];
  const from = state.companies.findIndex((c) => c.sym === sym);
  const [card] = state.companies.splice(from, 1);
  const top = where === 'top';
  if (top) {
    const last = STACKS[sym[0]!]!(state).at(-1)!;
    state.companies.splice(state.companies.findIndex((c) => c.sym === last) + 1, 0, card!);
  } else state.companies.push(card!);
  ctx.events.push({ type: 'stack_moved', entity: corp, company: MOVE_CARD, moved: sym, top });
}

function choose(state: GameState, ctx: Ctx, action: Action): void {
  const sym = String(action.entity);
  const corp = state.companies.find((c) => c.sym === sym)?.owner ?? '';
  expectOperator(state, corp);
  const choice = String(action.choice);
  if (!choicesOf(state, ctx, sym, corp).includes(choice)) throw new RuleError(`${privateName(ctx, sym)} cannot do that now.`);
  if (sym === MOVE_CARD) moveCertificate(state, ctx, corp, choice);
  else {
    if (choice === 'exchange') useExchangeToken(state, corp);
    else returnExchangeToken(state, corp);
    ctx.events.push({ type: 'exchange_token_moved', entity: corp, company: sym, to: choice === 'exchange' ? 'available' : 'exchange' });
  }
  closeCompany(state, ctx, sym);
  // (the step open only for this choice is left: 18xx.games skip_steps)
  autoAdvance(state, ctx);
}

const STACK_WORDS: Record<string, string> = { M: "minors'", C: "concessions'", P: "privates'" };

function label(state: GameState, ctx: Ctx, sym: string, corp: string, choice: string): string {
  if (sym !== MOVE_CARD) {
    return choice === 'exchange'
      ? `${privateName(ctx, sym)}: one of ${entityName(ctx, corp)}'s exchange tokens becomes an ordinary token (the private closes)`
      : `${privateName(ctx, sym)}: one of ${entityName(ctx, corp)}'s unplaced tokens becomes an exchange token (the private closes)`;
  }
  const [moved, where] = choice.split('_') as [string, string];
  const name = ctx.cfg.companies.find((c) => c.sym === moved)?.name ?? moved;
  return `${privateName(ctx, sym)}: move ${name} to the ${where} of the ${STACK_WORDS[moved[0]!]} stack (the private closes)`;
}

/** The choices beside the operator's track, token and issue steps (18xx.games' choose_ability there). */
export const abilityChoices1822Step: Step = {
  id: 'ability_choice',
  actions: ['choose_ability'],
  anytime: true,
  active: () => false,
  claims: (state, _ctx, action) => action.type === 'choose_ability' && action.entity_type === 'company' && String(action.entity) in OPEN_AT,
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    return Object.keys(OPEN_AT).flatMap((sym) =>
      choicesOf(state, ctx, sym, corp).map((choice) => ({
        label: label(state, ctx, sym, corp, choice),
        action: { type: 'choose_ability', entity: sym, entity_type: 'company', choice },
      })),
    );
  },
  process: choose,
};
