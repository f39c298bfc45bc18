// A major acquires a minor (18xx.games G1822 MinorAcquisition, the step after buying trains): once it has
// operated before, it may take one minor a turn that has operated in two operating rounds and that its network
// reaches (the minor's token city). It pays the minor's owner twice the minor's price in cash, or in one or two of
// its treasury shares with the difference settled in cash either way; it gets the minor's cash, trains and
// privates; the minor's token is replaced by one of its exchange tokens, or an exchange token becomes an
// ordinary one (£100), or, with no exchange token left, the token goes. The minor closes.
// From phase 5 it may also take a minor from the bid box, for £200 to the bank: an exchange token goes to the
// minor's home city (made ordinary when the major is there already; for minor 14 a London city of the major's
// choice, placed at once for £20) or becomes an ordinary token.
import type { Ctx, Step } from '../../18xx/context.ts';
import { cityIdOf, type MapState } from '../../18xx/map/index.ts';
import { nodeKey, reachOf } from '../../18xx/map/track.ts';
import { priceOf } from '../../18xx/market.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { certLimit, checkPresidency, ipo, moveShare, numCerts } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import { giveTrain, trainById } from '../../18xx/trains.ts';
import { phaseHooks } from '../../18xx/companies.ts';
import { corpDef } from '../../18xx/entities.ts';
import { entityName } from '../../18xx/words.ts';
import { ownValue, setKey } from '../../records.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { scenarioData } from './data.ts';
import { own1822 } from './state.ts';
import { money } from '../../18xx/money.ts';
import { bidboxMinors } from './bidbox.ts';
import { dropReservations } from './reservations.ts';
import { keepLondonSlot, LONDON } from './london.ts';

/** Minor 14's home is a London city chosen when placed (18xx.games MINOR_14_ID, MINOR_14_HOME_HEX). */
const MINOR_14 = '14';
const MINOR_14_TOKEN_PRICE = 20;

const PAY: Record<string, number> = { money: 0, one_share: 1, two_shares: 2 };
/** A minor from the bid box costs this, paid to the bank (18xx.games MINOR_BIDBOX_PRICE). */
const BIDBOX_PRICE = 200;
/** An exchange token turned ordinary costs this to place (18xx.games TOKEN_PRICE). */
const TOKEN_PRICE = 100;

function mapOf(state: GameState): MapState {
  return state.map as MapState;
}

/** Operating turns the operator has begun (18xx.games operating_history, which each turn's dividend step adds to). */
function turns(state: GameState, corp: string): number {
  return ownValue(own1822(state).turns ?? {}, corp) ?? 0;
}

export function exchangeTokensLeft(state: GameState, corp: string): number {
  const all = scenarioData(own1822(state).scenario).exchangeTokens[corp] ?? 0;
  return all - (ownValue(own1822(state).exchangeUsed ?? {}, corp) ?? 0);
}

export function useExchangeToken(state: GameState, corp: string): void {
  const own = own1822(state);
  setKey((own.exchangeUsed ??= {}), corp, (ownValue(own.exchangeUsed, corp) ?? 0) + 1);
  setKey((own.extraTokens ??= {}), corp, (ownValue(own.extraTokens, corp) ?? 0) + 1);
}

/** An unplaced token goes back to the exchange tokens (P18's station swap: 18xx.games destroys one, adds an exchange token). */
export function returnExchangeToken(state: GameState, corp: string): void {
  const own = own1822(state);
  setKey((own.exchangeUsed ??= {}), corp, (ownValue(own.exchangeUsed, corp) ?? 0) - 1);
  setKey((own.extraTokens ??= {}), corp, (ownValue(own.extraTokens, corp) ?? 0) - 1);
}

/**
 * A major's tokens: its own, then one for each exchange token it used, less those it gave back (all but the home
 * token cost the same, so which unplaced one went back does not matter) (TitleHooks.tokenPrices).
 */
export function tokenPrices1822(state: GameState, ctx: Ctx, corp: string): readonly number[] {
  const extra = ownValue(own1822(state).extraTokens ?? {}, corp) ?? 0;
  const own = corpDef(state, ctx, corp).tokens;
  if (extra < 0) return own.slice(0, own.length + extra);
  return extra ? [...own, ...new Array<number>(extra).fill(TOKEN_PRICE)] : own;
}

/** The city holding the minor's token: hex and city index. */
function minorCity(state: GameState, minor: string): { hex: string; city: number } | null {
  for (const [hex, h] of Object.entries(mapOf(state).hexes)) {
    const city = h.tokens.findIndex((slots) => slots.includes(minor));
    if (city >= 0) return { hex, city };
  }
  return null;
}

/** A minor still in the bid box (no owner yet). */
function fromBidbox(state: GameState, minor: string): boolean {
  return !corpOf(state, minor).floated && bidboxMinors(state).includes(`M${minor}`);
}

/** The city a bid-box minor's home is reserved in: hex and city index. */
function homeCity(state: GameState, minor: string): { hex: string; city: number } | null {
  for (const [hex, h] of Object.entries(mapOf(state).hexes)) {
    const city = h.reservations.findIndex((slots) => slots.includes(minor));
    if (city >= 0) return { hex, city };
  }
  return null;
}

/** How the major may pay for the minor: choice → the words (18xx.games pay_choices). */
function payChoices(state: GameState, ctx: Ctx, major: string, minor: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (fromBidbox(state, minor)) return cashOf(state, major) >= BIDBOX_PRICE ? { money: `${entityName(ctx, major)} pays ${money(ctx.cfg, BIDBOX_PRICE)} to the bank for ${entityName(ctx, minor)}` } : {};
  const owner = corpOf(state, minor).president;
  if (!owner) return out;
  const worth = priceOf(state, ctx.cfg, minor) * 2;
  const majorPrice = priceOf(state, ctx.cfg, major);
  const cash = cashOf(state, major);
  // (who is paid what for a minor worth `worth`: its owner, never named here — labels carry no player's name)
  const maj = entityName(ctx, major);
  const words = (n: number): string | null => {
    if (n === 0) return `Its owner gets ${money(ctx.cfg, worth)} from ${maj}'s treasury`;
    const diff = worth - majorPrice * n;
    const shares = n === 1 ? `1 ${maj} share (${money(ctx.cfg, majorPrice)})` : `2 ${maj} shares (${money(ctx.cfg, majorPrice)} each)`;
    if (diff < 0 && -diff <= cashOf(state, owner)) return `Its owner gets ${shares} and pays ${money(ctx.cfg, -diff)} to ${maj}`;
    if (diff === 0) return `Its owner gets ${shares}`;
    if (diff > 0 && diff <= cash) return `Its owner gets ${shares} and ${money(ctx.cfg, diff)} from ${maj}'s treasury`;
    return null;
  };
  if (cash >= worth) out.money = words(0)!;
  const treasury = state.shares.filter((s) => s.owner === ipo(major)).length;
  if (treasury >= 1) {
    const w = words(1);
    if (w) out.one_share = w;
  }
  if (treasury >= 2 && numCerts(state, ctx.cfg, owner) < certLimit(state, ctx.cfg)) {
    const w = words(2);
    if (w) out.two_shares = w;
  }
  return out;
}

/** Minors the major could acquire, reach aside (18xx.games potentially_mergeable): floated ones, then the bid box's from phase 5. */
function candidates(state: GameState, ctx: Ctx, major: string): string[] {
  const out = state.corps
    .filter((m) => m.type === 'minor' && m.floated && !m.closed && turns(state, m.sym) > 1 && Object.keys(payChoices(state, ctx, major, m.sym)).length > 0)
    .map((m) => m.sym);
  if (bidboxMinorsOpen(state, ctx))
    for (const card of bidboxMinors(state)) {
      const minor = card.slice(1);
      if (Object.keys(payChoices(state, ctx, major, minor)).length > 0) out.push(minor);
    }
  return out;
}

function bidboxMinorsOpen(state: GameState, ctx: Ctx): boolean {
  return (ctx.cfg.phases[state.phase]!.status ?? []).includes('can_acquire_minor_bidbox');
}

/** May the operating major stop to acquire a minor (18xx.games can_acquire?)? */
function canAcquire(state: GameState, ctx: Ctx, major: string): boolean {
  const c = corpOf(state, major);
  if (c.type !== 'major' || turns(state, major) <= 1) return false;
  if (own1822(state).minorAcquired === major) return false;
  return candidates(state, ctx, major).length > 0;
}

/** Does the major's network reach the minor's token (a bid-box minor's: its home city; minor 14's: any London city)? */
function connects(state: GameState, major: string, minor: string): boolean {
  if (minor === MINOR_14 && fromBidbox(state, minor)) {
    const nodes = reachOf(mapOf(state), major).nodes;
    return mapOf(state).hexes[LONDON]!.tokens.some((_slots, city) => nodes.has(nodeKey(LONDON, 'city', city)));
  }
  const at = fromBidbox(state, minor) ? homeCity(state, minor) : minorCity(state, minor);
  return !!at && reachOf(mapOf(state), major).nodes.has(nodeKey(at.hex, 'city', at.city));
}

function tokenChoices(state: GameState): Record<string, string> {
  const major = currentCorp(state);
  return exchangeTokensLeft(state, major) > 0
    ? { replace: "Replace the minor's token with an exchange token", exchange: 'Make an exchange token an ordinary one' }
    : { remove: "Remove the minor's token (no exchange token left)" };
}

/** A minor from the bid box: £200 to the bank; its home city gets an exchange token, or one becomes ordinary. */
function acquireFromBidbox(state: GameState, ctx: Ctx, major: string, minor: string, token: string): void {
  ctx.events.push({ type: 'bidbox_minor_acquired', major, minor, price: BIDBOX_PRICE });
  pay(state, major, 'bank', BIDBOX_PRICE);
  const home = homeCity(state, minor);
  if (token === 'replace' && minor === MINOR_14) {
    // a token of its own for London, placed at once in a city of the major's choice for £20 (18xx.games minor_14_token_ability)
    useExchangeToken(state, major);
    (state.pendingTokens ??= []).push({ corp: major, hex: LONDON, counted: false, price: MINOR_14_TOKEN_PRICE });
  } else if (token === 'replace' && home) {
    const h = mapOf(state).hexes[home.hex]!;
    const reserved = h.reservations[home.city]!;
    reserved[reserved.indexOf(minor)] = null;
    const slots = h.tokens[home.city]!;
    useExchangeToken(state, major);
    // (already there: the exchange token becomes an ordinary one instead)
    if (!slots.includes(major) && slots.includes(null)) {
      slots[slots.indexOf(null)] = major;
      corpOf(state, major).tokensUsed += 1;
      ctx.events.push({ type: 'token_placed', entity: major, city: cityIdOf(mapOf(state), home.hex, home.city), hex: home.hex, cost: 0 });
    }
    ctx.map.edited?.(state);
  } else if (token === 'exchange') useExchangeToken(state, major);
  dropReservations(state, ctx, minor);
  const m = corpOf(state, minor);
  m.closed = true;
  for (const s of state.shares) if (s.corp === minor) moveShare(state, s, 'removed');
  const card = state.companies.find((c) => c.sym === `M${minor}`);
  if (card) card.closed = true;
  ctx.events.push({ type: 'company_closed', company: `M${minor}` });
}

function acquire(state: GameState, ctx: Ctx, major: string, minor: string, shares: number, token: string): void {
  if (fromBidbox(state, minor)) return acquireFromBidbox(state, ctx, major, minor, token);
  const owner = corpOf(state, minor).president!;
  const diff = priceOf(state, ctx.cfg, minor) * 2 - priceOf(state, ctx.cfg, major) * shares;
  ctx.events.push({
    type: 'minor_acquired',
    major,
    minor,
    owner,
    worth: priceOf(state, ctx.cfg, minor) * 2,
    shares,
    sharePrice: priceOf(state, ctx.cfg, major),
    paid: diff,
    cash: cashOf(state, minor),
    trains: [...corpOf(state, minor).trains],
  });
  if (diff < 0) pay(state, owner, major, -diff);
  if (diff > 0) pay(state, major, owner, diff);
  for (let i = 0; i < shares; i++) {
    // the treasury's longest-held share (18xx.games' share list order: a share bought back comes last)
    const share = state.shares.filter((s) => s.owner === ipo(major)).reduce((a, b) => (b.seq < a.seq ? b : a));
    moveShare(state, share, owner);
    checkPresidency(state, major, 'pool', undefined, true);
  }
  const cash = cashOf(state, minor);
  if (cash > 0) pay(state, minor, major, cash);
  for (const c of state.companies) if (c.owner === minor && !c.closed) c.owner = major;
  for (const id of [...corpOf(state, minor).trains]) giveTrain(state, ctx.cfg, trainById(state, id), major, phaseHooks(state, ctx));
  const at = minorCity(state, minor);
  if (at) {
    const slots = mapOf(state).hexes[at.hex]!.tokens[at.city]!;
    const city = cityIdOf(mapOf(state), at.hex, at.city);
    if (token === 'replace' && !slots.includes(major)) {
      useExchangeToken(state, major);
      slots[slots.indexOf(minor)] = major;
      corpOf(state, major).tokensUsed += 1;
      ctx.map.edited?.(state);
      ctx.events.push({ type: 'token_placed', entity: major, city, hex: at.hex, cost: 0 });
    } else {
      if (token !== 'remove') useExchangeToken(state, major);
      ctx.map.removeToken!(state, minor, at);
      // (minor 14's London city keeps the slot added for it)
      if (at.hex === LONDON) keepLondonSlot(state, ctx.map);
      ctx.events.push({ type: 'token_removed', entity: minor, city, hex: at.hex, blocker: false });
    }
  }
  // the minor closes: its certificate and its private card go
  const m = corpOf(state, minor);
  m.closed = true;
  for (const s of state.shares) if (s.corp === minor) moveShare(state, s, 'removed');
  const card = state.companies.find((c) => c.sym === `M${minor}`);
  if (card) card.closed = true;
  ctx.events.push({ type: 'company_closed', company: `M${minor}` });
}

export const acquireMinorStep: Step = {
  id: 'acquire_minor',
  actions: ['merge', 'choose'],
  inSequence: true,
  claims: (state, _ctx, action) =>
    state.round.kind === 'operating' && (action.type === 'merge' || (action.type === 'choose' && !!own1822(state).acquiring)),
  active: (state, ctx) => !!own1822(state).acquiring || canAcquire(state, ctx, currentCorp(state)),
  mustAct: (state) => (own1822(state).acquiring ? 'Finish the acquisition first: choose how to pay, then what becomes of the token.' : null),
  turnStart(state, _ctx, corp) {
    const own = own1822(state);
    setKey((own.turns ??= {}), corp, turns(state, corp) + 1);
    own.minorAcquired = null;
    own.acquiring = null;
  },
  choices(state, ctx): LegalChoice[] {
    const major = currentCorp(state);
    const a = own1822(state).acquiring;
    if (a) {
      const options = a.shares === undefined ? payChoices(state, ctx, major, a.minor) : tokenChoices(state);
      return Object.entries(options).map(([choice, words]) => ({ label: words, action: { type: 'choose', entity: major, entity_type: 'corporation', choice } }));
    }
    if (!canAcquire(state, ctx, major)) return [];
    return candidates(state, ctx, major)
      .filter((m) => connects(state, major, m))
      .map((m) => ({ label: `${entityName(ctx, major)} acquires ${entityName(ctx, m)}`, action: { type: 'merge', entity: major, entity_type: 'corporation', corporation: m } }));
  },
  process(state, ctx, action: Action) {
    const major = String(action.entity ?? '');
    expectOperator(state, major);
    const own = own1822(state);
    if (action.type === 'merge') {
      if (orRound(state).step !== 'acquire_minor') jumpTo(state, ctx, 'acquire_minor');
      const minor = String(action.corporation ?? '');
      if (own.acquiring || !canAcquire(state, ctx, major)) throw new RuleError(`${entityName(ctx, major)} cannot acquire a minor now.`);
      if (!candidates(state, ctx, major).includes(minor)) throw new RuleError(`${entityName(ctx, major)} cannot acquire ${entityName(ctx, minor)}.`);
      if (ctx.live && !connects(state, major, minor)) throw new RuleError(`${entityName(ctx, minor)} is not connected to ${entityName(ctx, major)}.`);
      own.acquiring = { minor };
      return;
    }
    const a = own.acquiring!;
    const choice = String(action.choice);
    if (a.shares === undefined) {
      if (!(choice in payChoices(state, ctx, major, a.minor))) throw new RuleError('That is not a way to pay for it now.');
      own.acquiring = { minor: a.minor, shares: PAY[choice]! };
      return;
    }
    if (!(choice in tokenChoices(state))) throw new RuleError("That is not a choice for the minor's token now.");
    acquire(state, ctx, major, a.minor, a.shares, choice);
    own.acquiring = null;
    own.minorAcquired = major;
    autoAdvance(state, ctx);
  },
};
